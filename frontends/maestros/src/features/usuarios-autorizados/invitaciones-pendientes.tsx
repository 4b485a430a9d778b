import { type InvitacionEnviada, MENSAJES_CUENTA } from '@recepcion/contracts';
import { formatearFecha, isoDeFechaLocal } from '@recepcion/domain';
import { confirmar, type QueryState, toast } from '@recepcion/ui';
import { useState } from 'react';
import { useRetirarInvitacion } from './api/invitaciones-enviadas';
import { nombreTipoUsuario } from './tipos-usuario';

export const TITULO_INVITACIONES_PENDIENTES = 'Invitaciones pendientes';

const dia = (instante: string) => formatearFecha(isoDeFechaLocal(new Date(instante)));

export interface InvitacionesPendientesProps {
  state: QueryState<InvitacionEnviada[]>;
  /** Administrators withdraw; other types only see the list. */
  puedeRetirar: boolean;
  onRetirada: (id: number) => void;
}

/**
 * Who was invited to this hotel and has not answered yet, under «Usuarios autorizados»: the
 * address, the type offered, when it was mailed and until when its link works; «Retirar» takes it
 * back (the link stops working). Shown only while some wait.
 */
export function InvitacionesPendientes({ state, puedeRetirar, onRetirada }: InvitacionesPendientesProps) {
  const retirar = useRetirarInvitacion();
  const [retirando, setRetirando] = useState<number | null>(null);
  const filas = state.status === 'success' ? state.data : [];
  if (filas.length === 0) return null;

  const retirarInvitacion = async (invitacion: InvitacionEnviada) => {
    if (retirando !== null) return;
    if (!(await confirmar(`¿Retirar la invitación a ${invitacion.Email}? El enlace que se le envió dejará de funcionar.`))) return;
    setRetirando(invitacion.Id);
    try {
      await retirar.mutate(invitacion.Id);
    } catch {
      return; // The portal shows the refusal.
    } finally {
      setRetirando(null);
    }
    onRetirada(invitacion.Id);
    toast.success(MENSAJES_CUENTA.invitacionRetirada);
    document.getElementById('ms-invitaciones-titulo')?.focus();
  };

  return (
    <section className="rc-card ms-seccion" aria-labelledby="ms-invitaciones-titulo">
      <div className="ms-seccion__cabecera">
        <h2 className="ms-seccion__titulo" id="ms-invitaciones-titulo" tabIndex={-1}>
          {TITULO_INVITACIONES_PENDIENTES}
        </h2>
        <p className="ms-seccion__descripcion">Personas invitadas por correo que aún no aceptan ni rechazan. El enlace de cada invitación vence a los 7 días.</p>
      </div>
      <ul className="ms-invitaciones" aria-label={TITULO_INVITACIONES_PENDIENTES}>
        {filas.map((i) => (
          <li key={i.Id} className="ms-invitacion">
            <dl className="ms-datos ms-invitacion__datos">
              <div className="ms-datos__par ms-datos__par--ancho">
                <dt>Correo</dt>
                <dd>{i.Email}</dd>
              </div>
              <div className="ms-datos__par">
                <dt>Tipo</dt>
                <dd>{nombreTipoUsuario(i.IDTipoUsuario)}</dd>
              </div>
              <div className="ms-datos__par">
                <dt>Enviada</dt>
                <dd>{dia(i.Fecha)}</dd>
              </div>
              <div className="ms-datos__par">
                <dt>Vence</dt>
                <dd>{dia(i.Vence)}</dd>
              </div>
            </dl>
            {puedeRetirar && (
              <button
                type="button"
                className="rc-button rc-button--danger ms-button--small ms-invitacion__retirar"
                aria-label={`Retirar la invitación a ${i.Email}`}
                aria-busy={retirando === i.Id || undefined}
                disabled={retirando !== null}
                onClick={() => void retirarInvitacion(i)}
              >
                Retirar
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
