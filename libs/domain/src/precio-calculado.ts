import type { PrecioCalculado } from '@recepcion/contracts';
import { redondearMonto } from './dinero';
import { diaIso } from './fechas';

/** Service kinds of a price list (spec section 3, TarifaB). */
export const TIPO_SERVICIO = { tipoHabitacion: 6, regimen: 5, cargo: 7 } as const;
export type TipoServicioId = (typeof TIPO_SERVICIO)[keyof typeof TIPO_SERVICIO];

export const PAX_MAX_PREDETERMINADO = 99998;

export interface TemporadaVigencia {
  id: number;
  /** `yyyy-MM-dd`, both ends included. */
  fechaInicial: string;
  fechaFinal: string;
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

export type { PrecioCalculado };

const SIN_PRECIO: PrecioCalculado = { HasValue: false, Value: null };

/**
 * The season for a date: among those containing it, the shortest (the most specific: a holiday
 * week inside a high season wins), then the one created last.
 */
export function temporadaDeFecha(fecha: string, temporadas: TemporadaVigencia[]): TemporadaVigencia | undefined {
  const dia = diaIso(fecha);
  return temporadas
    .filter((t) => diaIso(t.fechaInicial) <= dia && dia <= diaIso(t.fechaFinal))
    .sort((a, b) => diaIso(a.fechaFinal) - diaIso(a.fechaInicial) - (diaIso(b.fechaFinal) - diaIso(b.fechaInicial)) || b.id - a.id)[0];
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
  const pasajeros = Math.max(1, Math.floor(pedido.cantidadPasajeros));
  const temporada = temporadaDeFecha(pedido.fecha, temporadas);
  if (!temporada) return SIN_PRECIO;
  const tarifa = tarifas
    .filter((t) => t.tipoServicioId === pedido.tipoServicioId && t.monedaId === pedido.monedaId && t.temporadaId === temporada.id)
    .sort((a, b) => b.id - a.id)[0];
  if (!tarifa) return SIN_PRECIO;
  const linea = lineaParaPasajeros(tarifa.lineas, pedido.servicioId, pasajeros);
  if (!linea) return SIN_PRECIO;

  const neto = tarifa.impuestoIncluido ? linea.valor / (1 + tarifa.porcentajeImpuesto / 100) : linea.valor;
  const conImpuesto = pedido.darIvaIncluido ? neto * (1 + pedido.porcentajeImpuesto / 100) : neto;
  let valor = conImpuesto;
  if (tarifa.precioPorPasajero && !pedido.darPrecioPorPasajero) valor = conImpuesto * pasajeros;
  if (!tarifa.precioPorPasajero && pedido.darPrecioPorPasajero) valor = conImpuesto / pasajeros;
  return { HasValue: true, Value: redondearMonto(valor, pedido.centavos) };
}
