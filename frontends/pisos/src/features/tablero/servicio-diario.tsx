import { ApiError } from '@recepcion/api-client';
import { CheckboxField, toast, useMutation, useQuery } from '@recepcion/ui';
import { useState } from 'react';
import { getConfiguracionPisos, guardarConfiguracionPisos } from '../../lib/api';
import { MENSAJES } from '../../mensajes';

/**
 * The hotel's «Servicio diario» (administrators only, the board shows it to them alone): a switch
 * (`GET/PUT /api/Pisos/Configuracion`). The change shows at once; while it is saved the switch is
 * busy and a second tap waits; a refusal puts it back and says why under it (the portal toasts
 * the server's message too).
 */
export function ServicioDiario({ hotelId }: { hotelId: number }) {
  const consulta = useQuery(`Pisos/${hotelId}/Configuracion`, getConfiguracionPisos);
  const { mutate, pending } = useMutation(guardarConfiguracionPisos);
  const [pedido, setPedido] = useState<boolean | null>(null);
  const [error, setError] = useState('');
  const { state, setData, refetch } = consulta;

  const cambiar = async (ServicioDiario: boolean) => {
    if (pending) return;
    setPedido(ServicioDiario);
    setError('');
    try {
      const guardada = await mutate({ ServicioDiario });
      setData(() => guardada);
      toast.success(guardada.ServicioDiario ? MENSAJES.servicioActivado : MENSAJES.servicioDesactivado);
    } catch (e) {
      setError(`${MENSAJES.noSeGuardo} ${e instanceof ApiError ? e.mensaje : String(e)}`);
    } finally {
      setPedido(null);
    }
  };

  return (
    <section className="ps-ajuste rc-card" aria-label={MENSAJES.servicioDiario} aria-busy={state.status === 'loading' || pending || undefined}>
      {state.status === 'error' ? (
        <div className="ps-ajuste__error" role="alert">
          <p>{MENSAJES.errorServicioDiario}</p>
          <button type="button" className="rc-button" onClick={refetch}>
            {MENSAJES.reintentar}
          </button>
        </div>
      ) : (
        <CheckboxField
          className="ps-switch"
          role="switch"
          label={MENSAJES.servicioDiario}
          checked={pedido ?? state.data?.ServicioDiario ?? false}
          disabled={state.status !== 'success'}
          aria-busy={pending || undefined}
          hint={state.status === 'success' ? MENSAJES.explicacionServicioDiario : MENSAJES.cargandoServicioDiario}
          error={error || null}
          onChange={(e) => void cambiar(e.target.checked)}
        />
      )}
      <p className="ps-ajuste__estado" role="status">
        {pending ? MENSAJES.guardando : ''}
      </p>
    </section>
  );
}
