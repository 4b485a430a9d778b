import { ApiError } from '@recepcion/api-client';
import type { ConfiguracionMotor } from '@recepcion/contracts';
import { AvisoSoloLectura, ListaEstado, PageHeader, useSoloLectura } from '@recepcion/ui';
import type { AreaPageProps } from '../../lib/area-page';
import { useMotor } from './api/get-motor';
import { FormularioMotor } from './formulario-motor';
import { TEXTOS_MOTOR } from './textos';

export const TITULO_MOTOR = TEXTOS_MOTOR.titulo;

/**
 * `/configuracion/motor-reservas`: the hotel's own booking page (`/reservar/{slug}`). On or off,
 * its address (copied or opened from here), the room types it sells and their texts, the stay
 * and arrival windows, children, the status a web booking starts in, free cancellation, and the
 * site allowed to embed it with the snippet to paste there. The settings are an administrator's:
 * others see why (a 403 reads the same), never an error.
 */
export function MotorReservasPage({ hotelId }: AreaPageProps) {
  const soloLectura = useSoloLectura();
  const motor = useMotor(hotelId, !soloLectura);
  const { state } = motor;
  // GET /api/MotorReservas is an administrator's: a 403 (the user's type changed since signing in) reads as read-only.
  const sinPermiso = soloLectura || (state.status === 'error' && state.error instanceof ApiError && state.error.status === 403);

  let contenido;
  if (sinPermiso) {
    contenido = (
      <section className="rc-card ms-seccion" aria-label={TITULO_MOTOR}>
        {soloLectura && (
          <div className="rc-toolbar">
            <AvisoSoloLectura />
          </div>
        )}
        <p className="rc-estado ms-sin-permiso" role="note">
          {TEXTOS_MOTOR.soloAdministradores}
        </p>
      </section>
    );
  } else if (state.status === 'success' && state.data) {
    contenido = <FormularioMotor hotelId={hotelId} guardada={state.data} onGuardado={(config: ConfiguracionMotor) => motor.setData(() => config)} />;
  } else {
    contenido = (
      <section className="rc-card ms-seccion" aria-label={TITULO_MOTOR} aria-busy={state.status === 'loading' || undefined}>
        <ListaEstado state={state} cargando={TEXTOS_MOTOR.cargando} error={TEXTOS_MOTOR.error} vacio={TEXTOS_MOTOR.cargando} onReintentar={motor.refetch} />
      </section>
    );
  }

  return (
    <>
      <PageHeader area="Configuración" titulo={TITULO_MOTOR} descripcion={TEXTOS_MOTOR.descripcion} />
      {contenido}
    </>
  );
}
