import { formatearFecha, formatearMonto } from '@recepcion/domain';
import { DraggableModal } from '@recepcion/ui';
import { useState } from 'react';
import { AccionesMovil } from './acciones-movil';
import { useReservaMovil } from './api/get-reserva-movil';
import { estadoDe } from '../comun/estados';
import { useCentavos } from '../comun/listas';
import { textoOrigen } from '../comun/mensajes';
import type { ReservaMovil as Datos } from '../comun/tipos';
import { TabHistorial } from '../editor/tab-historial';

/**
 * The mobile view of a reservation (spec sections 1 and 2): general data, rooms, guests, charges
 * and payments, in one narrow column, with the front desk's actions (check-in, check-out, a payment),
 * and its history (the edit modal's timeline), read only when opened: a phone's data is dear.
 */
export function ReservaMovil({ reservaId, onClose }: { reservaId: number; onClose: () => void }) {
  const { state, refetch } = useReservaMovil(reservaId);
  const datos: Datos | undefined = state.data;
  const falla = state.status === 'error';
  const centavosDe = useCentavos();
  const [historialAbierto, setHistorialAbierto] = useState(false);

  const g = datos?.general;
  return (
    <DraggableModal
      open
      title={`Reserva ${reservaId}`}
      onClose={onClose}
      closeOnEscape
      footer={
        <button type="button" className="rc-button rc-button--primary" onClick={onClose}>
          Cerrar
        </button>
      }
    >
      {falla && <p className="rs-vacio">No se pudo cargar la reserva.</p>}
      {!falla && !datos && <p role="status">Cargando reserva…</p>}
      {g && datos && (
        <div className="rs-movil">
          <AccionesMovil reservaId={reservaId} general={g} lineas={datos.habitaciones} onCambio={refetch} />
          <section aria-label="General">
            <h3>General</h3>
            <dl className="rs-movil__datos">
              <dt>Cliente</dt>
              <dd>{g.ClienteNombre}</dd>
              {g.NombreGrupo && (
                <>
                  <dt>Grupo</dt>
                  <dd>{g.NombreGrupo}</dd>
                </>
              )}
              <dt>Estado</dt>
              <dd>{estadoDe(g.EstadoId).nombre}</dd>
              {g.Origen && (
                <>
                  <dt>Origen</dt>
                  <dd>{textoOrigen(g.Origen)}</dd>
                </>
              )}
              <dt>Check-In</dt>
              <dd>{formatearFecha(g.CheckIn)}</dd>
              <dt>Check-Out</dt>
              <dd>{formatearFecha(g.CheckOut)}</dd>
              <dt>Pasajeros</dt>
              <dd>{g.CantidadPasajeros}</dd>
              {g.Saldos?.map((s) => (
                <div key={s.MonedaId} className="rs-movil__saldo">
                  <dt>Saldo {s.MonedaId}</dt>
                  <dd>{formatearMonto(s.Saldo, centavosDe(s.MonedaId))}</dd>
                </div>
              ))}
              {g.Comentario && (
                <>
                  <dt>Comentario</dt>
                  <dd>{g.Comentario}</dd>
                </>
              )}
            </dl>
          </section>
          <section aria-label="Habitaciones">
            <h3>Habitaciones</h3>
            <ul className="rs-movil__lista">
              {datos.habitaciones.map((l, i) => (
                <li key={l.Id ?? i}>
                  <strong>{l.HabitacionNombre}</strong> {l.TipoHabitacionNombre} · {formatearFecha(l.CheckIn)} al {formatearFecha(l.CheckOut)} · {l.CantidadPasajero} pax ·{' '}
                  {formatearMonto(l.Total ?? 0, centavosDe(g.MonedaId))} {g.MonedaId}
                </li>
              ))}
            </ul>
          </section>
          <section aria-label="Pasajeros">
            <h3>Pasajeros</h3>
            {!datos.pasajeros?.length ? (
              <p className="rs-vacio">Sin pasajeros.</p>
            ) : (
              <ul className="rs-movil__lista">
                {datos.pasajeros.map((p, i) => (
                  <li key={p.Id ?? i}>
                    {p.PasajeroNombre} · habitación {p.HabitacionNombre}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-label="Cargos">
            <h3>Cargos</h3>
            {datos.cargos.length === 0 ? (
              <p className="rs-vacio">Sin cargos.</p>
            ) : (
              <ul className="rs-movil__lista">
                {datos.cargos.map((c, i) => (
                  <li key={c.Id ?? i}>
                    {formatearFecha(c.Fecha)} · {c.CargoNombre} × {c.Cantidad} · {formatearMonto(c.Total, centavosDe(c.MonedaId))} {c.MonedaId}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-label="Pagos">
            <h3>Pagos</h3>
            {datos.ingresos.length === 0 ? (
              <p className="rs-vacio">Sin pagos.</p>
            ) : (
              <ul className="rs-movil__lista">
                {datos.ingresos.map((p, i) => (
                  <li key={p.Id ?? i}>
                    {formatearFecha(p.Fecha)} · {p.Concepto} · {formatearMonto(p.Valor, centavosDe(p.MonedaId))} {p.MonedaId}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-label="Historial">
            <details className="rs-movil__historial" onToggle={(e) => setHistorialAbierto(e.currentTarget.open)}>
              <summary>
                <h3>Historial</h3>
              </summary>
              {historialAbierto && <TabHistorial reservaId={reservaId} version={g.Version} monedaId={g.MonedaId} />}
            </details>
          </section>
        </div>
      )}
    </DraggableModal>
  );
}
