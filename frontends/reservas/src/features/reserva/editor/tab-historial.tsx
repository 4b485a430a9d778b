import { formatearMomento, textoHistorial } from '@recepcion/domain';
import { useSession } from '@recepcion/session';
import { useHistorial } from './api/get-historial';
import { useUsuariosHotel } from './api/get-usuarios-hotel';
import { useCentavos } from '../comun/listas';

/**
 * The reservation's history (`GET /api/ReservasB/{id}/Historial`) as a timeline, newest first,
 * with dates and amounts as the rest of the product shows them. `monedaId`: the reservation's
 * currency, that of its room lines' totals.
 */
export function TabHistorial({ reservaId, version, monedaId }: { reservaId: number; version?: number; monedaId: string }) {
  const { state } = useHistorial(reservaId, version);
  const centavosDe = useCentavos();
  const eventos = state.data;
  const sesion = useSession();
  const { state: usuarios } = useUsuariosHotel(sesion.hotelId ?? 0);
  /** Who made a change: the signed-in user, a user of the hotel, or (an operator, say) 'Usuario 12'. */
  const quien = (id: number) => (id === sesion.usuario?.Id ? sesion.usuario.Nombre : usuarios.data?.find((u) => u.UsuarioId === id)?.Nombre) || `Usuario ${id}`;

  if (state.status === 'error') return <p className="rs-vacio">No se pudo cargar el historial.</p>;
  if (!eventos) return <p role="status">Cargando historial…</p>;
  if (eventos.length === 0) return <p className="rs-vacio">Sin movimientos.</p>;
  return (
    <ol className="rs-historial" aria-label="Historial de la reserva">
      {[...eventos].reverse().map((e) => (
        <li key={e.Version} className="rs-historial__evento">
          <time dateTime={e.Fecha} className="rs-historial__fecha">
            {formatearMomento(e.Fecha)}
          </time>
          <span className="rs-historial__descripcion">{textoHistorial(e.Descripcion, { monedaReserva: monedaId, centavosDe })}</span>
          {e.UsuarioId !== null && <span className="rs-historial__usuario">{quien(e.UsuarioId)}</span>}
        </li>
      ))}
    </ol>
  );
}
