import { useCallback, useMemo } from 'react';
import type { BloqueoCalendario, CeldaReserva, DatosCalendario, DestinoCelda } from './tipos';

const NINGUNA: readonly never[] = [];

function porHabitacion<T extends { room: number }>(lista: readonly T[]): Map<number, T[]> {
  const mapa = new Map<number, T[]>();
  for (const x of lista) {
    const propias = mapa.get(x.room);
    if (propias) propias.push(x);
    else mapa.set(x.room, [x]);
  }
  return mapa;
}

/**
 * Each room's bars and blocks, as lists that stay the same between draws while the window's data
 * does, so a room row is drawn again only when something on it changed. The bar being moved
 * (`movida`: dragged, or waiting for its move's answer) is drawn on its destination's row.
 */
export function useCeldasPorHabitacion(datos: DatosCalendario, movida: { celda: CeldaReserva; destino: DestinoCelda } | null) {
  const celdas = useMemo(() => porHabitacion(datos.data), [datos.data]);
  const bloqueos = useMemo(() => porHabitacion(datos.bloqueo), [datos.bloqueo]);

  const celdasDe = useCallback(
    (habitacionId: number): readonly CeldaReserva[] => {
      const propias = celdas.get(habitacionId) ?? NINGUNA;
      if (!movida || movida.celda.room === movida.destino.room) return propias;
      if (movida.celda.room === habitacionId) return propias.filter((c) => c.id !== movida.celda.id);
      if (movida.destino.room === habitacionId) return [...propias, movida.celda];
      return propias;
    },
    [celdas, movida],
  );

  const bloqueosDe = useCallback((habitacionId: number): readonly BloqueoCalendario[] => bloqueos.get(habitacionId) ?? NINGUNA, [bloqueos]);

  return { celdasDe, bloqueosDe };
}
