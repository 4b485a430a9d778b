import { formatearFecha } from '@recepcion/domain';
import { alerta, DraggableModal, preguntar, toast } from '@recepcion/ui';
import { useEffect, useState } from 'react';
import { MENSAJES } from '../../mensajes';
import { anularReserva } from './api/anular-reserva';
import { cambiarEstado, type EstadoConRuta } from './api/cambiar-estado';
import { getReserva } from './api/get-reserva';
import { ESTADO_ANULADO, ESTADOS, estadoDe } from './estados';
import type { Reserva } from './tipos';

const ESTADOS_MENU = ESTADOS.filter((e) => e.id !== ESTADO_ANULADO) as readonly { id: EstadoConRuta; nombre: string }[];

/** A reservation read-only, with its status menu (spec section 4). */
export function DetalleReservaDialog({ reservaId, onClose, onCambio }: { reservaId: number; onClose: () => void; onCambio: () => void }) {
  const [reserva, setReserva] = useState<Reserva | null>(null);
  const [error, setError] = useState(false);
  const [trabajando, setTrabajando] = useState(false);

  useEffect(() => {
    let vigente = true;
    getReserva(reservaId).then(
      (r) => vigente && setReserva(r),
      () => vigente && setError(true),
    );
    return () => {
      vigente = false;
    };
  }, [reservaId]);

  const aplicar = async (accion: () => Promise<void>) => {
    setTrabajando(true);
    try {
      await accion();
      setReserva(await getReserva(reservaId));
      onCambio();
    } catch {
      // The API client has shown the error.
    } finally {
      setTrabajando(false);
    }
  };

  const cambiar = (estado: EstadoConRuta) =>
    aplicar(async () => {
      const respuesta = await cambiarEstado(reservaId, estado);
      toast.success(MENSAJES.guardado);
      if (estado === 8 && respuesta.mensajeCheckOut) await alerta(respuesta.mensajeCheckOut);
    });

  const anular = async () => {
    if (reserva?.EstadoId === ESTADO_ANULADO) {
      await alerta(MENSAJES.yaAnulada);
      return;
    }
    const motivo = await preguntar('¿Por qué se anula la reserva?', 'Motivo', { obligatorio: MENSAJES.motivoAnulacion });
    if (motivo === null) return;
    await aplicar(async () => {
      await anularReserva(reservaId, motivo);
      toast.success(MENSAJES.anulado);
    });
  };

  const estado = reserva ? estadoDe(reserva.EstadoId) : null;

  return (
    <DraggableModal
      open
      title={`Reserva ${reservaId}`}
      onClose={onClose}
      closeOnEscape
      size="lg"
      footer={
        <button type="button" className="rc-button" onClick={onClose}>
          Cerrar
        </button>
      }
    >
      {!reserva && !error && <p role="status">Cargando reserva…</p>}
      {error && <p role="alert">No se pudo leer la reserva.</p>}
      {reserva && estado && (
        <div className="cal-detalle">
          <dl className="cal-detalle__datos">
            <dt>Cliente</dt>
            <dd>{reserva.ClienteNombre}</dd>
            <dt>Grupo</dt>
            <dd>{reserva.NombreGrupo || '—'}</dd>
            <dt>Check-In</dt>
            <dd>{formatearFecha(reserva.CheckIn)}</dd>
            <dt>Check-Out</dt>
            <dd>{formatearFecha(reserva.CheckOut)}</dd>
            <dt>Estado</dt>
            <dd>
              <span className={`cal-swatch cal-estado--${estado.clase}`} aria-hidden="true" /> {estado.nombre}
            </dd>
            <dt>Total</dt>
            <dd>
              {reserva.MonedaId} {reserva.Total?.toLocaleString('es-CL')}
            </dd>
            {reserva.Comentario && (
              <>
                <dt>Comentario</dt>
                <dd>{reserva.Comentario}</dd>
              </>
            )}
          </dl>
          <table className="cal-detalle__lineas">
            <thead>
              <tr>
                <th scope="col">Habitación</th>
                <th scope="col">Check-In</th>
                <th scope="col">Check-Out</th>
                <th scope="col">Pasajeros</th>
                <th scope="col">Precio por noche</th>
              </tr>
            </thead>
            <tbody>
              {reserva.Habitaciones.map((l) => (
                <tr key={`${l.Id}-${l.HabitacionId}`}>
                  <td>
                    {l.HabitacionNombre} <span className="cal-wizard__tipo">{l.TipoHabitacionNombre}</span>
                  </td>
                  <td>{formatearFecha(l.CheckIn)}</td>
                  <td>{formatearFecha(l.CheckOut)}</td>
                  <td>{l.CantidadPasajero}</td>
                  <td>{l.AlojamientoPrecioUnitario?.toLocaleString('es-CL')}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className="cal-detalle__estados" role="group" aria-label="Cambiar estado">
            {ESTADOS_MENU.map((e) => (
              <button key={e.id} type="button" className="rc-button" disabled={trabajando || reserva.EstadoId === e.id} onClick={() => void cambiar(e.id)}>
                {e.nombre}
              </button>
            ))}
            <button type="button" className="rc-button rc-button--danger" disabled={trabajando} onClick={() => void anular()}>
              Anular
            </button>
          </div>
        </div>
      )}
    </DraggableModal>
  );
}
