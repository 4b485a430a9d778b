import type { PrecioCalculado, TramoNoches } from '@recepcion/contracts';
import { redondearMonto } from './dinero';
import { diaIso, noches } from './fechas';
import { sumarDias } from './linea-habitacion';
import { formatearMonto } from './numeros';

/** Service kinds of a price list (spec section 3, TarifaB). */
export const TIPO_SERVICIO = { tipoHabitacion: 6, regimen: 5, cargo: 7 } as const;
export type TipoServicioId = (typeof TIPO_SERVICIO)[keyof typeof TIPO_SERVICIO];

export const PAX_MAX_PREDETERMINADO = 99998;

export interface TemporadaVigencia {
  id: number;
  /** `yyyy-MM-dd`, both ends included. */
  fechaInicial: string;
  fechaFinal: string;
  /** For the nights' detail. */
  nombre?: string;
}

export interface LineaTarifa {
  servicioId: number;
  valor: number;
  /** The line applies up to this many passengers. */
  paxMax: number;
}

export interface TarifaParaPrecio {
  id: number;
  tipoServicioId: number;
  temporadaId: number;
  monedaId: string;
  /** The percentage of the list's own tax type. */
  porcentajeImpuesto: number;
  impuestoIncluido: boolean;
  precioPorPasajero: boolean;
  lineas: LineaTarifa[];
}

export interface PedidoPrecio {
  fecha: string;
  monedaId: string;
  servicioId: number;
  /** Our ids are per table, so the kind says which table `servicioId` is from. */
  tipoServicioId: number;
  cantidadPasajeros: number;
  darIvaIncluido: boolean;
  darPrecioPorPasajero: boolean;
  /** The percentage of the requested tax type (the reservation's). */
  porcentajeImpuesto: number;
  /** False for currencies without cents: whole units. */
  centavos: boolean;
}

export type { PrecioCalculado, TramoNoches };

const SIN_PRECIO: PrecioCalculado = { HasValue: false, Value: null };

const duracion = (t: Pick<TemporadaVigencia, 'fechaInicial' | 'fechaFinal'>) => diaIso(t.fechaFinal) - diaIso(t.fechaInicial);
/** A season not saved yet (id 0) will be the one created last. */
const orden = (t: Pick<TemporadaVigencia, 'id'>) => (t.id > 0 ? t.id : Number.POSITIVE_INFINITY);

/**
 * Which of two seasons sharing a day prices it, first: the shorter (the more specific: a holiday
 * week inside a high season), then the one created last. Seasons may overlap on purpose, so this
 * rule, rather than a refusal, decides; the seasons screen shows it.
 */
export function compararPrioridadTemporadas(a: TemporadaVigencia, b: TemporadaVigencia): number {
  return duracion(a) - duracion(b) || (orden(b) > orden(a) ? 1 : orden(b) < orden(a) ? -1 : 0);
}

/** The season for a date: among those containing it, the first by `compararPrioridadTemporadas`. */
export function temporadaDeFecha(fecha: string, temporadas: TemporadaVigencia[]): TemporadaVigencia | undefined {
  const dia = diaIso(fecha);
  return temporadas.filter((t) => diaIso(t.fechaInicial) <= dia && dia <= diaIso(t.fechaFinal)).sort(compararPrioridadTemporadas)[0];
}

/** The other seasons sharing at least a day with `temporada` (both ends included), each with the one that prices the shared days. */
export function superposicionesDeTemporada<T extends TemporadaVigencia>(temporada: T, otras: readonly T[]): { otra: T; gana: T }[] {
  const inicio = diaIso(temporada.fechaInicial);
  const fin = diaIso(temporada.fechaFinal);
  return otras
    .filter((o) => o.id !== temporada.id || temporada.id <= 0)
    .filter((o) => diaIso(o.fechaInicial) <= fin && inicio <= diaIso(o.fechaFinal))
    .map((otra) => ({ otra, gana: compararPrioridadTemporadas(temporada, otra) <= 0 ? temporada : otra }));
}

/** The line for the service whose PaxMax covers the passengers: the smallest such PaxMax. */
export function lineaParaPasajeros(lineas: LineaTarifa[], servicioId: number, pasajeros: number): LineaTarifa | undefined {
  return lineas
    .filter((l) => l.servicioId === servicioId && l.paxMax >= pasajeros)
    .sort((a, b) => a.paxMax - b.paxMax)[0];
}

/**
 * `GetPrecioCalculado`: season of the date → the price list of that kind, currency and season →
 * the service's line for the passengers → converted between tax-included and not (the list's tax
 * out, the requested tax in) and between per room and per passenger → rounded for the currency.
 */
export function calcularPrecio(pedido: PedidoPrecio, temporadas: TemporadaVigencia[], tarifas: TarifaParaPrecio[]): PrecioCalculado {
  const temporada = temporadaDeFecha(pedido.fecha, temporadas);
  return temporada ? precioEnTemporada(pedido, temporada, tarifas) : SIN_PRECIO;
}

/** The price of one night in a given season (the season is already chosen). */
function precioEnTemporada(pedido: PedidoPrecio, temporada: TemporadaVigencia, tarifas: TarifaParaPrecio[]): PrecioCalculado {
  const pasajeros = Math.max(1, Math.floor(pedido.cantidadPasajeros));
  // The newest list of the season that prices the service (an older duplicate list, from before
  // they were refused, still prices what the newer one leaves out).
  const conLinea = tarifas
    .filter((t) => t.tipoServicioId === pedido.tipoServicioId && t.monedaId === pedido.monedaId && t.temporadaId === temporada.id)
    .sort((a, b) => b.id - a.id)
    .map((t) => ({ tarifa: t, linea: lineaParaPasajeros(t.lineas, pedido.servicioId, pasajeros) }))
    .find((x) => x.linea !== undefined);
  if (!conLinea?.linea) return SIN_PRECIO;
  const { tarifa, linea } = conLinea;

  const neto = tarifa.impuestoIncluido ? linea.valor / (1 + tarifa.porcentajeImpuesto / 100) : linea.valor;
  const conImpuesto = pedido.darIvaIncluido ? neto * (1 + pedido.porcentajeImpuesto / 100) : neto;
  let valor = conImpuesto;
  if (tarifa.precioPorPasajero && !pedido.darPrecioPorPasajero) valor = conImpuesto * pasajeros;
  if (!tarifa.precioPorPasajero && pedido.darPrecioPorPasajero) valor = conImpuesto / pasajeros;
  return { HasValue: true, Value: redondearMonto(valor, pedido.centavos) };
}

/**
 * A stay priced night by night, from `pedido.fecha` (the first night) to `checkOut` (not a night):
 * each night takes the price of the season it falls in, so a stay across a season change is not
 * charged the check-in season's rate throughout. The total is the exact sum of the nights (each
 * rounded for the currency, as a one-night price is); `Value`, the unit price a room line keeps, is
 * the average night rounded for the currency. A night without a price (no season covers it, or its
 * season has no list or line for the service) has none here either, as a one-night question
 * answers: the stay then has no proposal (`HasValue: false`) and the detail says which nights lack it.
 */
export function calcularPrecioEstadia(pedido: PedidoPrecio, checkOut: string, temporadas: TemporadaVigencia[], tarifas: TarifaParaPrecio[]): PrecioCalculado {
  const total = noches(pedido.fecha, checkOut);
  if (total <= 0) throw new RangeError('La salida debe ser posterior a la entrada');
  const precioDe = new Map<number, number | null>();
  const tramos: TramoNoches[] = [];
  let suma = 0;
  let completo = true;
  for (let i = 0; i < total; i++) {
    const fecha = sumarDias(pedido.fecha, i);
    const temporada = temporadaDeFecha(fecha, temporadas);
    let precio: number | null = null;
    if (temporada) {
      if (!precioDe.has(temporada.id)) precioDe.set(temporada.id, precioEnTemporada(pedido, temporada, tarifas).Value);
      precio = precioDe.get(temporada.id) ?? null;
    }
    if (precio === null) completo = false;
    else suma += precio;
    const ultimo = tramos[tramos.length - 1];
    const temporadaId = temporada?.id ?? null;
    if (ultimo && ultimo.TemporadaId === temporadaId) {
      ultimo.Noches += 1;
      ultimo.Hasta = sumarDias(fecha, 1);
    } else {
      tramos.push({ Desde: fecha, Hasta: sumarDias(fecha, 1), Noches: 1, TemporadaId: temporadaId, TemporadaNombre: temporada ? (temporada.nombre ?? null) : null, Precio: precio });
    }
  }
  const exacto = redondearMonto(suma, pedido.centavos);
  return {
    HasValue: completo,
    Value: completo ? redondearMonto(exacto / total, pedido.centavos) : null,
    Total: completo ? exacto : null,
    DetalleNoches: tramos,
    ResumenNoches: resumirNoches(tramos, pedido.centavos),
  };
}

/** «2 noches Alta × 60.000, 1 noche sin temporada (sin precio)»: the nights of each run, in order. */
export function resumirNoches(tramos: readonly TramoNoches[], centavos = true): string {
  return tramos
    .map((t) => {
      const cuantas = `${t.Noches} ${t.Noches === 1 ? 'noche' : 'noches'}`;
      if (t.TemporadaId === null) return `${cuantas} sin temporada (sin precio)`;
      const nombre = t.TemporadaNombre ?? `temporada ${t.TemporadaId}`;
      return t.Precio === null ? `${cuantas} ${nombre} (sin tarifa)` : `${cuantas} ${nombre} × ${formatearMonto(t.Precio, centavos)}`;
    })
    .join(', ');
}

/** Nights of a stay at one price in one season, however many runs they come in. */
export interface GrupoNoches {
  Noches: number;
  Precio: number | null;
  TemporadaId: number | null;
  TemporadaNombre: string | null;
}

/**
 * A stay's nights per season and price, for the account: the runs of `DetalleNoches` that share
 * season and price added up (a season left and come back to is one group), in the order they first
 * appear. Only for a stay with more than one group; one price needs no breakdown: an empty list.
 */
export function agruparNoches(tramos: readonly TramoNoches[] | null | undefined): GrupoNoches[] {
  const grupos: GrupoNoches[] = [];
  for (const t of tramos ?? []) {
    const grupo = grupos.find((g) => g.TemporadaId === t.TemporadaId && g.Precio === t.Precio);
    if (grupo) grupo.Noches += t.Noches;
    else grupos.push({ Noches: t.Noches, Precio: t.Precio, TemporadaId: t.TemporadaId, TemporadaNombre: t.TemporadaNombre });
  }
  return grupos.length > 1 ? grupos : [];
}

/** «2 noches × 60.000 (Temporada baja)», «1 noche × 80.000», «1 noche sin precio (Navidad)». */
export function textoGrupoNoches(g: GrupoNoches, centavos = true): string {
  const cuantas = `${g.Noches} ${g.Noches === 1 ? 'noche' : 'noches'}`;
  const precio = g.Precio === null ? `${cuantas} sin precio` : `${cuantas} × ${formatearMonto(g.Precio, centavos)}`;
  const temporada = g.TemporadaId === null ? null : (g.TemporadaNombre ?? `temporada ${g.TemporadaId}`);
  return temporada ? `${precio} (${temporada})` : precio;
}
