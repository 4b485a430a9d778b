import { formatearFecha } from '@recepcion/domain';
import { useEffect, useState } from 'react';
import { getHistorial } from './api/get-historial';
import type { EventoHistorial } from './tipos';

const dos = (n: number) => String(n).padStart(2, '0');

/** `2026-12-01T14:05:00Z` as the user's local `01-12-2026 11:05`. */
function momento(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return formatearFecha(iso);
  return `${dos(d.getDate())}-${dos(d.getMonth() + 1)}-${d.getFullYear()} ${dos(d.getHours())}:${dos(d.getMinutes())}`;
}

/** The reservation's history (`GET /api/ReservasB/{id}/Historial`) as a timeline, newest first. */
export function TabHistorial({ reservaId, version }: { reservaId: number; version?: number }) {
  const [eventos, setEventos] = useState<EventoHistorial[] | null>(null);
  const [error, setError] = useState(false);

  useEffect(() => {
    let vigente = true;
    setError(false);
    getHistorial(reservaId).then(
      (e) => vigente && setEventos(e),
      () => vigente && setError(true),
    );
    return () => {
      vigente = false;
    };
  }, [reservaId, version]);

  if (error) return <p className="rs-vacio">No se pudo cargar el historial.</p>;
  if (!eventos) return <p role="status">Cargando historial…</p>;
  if (eventos.length === 0) return <p className="rs-vacio">Sin movimientos.</p>;
  return (
    <ol className="rs-historial" aria-label="Historial de la reserva">
      {[...eventos].reverse().map((e) => (
        <li key={e.Version} className="rs-historial__evento">
          <time dateTime={e.Fecha} className="rs-historial__fecha">
            {momento(e.Fecha)}
          </time>
          <span className="rs-historial__descripcion">{e.Descripcion}</span>
          {e.UsuarioId !== null && <span className="rs-historial__usuario">Usuario {e.UsuarioId}</span>}
        </li>
      ))}
    </ol>
  );
}
