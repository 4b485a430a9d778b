import { LIMITES_INFORMES, type FilaHabitacionesDisponibles } from '@recepcion/contracts';
import type { GridColumn } from '@recepcion/ui';

/** A day of the report: its date and, per room type, the free rooms (`t<TipoHabitacionId>`), and their sum. */
export type FilaDia = { Fecha: string; Total: number } & Record<string, number | string>;

/**
 * The answer as the page shows it (spec section 3, "Available rooms"): one row per day, one
 * column per room type (at most 25, in the order the server lists them) and the day's total.
 */
export function pivotarDisponibles(filas: readonly FilaHabitacionesDisponibles[]): { columnas: GridColumn<FilaDia>[]; dias: FilaDia[] } {
  const tipos = new Map<number, string>();
  const dias = new Map<string, FilaDia>();
  for (const f of filas) {
    if (!tipos.has(f.TipoHabitacionId)) {
      if (tipos.size >= LIMITES_INFORMES.tiposHabitacion) continue;
      tipos.set(f.TipoHabitacionId, f.NombreTipoHabitacion);
    }
    const dia = dias.get(f.Fecha) ?? ({ Fecha: f.Fecha, Total: 0 } as FilaDia);
    dia[`t${f.TipoHabitacionId}`] = f.Disponibles;
    dia.Total += f.Disponibles;
    dias.set(f.Fecha, dia);
  }
  const columnas: GridColumn<FilaDia>[] = [
    { title: 'Fecha', data: 'Fecha', type: 'fecha', width: 110 },
    ...[...tipos].map(([id, nombre]): GridColumn<FilaDia> => ({ title: nombre, data: `t${id}`, type: 'numero', decimales: 0, width: Math.max(90, nombre.length * 9) })),
    { title: 'Total', data: 'Total', type: 'numero', decimales: 0, width: 90 },
  ];
  return { columnas, dias: [...dias.values()].sort((a, b) => a.Fecha.localeCompare(b.Fecha)) };
}
