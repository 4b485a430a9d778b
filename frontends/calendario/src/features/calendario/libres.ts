import { ESTADO_ANULADO } from './estados';
import type { DatosCalendario } from './tipos';
import type { Grupo } from './use-ventana-calendario';
import { indiceDe, type Ventana } from './ventana';

export interface LibresDeTipo {
  tipoId: number;
  nombre: string;
  /** Free rooms of the type on each night of the window. */
  libres: number[];
}

export interface LibresPorNoche {
  tipos: LibresDeTipo[];
  /** Free rooms of all types on each night. */
  total: number[];
}

/**
 * The free rooms of each night of the window, per room type and in all, from the window's own
 * data: a type's rooms minus those a reservation line or a block covers that night (a stay covers
 * its check-in night up to the night before its check-out). Cancelled reservations do not occupy.
 * A room covered twice (a line and a block) counts once.
 */
export function habitacionesLibres(datos: DatosCalendario, grupos: readonly Grupo[], ventana: Ventana, n: number): LibresPorNoche {
  const tipoDe = new Map<number, number>();
  grupos.forEach((g, i) => g.habitaciones.forEach((h) => tipoDe.set(h.Id, i)));
  // The rooms taken on each night.
  const ocupadas = Array.from({ length: n }, () => new Set<number>());
  const ocupar = (habitacion: number, desde: string, hasta: string) => {
    if (!tipoDe.has(habitacion)) return;
    const fin = Math.min(n, indiceDe(ventana, hasta));
    for (let d = Math.max(0, indiceDe(ventana, desde)); d < fin; d++) ocupadas[d].add(habitacion);
  };
  for (const celda of datos.data) {
    if (Number(celda.status.trim()) !== ESTADO_ANULADO) ocupar(celda.room, celda.start_date, celda.end_date);
  }
  for (const b of datos.bloqueo) ocupar(b.room, b.start_date, b.end_date);

  const tipos = grupos.map((g) => ({ tipoId: g.tipoId, nombre: g.nombre, libres: new Array<number>(n).fill(g.habitaciones.length) }));
  ocupadas.forEach((habitaciones, d) => {
    for (const h of habitaciones) tipos[tipoDe.get(h) as number].libres[d]--;
  });
  const total = Array.from({ length: n }, (_, d) => tipos.reduce((suma, t) => suma + t.libres[d], 0));
  return { tipos, total };
}
