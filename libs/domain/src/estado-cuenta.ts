import type { TramoNoches } from '@recepcion/contracts';
import { redondearMonto } from './dinero';
import { noches } from './fechas';
import { formatearFecha } from './formato-fecha';
import { formatearNumero } from './numeros';
import { agruparNoches, type GrupoNoches } from './precio-calculado';

/**
 * The guest account statement (spec sections 2 "Printed layouts" and 3 "Account statement row"):
 * one row per room line (h), charge (c) and payment received (i), grouped by currency with their
 * totals. Payments count as negatives; the balance is what is still owed.
 */

export type TipoFilaCuenta = 'h' | 'c' | 'i';

export interface FilaEstadoCuenta {
  /** `yyyy-MM-dd`: the room's check-in, the charge's or the payment's date. */
  Fecha: string;
  Concepto: string;
  /** Rounded for the currency; negative for payments. */
  Total: number;
  /** The currency id (CLP, USD...). */
  Moneda: string;
  /** Who it is on: the room's name, or the client's. */
  ACargo: string;
  tipo: TipoFilaCuenta;
  /** A room line priced night by night across seasons: its nights per season and price (`agruparNoches`). */
  Noches?: GrupoNoches[];
  /** The same for its meal plan, when that too changed price. */
  NochesRegimen?: GrupoNoches[];
}

export interface TotalesMonedaCuenta {
  Moneda: string;
  filas: FilaEstadoCuenta[];
  habitaciones: number;
  cargos: number;
  /** Payments count negative; a refund (a negative payment) counts positive. */
  ingresos: number;
  /** habitaciones + cargos + ingresos. */
  saldo: number;
}

export interface EstadoCuenta {
  filas: FilaEstadoCuenta[];
  /** The reservation's own currency first, then the others as they appear. */
  monedas: TotalesMonedaCuenta[];
}

/** What the statement reads from a reservation (`GET /api/ReservasB/{id}`). */
export interface ReservaParaCuenta {
  MonedaId: string;
  Habitaciones: readonly {
    HabitacionNombre?: string | null;
    TipoHabitacionNombre?: string | null;
    CheckIn: string;
    CheckOut: string;
    /** Absent on a line not yet totalled: 0. */
    Total?: number | null;
    /** The nights per season its prices average (a stay across seasons). */
    AlojamientoNoches?: readonly TramoNoches[] | null;
    IDServicioRegimen?: number | null;
    RegimenNoches?: readonly TramoNoches[] | null;
  }[];
  Cargos: readonly {
    Fecha: string;
    CargoNombre?: string | null;
    Cantidad: number;
    Total: number;
    MonedaId: string;
    HabitacionNombre?: string | null;
    ClienteNombre?: string | null;
    /** Why it was charged (a discount's reason, a minibar's detail): said after the charge's name. */
    Comentario?: string | null;
  }[];
  Ingresos: readonly {
    Fecha: string;
    Concepto: string;
    Valor: number;
    MonedaId: string;
    HabitacionNombre?: string | null;
    ClienteNombre?: string | null;
  }[];
}

const porFecha = (a: { Fecha: string }, b: { Fecha: string }) => (a.Fecha < b.Fecha ? -1 : a.Fecha > b.Fecha ? 1 : 0);

function nochesTexto(checkIn: string, checkOut: string): string {
  try {
    const n = noches(checkIn, checkOut);
    return n === 1 ? '1 noche' : `${n} noches`;
  } catch {
    return '';
  }
}

function conceptoHabitacion(l: ReservaParaCuenta['Habitaciones'][number]): string {
  const tipo = l.TipoHabitacionNombre ? ` ${l.TipoHabitacionNombre}` : '';
  const n = nochesTexto(l.CheckIn, l.CheckOut);
  return `Alojamiento${tipo} del ${formatearFecha(l.CheckIn)} al ${formatearFecha(l.CheckOut)}${n ? ` (${n})` : ''}`;
}

function conceptoCargo(c: ReservaParaCuenta['Cargos'][number]): string {
  const nombre = c.CargoNombre ?? 'Cargo';
  const concepto = c.Cantidad === 1 ? nombre : `${nombre} × ${formatearNumero(c.Cantidad)}`;
  const comentario = c.Comentario?.trim();
  return comentario ? `${concepto} (${comentario})` : concepto;
}

const aCargo = (x: { HabitacionNombre?: string | null; ClienteNombre?: string | null }) => (x.HabitacionNombre ? `Habitación ${x.HabitacionNombre}` : (x.ClienteNombre ?? ''));

/** A room row's nights per season, present only when there is more than one price or season to show. */
function nochesDeFila(l: ReservaParaCuenta['Habitaciones'][number]): Pick<FilaEstadoCuenta, 'Noches' | 'NochesRegimen'> {
  const noches = agruparNoches(l.AlojamientoNoches);
  const regimen = l.IDServicioRegimen ? agruparNoches(l.RegimenNoches) : [];
  return { ...(noches.length ? { Noches: noches } : {}), ...(regimen.length ? { NochesRegimen: regimen } : {}) };
}

/**
 * The statement's rows and totals. `centavosDe` says whether a currency has cents: totals are
 * rounded to 2 decimals, or to whole units for a currency without them (spec section 9). A room
 * line priced night by night across seasons carries its nights per season and price.
 */
export function calcularEstadoCuenta(reserva: ReservaParaCuenta, centavosDe: (monedaId: string) => boolean = () => true): EstadoCuenta {
  const redondeo = (valor: number, moneda: string) => redondearMonto(valor, centavosDe(moneda));
  const habitaciones: FilaEstadoCuenta[] = [...reserva.Habitaciones]
    .sort((a, b) => (a.CheckIn < b.CheckIn ? -1 : a.CheckIn > b.CheckIn ? 1 : 0))
    .map((l) => ({
      Fecha: l.CheckIn,
      Concepto: conceptoHabitacion(l),
      Total: redondeo(l.Total ?? 0, reserva.MonedaId),
      Moneda: reserva.MonedaId,
      ACargo: l.HabitacionNombre ? `Habitación ${l.HabitacionNombre}` : '',
      tipo: 'h' as const,
      ...nochesDeFila(l),
    }));
  const cargos: FilaEstadoCuenta[] = [...reserva.Cargos].sort(porFecha).map((c) => ({
    Fecha: c.Fecha,
    Concepto: conceptoCargo(c),
    Total: redondeo(c.Total, c.MonedaId),
    Moneda: c.MonedaId,
    ACargo: aCargo(c),
    tipo: 'c',
  }));
  const ingresos: FilaEstadoCuenta[] = [...reserva.Ingresos].sort(porFecha).map((i) => ({
    Fecha: i.Fecha,
    Concepto: i.Concepto,
    Total: redondeo(-i.Valor, i.MonedaId),
    Moneda: i.MonedaId,
    ACargo: aCargo(i),
    tipo: 'i',
  }));
  const filas = [...habitaciones, ...cargos, ...ingresos];

  const orden = [...new Set([...(habitaciones.length ? [reserva.MonedaId] : []), ...filas.map((f) => f.Moneda)])];
  const monedas = orden.map((moneda): TotalesMonedaCuenta => {
    const propias = filas.filter((f) => f.Moneda === moneda);
    const suma = (tipo: TipoFilaCuenta) => redondeo(propias.filter((f) => f.tipo === tipo).reduce((s, f) => s + f.Total, 0), moneda);
    const totales = { habitaciones: suma('h'), cargos: suma('c'), ingresos: suma('i') };
    return { Moneda: moneda, filas: propias, ...totales, saldo: redondeo(totales.habitaciones + totales.cargos + totales.ingresos, moneda) };
  });
  return { filas, monedas };
}
