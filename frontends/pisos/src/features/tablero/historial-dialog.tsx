import type { HabitacionPiso } from '@recepcion/contracts';
import { formatearMomento } from '@recepcion/domain';
import { DraggableModal, ListaEstado, useQuery } from '@recepcion/ui';
import { getHistorial } from '../../lib/api';
import { MENSAJES, MOTIVO_CAMBIO } from '../../mensajes';
import { claseEstado } from './tablero';

/**
 * A room's history (`GET /api/Pisos/{id}/Historial`), newest first: when, from which state to
 * which, why and who («Sistema» for a check-out or the day's service). A bottom sheet on a phone.
 */
export function HistorialDialog({ habitacion, onClose }: { habitacion: HabitacionPiso; onClose: () => void }) {
  const consulta = useQuery(`Pisos/${habitacion.HabitacionId}/Historial`, (signal) => getHistorial(habitacion.HabitacionId, signal));
  const cambios = consulta.state.data ?? [];

  return (
    <DraggableModal
      open
      closeOnEscape
      title={`Historial de la habitación ${habitacion.Nombre}`}
      onClose={onClose}
      footer={
        <button type="button" className="rc-button" onClick={onClose}>
          {MENSAJES.cerrar}
        </button>
      }
    >
      <div className="ps-hoja" aria-busy={consulta.state.status === 'loading' || undefined}>
        {consulta.state.status === 'success' && cambios.length > 0 ? (
          <ol className="ps-historial">
            {cambios.map((c, i) => (
              <li key={`${c.Fecha}-${i}`} className="ps-historial__cambio">
                <time className="ps-historial__fecha" dateTime={c.Fecha}>
                  {formatearMomento(c.Fecha)}
                </time>
                <span className="ps-historial__estados">
                  <span className={`ps-marca ps-marca--${claseEstado(c.De)}`}>{c.De}</span>
                  <span aria-hidden="true"> →</span>
                  <span className="rc-visually-hidden"> a</span>{' '}
                  <span className={`ps-marca ps-marca--${claseEstado(c.A)}`}>{c.A}</span>
                </span>
                <span className="ps-historial__detalle">
                  {MOTIVO_CAMBIO[c.Motivo] ?? c.Motivo} · {c.Usuario ?? MENSAJES.sistema}
                </span>
              </li>
            ))}
          </ol>
        ) : (
          <ListaEstado state={consulta.state} cargando={MENSAJES.cargandoHistorial} error={MENSAJES.errorHistorial} vacio={MENSAJES.sinCambios} onReintentar={consulta.refetch} />
        )}
      </div>
    </DraggableModal>
  );
}
