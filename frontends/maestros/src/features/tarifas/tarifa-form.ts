import { CAMPOS_MONTO, MENSAJES_TARIFA as M, NOMBRE_TIPO_SERVICIO, type Configuracion } from '@recepcion/contracts';
import { PAX_MAX_PREDETERMINADO, problemaDeMonto, TIPO_SERVICIO } from '@recepcion/domain';
import type { Tarifa, TarifaPedido, TipoServicioId } from '../../lib/tipos';
import { idElegido, limpio } from '../../lib/validacion';
import { MENSAJES } from '../../mensajes';

/** The list's own fields, as the dialog's fields hold them. */
export interface TarifaEncabezado {
  TemporadaId: string;
  MonedaId: string;
  TipoImpuestoId: string;
  ImpuestoIncluido: boolean;
  PrecioPorPasajero: boolean;
}

/** A line of the list: `clave` tells the rows apart before the server gives them an Id. */
export interface LineaTarifa {
  clave: number;
  Id?: number;
  ServicioId: number;
  /** Null while the field is empty. */
  Valor: number | null;
  PaxMax: number;
}

/** The line being created (spec section 4, "Price-line entry"), before it is inserted. */
export interface LineaNueva {
  ServicioId: string;
  Valor: number | null;
  PaxMax: number | null;
}

export type CampoEncabezado = 'TemporadaId' | 'MonedaId' | 'TipoImpuestoId';
export type CampoLineaNueva = keyof LineaNueva;

/** What a refusal points at: a field of the list, of the new line, or a line's value. */
export type Falla = { mensaje: string } & ({ campo: CampoEncabezado } | { campoNueva: CampoLineaNueva } | { linea: number });

export const nombreTipoServicio = (tipo: TipoServicioId): string => NOMBRE_TIPO_SERVICIO[tipo];

/** A new line starts without a guest limit: the field is empty («Sin límite»), sent as PAX_MAX_PREDETERMINADO. */
export const LINEA_NUEVA_VACIA: LineaNueva = { ServicioId: '', Valor: null, PaxMax: null };

/**
 * A new list starts from the hotel's configuration: its currency and tax type, whether prices
 * include the tax, and (rooms and meal plans) whether they are per person.
 */
export function encabezadoNuevo(tipo: TipoServicioId, config: Configuracion | undefined, monedasDelHotel: readonly string[]): TarifaEncabezado {
  const porPasajero = tipo === 6 ? config?.PrecioHabitacionPorPersona : tipo === 5 ? config?.PrecioRegimenPorPersona : false;
  const moneda = config?.MonedaId && monedasDelHotel.includes(config.MonedaId) ? config.MonedaId : (monedasDelHotel[0] ?? '');
  return {
    TemporadaId: '',
    MonedaId: moneda,
    TipoImpuestoId: config?.TipoImpuestoId ? String(config.TipoImpuestoId) : '',
    ImpuestoIncluido: config?.ImpuestoIncluido ?? true,
    PrecioPorPasajero: porPasajero ?? false,
  };
}

export function encabezadoDe(tarifa: Tarifa): TarifaEncabezado {
  return {
    TemporadaId: String(tarifa.TemporadaId),
    MonedaId: tarifa.MonedaId,
    TipoImpuestoId: String(tarifa.TipoImpuestoId),
    ImpuestoIncluido: tarifa.ImpuestoIncluido,
    PrecioPorPasajero: tarifa.PrecioPorPasajero,
  };
}

export function lineasDe(tarifa: Tarifa): LineaTarifa[] {
  return tarifa.DetalleTarifa.map((l, i) => ({ clave: i + 1, Id: l.Id, ServicioId: l.ServicioId, Valor: l.Valor, PaxMax: l.PaxMax }));
}

/**
 * A line's value within its currency (no cents in CLP, its bound); a room type at 0 is no
 * price (a meal plan or a charge may be free). Negatives are refused before (`valorNegativo`).
 */
function problemaDeValor(valor: number, tipo: TipoServicioId, centavos: boolean | undefined, monedaId: string | undefined): string | null {
  return problemaDeMonto(valor, { campo: `${CAMPOS_MONTO.valorTarifa} de ${nombreTipoServicio(tipo)}`, monedaId, centavos, sinCero: tipo === TIPO_SERVICIO.tipoHabitacion });
}

/** Nothing chosen or typed in the line being created: saving drops it. */
export const lineaNuevaVacia = (nueva: LineaNueva) => idElegido(nueva.ServicioId) === null && nueva.Valor === null;

/**
 * Inserts the new line (spec section 5, "Line insertion"): the service is required, not twice
 * (for the same PaxMax), and the value is required. Answers the lines with it, or the refusal.
 */
export function insertarLinea(
  lineas: readonly LineaTarifa[],
  nueva: LineaNueva,
  tipo: TipoServicioId,
  moneda: { monedaId?: string; centavos?: boolean } = {},
): { lineas: LineaTarifa[] } | { falla: Falla } {
  const kind = nombreTipoServicio(tipo);
  const servicioId = idElegido(nueva.ServicioId);
  if (servicioId === null) return { falla: { campoNueva: 'ServicioId', mensaje: M.seleccioneServicio(kind) } };
  const paxMax = nueva.PaxMax ?? PAX_MAX_PREDETERMINADO;
  if (!Number.isInteger(paxMax) || paxMax < 1) return { falla: { campoNueva: 'PaxMax', mensaje: MENSAJES.paxMax } };
  if (lineas.some((l) => l.ServicioId === servicioId && l.PaxMax === paxMax)) return { falla: { campoNueva: 'ServicioId', mensaje: M.servicioRepetido(kind) } };
  const valor = nueva.Valor;
  if (valor === null) return { falla: { campoNueva: 'Valor', mensaje: M.ingreseValor } };
  if (valor < 0) return { falla: { campoNueva: 'Valor', mensaje: M.valorNegativo } };
  const problema = problemaDeValor(valor, tipo, moneda.centavos, moneda.monedaId);
  if (problema) return { falla: { campoNueva: 'Valor', mensaje: problema } };
  const clave = lineas.reduce((mayor, l) => Math.max(mayor, l.clave), 0) + 1;
  return { lineas: [...lineas, { clave, ServicioId: servicioId, Valor: valor, PaxMax: paxMax }] };
}

/**
 * Checks the list before saving (spec section 5, "Price list"): season, currency, tax type, and a
 * value in every line. Answers the body of POST/PUT `/api/TarifasB`, or the first refusal.
 */
export function tarifaParaGuardar(
  id: number,
  tipo: TipoServicioId,
  encabezado: TarifaEncabezado,
  lineas: readonly LineaTarifa[],
  centavos?: boolean,
): { tarifa: TarifaPedido } | { falla: Falla } {
  const temporada = idElegido(encabezado.TemporadaId);
  if (temporada === null) return { falla: { campo: 'TemporadaId', mensaje: M.seleccioneTemporada } };
  if (!limpio(encabezado.MonedaId)) return { falla: { campo: 'MonedaId', mensaje: M.seleccioneMoneda } };
  const impuesto = idElegido(encabezado.TipoImpuestoId);
  if (impuesto === null) return { falla: { campo: 'TipoImpuestoId', mensaje: M.seleccioneImpuesto } };
  const detalle = [];
  for (const linea of lineas) {
    const valor = linea.Valor;
    if (valor === null) return { falla: { linea: linea.clave, mensaje: M.faltaValor } };
    if (valor < 0) return { falla: { linea: linea.clave, mensaje: M.valorNegativo } };
    const problema = problemaDeValor(valor, tipo, centavos, encabezado.MonedaId);
    if (problema) return { falla: { linea: linea.clave, mensaje: problema } };
    detalle.push({ ...(linea.Id ? { Id: linea.Id } : {}), ServicioId: linea.ServicioId, Valor: valor, PaxMax: linea.PaxMax });
  }
  return {
    tarifa: {
      Id: id,
      TipoServicioId: tipo,
      TemporadaId: temporada,
      MonedaId: encabezado.MonedaId,
      TipoImpuestoId: impuesto,
      ImpuestoIncluido: encabezado.ImpuestoIncluido,
      PrecioPorPasajero: encabezado.PrecioPorPasajero,
      DetalleTarifa: detalle,
    },
  };
}
