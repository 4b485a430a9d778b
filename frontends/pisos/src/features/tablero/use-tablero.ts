import { ApiError } from '@recepcion/api-client';
import { ENTIDAD_EN_VIVO_PISOS, ENTIDAD_EN_VIVO_RESERVAS, type EstadoPiso, type HabitacionPiso } from '@recepcion/contracts';
import { listas } from '@recepcion/session';
import { useQuery } from '@recepcion/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { cambiarEstadoPiso, getTablero } from '../../lib/api';

/** Changes arrive on the live channel; the board is read again this often as well (a phone that slept). */
export const REFRESCO_MS = 60_000;

/** Live changes that move the board: a room's state, a reservation (arrivals, check-outs), a block (out of order). */
const ENTIDADES = new Set<string>([ENTIDAD_EN_VIVO_PISOS, ENTIDAD_EN_VIVO_RESERVAS.reservas, ENTIDAD_EN_VIVO_RESERVAS.bloqueos]);

const sin = <T>(registro: Readonly<Record<number, T>>, id: number): Record<number, T> => {
  if (!(id in registro)) return registro;
  const copia = { ...registro };
  delete copia[id];
  return copia;
};

/**
 * The board's rooms (`GET /api/Pisos`), read again on a live `up` of rooms, reservations or blocks,
 * when the page comes back into view and every minute. A state change shows at once (`pendientes`
 * over the rooms read) and, when the server refuses it, goes back with the server's message
 * (`errores`, by room); the portal shows the message as a toast too.
 */
export function useTablero(hotelId: number) {
  const consulta = useQuery(`Pisos/${hotelId}`, getTablero);
  const { refetch, setData } = consulta;
  const [pendientes, setPendientes] = useState<Readonly<Record<number, EstadoPiso>>>({});
  const [errores, setErrores] = useState<Readonly<Record<number, string>>>({});
  /** The last change asked for each room: an older answer neither clears nor refuses a newer one. */
  const ultimo = useRef(new Map<number, number>());
  const montado = useRef(true);

  useEffect(() => {
    montado.current = true;
    const dejar = listas.subscribe((_listas, actualizacion) => {
      if (actualizacion && ENTIDADES.has(actualizacion.entidad)) refetch();
    });
    const timer = setInterval(refetch, REFRESCO_MS);
    const alVolver = () => {
      if (document.visibilityState === 'visible') refetch();
    };
    document.addEventListener('visibilitychange', alVolver);
    return () => {
      montado.current = false;
      dejar();
      clearInterval(timer);
      document.removeEventListener('visibilitychange', alVolver);
    };
  }, [refetch]);

  const leidas = consulta.state.data;
  const habitaciones = useMemo<HabitacionPiso[]>(
    () => (leidas ?? []).map((h) => (h.HabitacionId in pendientes ? { ...h, Estado: pendientes[h.HabitacionId] } : h)),
    [leidas, pendientes],
  );

  const cambiar = useCallback(
    async (habitacionId: number, estado: EstadoPiso): Promise<boolean> => {
      const turno = (ultimo.current.get(habitacionId) ?? 0) + 1;
      ultimo.current.set(habitacionId, turno);
      setPendientes((p) => ({ ...p, [habitacionId]: estado }));
      setErrores((e) => sin(e, habitacionId));
      const vigente = () => montado.current && ultimo.current.get(habitacionId) === turno;
      try {
        const habitacion = await cambiarEstadoPiso(habitacionId, estado);
        if (!vigente()) return true;
        setData((filas) => filas.map((h) => (h.HabitacionId === habitacionId ? { ...h, ...habitacion } : h)));
        setPendientes((p) => sin(p, habitacionId));
        return true;
      } catch (error) {
        if (!vigente()) return false;
        // Back to the state read from the server, with why.
        setPendientes((p) => sin(p, habitacionId));
        setErrores((e) => ({ ...e, [habitacionId]: error instanceof ApiError ? error.mensaje : String(error) }));
        return false;
      }
    },
    [setData],
  );

  return { consulta, habitaciones, pendientes, errores, cambiar };
}
