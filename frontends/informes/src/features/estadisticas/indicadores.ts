import { LIMITES_INFORMES, type FilaEstadistica } from '@recepcion/contracts';

/**
 * A day (or month) of the statistics as the page shows it: the spec's figures (occupied rooms,
 * national and foreign guests, guests; room, charge and total revenue per currency) and the ones
 * managers read beside them: occupancy %, average daily rate (ADR: a currency's room revenue per
 * room-night sold in that currency) and revenue per available room (RevPAR), per currency. Money keys end in the currency's
 * code: `Habitacion_CLP`, `ADR_USD`...
 */
export type FilaPeriodo = {
  Fecha: string;
  Ocupacion: number;
  /** Occupied share of the rooms on sale, 0 to 100; null when the hotel had no rooms. */
  PorcentajeOcupacion: number | null;
  Nacionales: number;
  Extranjeros: number;
  Huespedes: number;
  HabitacionesDisponibles: number;
} & Record<string, number | string | null>;

export const campoMoneda = (campo: 'Habitacion' | 'Cargo' | 'Total' | 'Ocupacion' | 'ADR' | 'RevPAR', moneda: string) => `${campo}_${moneda}`;

const dividir = (a: number, b: number): number | null => (b > 0 ? a / b : null);

/** The answer's currencies, in its order (the hotel's first), at most 4 (spec section 9). */
export function monedasDe(filas: readonly FilaEstadistica[]): string[] {
  const monedas: string[] = [];
  for (const f of filas) if (!monedas.includes(f.IDMoneda) && monedas.length < LIMITES_INFORMES.monedas) monedas.push(f.IDMoneda);
  return monedas;
}

/** One row per day (month), its currencies side by side, with occupancy %, ADR and RevPAR. */
export function pivotarEstadisticas(filas: readonly FilaEstadistica[]): { monedas: string[]; periodos: FilaPeriodo[] } {
  const monedas = monedasDe(filas);
  const porFecha = new Map<string, FilaPeriodo>();
  for (const f of filas) {
    if (!monedas.includes(f.IDMoneda)) continue;
    let periodo = porFecha.get(f.Fecha);
    if (!periodo) {
      periodo = {
        Fecha: f.Fecha,
        Ocupacion: f.Ocupacion,
        PorcentajeOcupacion: dividir(f.Ocupacion * 100, f.HabitacionesDisponibles),
        Nacionales: f.Nacionales,
        Extranjeros: f.Extranjeros,
        Huespedes: f.Huespedes,
        HabitacionesDisponibles: f.HabitacionesDisponibles,
      } as FilaPeriodo;
      for (const m of monedas) {
        for (const campo of ['Habitacion', 'Cargo', 'Total', 'Ocupacion'] as const) periodo[campoMoneda(campo, m)] = 0;
        periodo[campoMoneda('ADR', m)] = null;
        periodo[campoMoneda('RevPAR', m)] = 0;
      }
      porFecha.set(f.Fecha, periodo);
    }
    periodo[campoMoneda('Habitacion', f.IDMoneda)] = f.Habitacion;
    periodo[campoMoneda('Cargo', f.IDMoneda)] = f.Cargo;
    periodo[campoMoneda('Total', f.IDMoneda)] = f.Total;
    periodo[campoMoneda('Ocupacion', f.IDMoneda)] = f.OcupacionMoneda;
    periodo[campoMoneda('ADR', f.IDMoneda)] = dividir(f.Habitacion, f.OcupacionMoneda);
    periodo[campoMoneda('RevPAR', f.IDMoneda)] = dividir(f.Habitacion, f.HabitacionesDisponibles);
  }
  return { monedas, periodos: [...porFecha.values()].sort((a, b) => a.Fecha.localeCompare(b.Fecha)) };
}

export interface ResumenMoneda {
  moneda: string;
  habitacion: number;
  cargo: number;
  total: number;
  adr: number | null;
  revpar: number | null;
}

export interface ResumenEstadisticas {
  ocupacion: number;
  disponibles: number;
  porcentajeOcupacion: number | null;
  huespedes: number;
  monedas: ResumenMoneda[];
}

/** The whole window: occupancy % over every room-night on sale; per currency, ADR over its own room-nights and RevPAR over all on sale. */
export function resumirEstadisticas(periodos: readonly FilaPeriodo[], monedas: readonly string[]): ResumenEstadisticas {
  const suma = (campo: string) => periodos.reduce((s, p) => s + Number(p[campo] ?? 0), 0);
  const ocupacion = suma('Ocupacion');
  const disponibles = suma('HabitacionesDisponibles');
  return {
    ocupacion,
    disponibles,
    porcentajeOcupacion: dividir(ocupacion * 100, disponibles),
    huespedes: suma('Huespedes'),
    monedas: monedas.map((moneda) => {
      const habitacion = suma(campoMoneda('Habitacion', moneda));
      return {
        moneda,
        habitacion,
        cargo: suma(campoMoneda('Cargo', moneda)),
        total: suma(campoMoneda('Total', moneda)),
        adr: dividir(habitacion, suma(campoMoneda('Ocupacion', moneda))),
        revpar: dividir(habitacion, disponibles),
      };
    }),
  };
}
