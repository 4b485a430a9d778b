import { type HotelPublico, LIMITES_MOTOR, TELEFONO_CON_DIGITOS } from '@recepcion/contracts';
import { diaIso, esFechaIso, formatearFecha, formatearMonto, isoDesdeDia } from '@recepcion/domain';
import type { Textos } from './textos/es';

/**
 * The page's rules and formats, without the DOM: the search's and the booking form's checks (the
 * API's Spanish messages, or their English), dates `dd-MM-yyyy`, money `CLP 120.000`.
 */

/** A text in whichever language the page shows when it is drawn (the switch re-renders it). */
export type Mensaje = (t: Textos) => string;

/** The API's own words, shown as they came (Spanish, in English mode too). */
export const delServidor =
  (texto: string): Mensaje =>
  () =>
    texto;

/** `yyyy-MM-dd` plus `dias` days. */
export const sumarDias = (iso: string, dias: number): string => isoDesdeDia(diaIso(iso) + dias);

export const fecha = formatearFecha;

/** `CLP 120.000`, `USD 1.234,50`: dot thousands, comma decimals, whole units without cents. */
export const dinero = (valor: number, monedaId: string, centavos: boolean): string => `${monedaId} ${formatearMonto(valor, centavos)}`;

export interface Busqueda {
  llegada: string;
  salida: string;
  adultos: string;
  ninos: string;
}

export interface Consulta {
  llegada: string;
  salida: string;
  adultos: number;
  ninos: number;
  noches: number;
}

export type CampoBusqueda = keyof Busqueda;

/** The days a guest may arrive on. */
export function limitesLlegada(hotel: HotelPublico, hoy: string): { min: string; max: string } {
  return { min: sumarDias(hoy, hotel.DiasAnticipacionMinima), max: sumarDias(hoy, hotel.DiasAnticipacionMaxima) };
}

/** The days a guest arriving on `llegada` may leave on (from the first day one may arrive when `llegada` is not a date). */
export function limitesSalida(hotel: HotelPublico, hoy: string, llegada: string): { min: string; max: string } {
  const rango = limitesLlegada(hotel, hoy);
  const desde = esFechaIso(llegada) ? llegada : rango.min;
  const hasta = esFechaIso(llegada) ? llegada : rango.max;
  return { min: sumarDias(desde, Math.max(1, hotel.EstanciaMinima)), max: sumarDias(hasta, hotel.EstanciaMaxima) };
}

const entero = (texto: string): number | null => (/^\s*\d{1,3}\s*$/.test(texto) ? Number(texto) : null);

/** The search's checks: the errors by field, or the search to send. */
export function validarBusqueda(hotel: HotelPublico, hoy: string, b: Busqueda): { errores: Partial<Record<CampoBusqueda, Mensaje>>; consulta?: Consulta } {
  const errores: Partial<Record<CampoBusqueda, Mensaje>> = {};
  const fechasNoValidas: Mensaje = (t) => t.mensajes.fechasNoValidas;
  if (!esFechaIso(b.llegada)) errores.llegada = fechasNoValidas;
  if (!esFechaIso(b.salida) || (!errores.llegada && diaIso(b.salida) <= diaIso(b.llegada))) errores.salida = fechasNoValidas;
  if (!errores.llegada && !errores.salida) {
    const noches = diaIso(b.salida) - diaIso(b.llegada);
    const { EstanciaMinima: min, EstanciaMaxima: max } = hotel;
    if (noches < min || noches > max) errores.salida = (t) => t.mensajes.estanciaFuera(min, max);
    const rango = limitesLlegada(hotel, hoy);
    if (b.llegada < rango.min || b.llegada > rango.max) errores.llegada = (t) => t.mensajes.anticipacionFuera(fecha(rango.min), fecha(rango.max));
  }
  const adultos = entero(b.adultos);
  if (adultos === null || adultos < 1 || adultos > LIMITES_MOTOR.huespedesMaximos) errores.adultos = (t) => t.mensajes.adultosNoValidos;
  const ninos = hotel.PermiteNinos ? entero(b.ninos === '' ? '0' : b.ninos) : 0;
  if (ninos === null) errores.ninos = (t) => t.mensajes.ninosNoValidos;
  else if (adultos !== null && !errores.adultos && adultos + ninos > LIMITES_MOTOR.huespedesMaximos) errores[hotel.PermiteNinos ? 'ninos' : 'adultos'] = (t) => t.mensajes.huespedesMaximos;
  if (Object.keys(errores).length > 0) return { errores };
  return { errores, consulta: { llegada: b.llegada, salida: b.salida, adultos: adultos!, ninos: ninos!, noches: diaIso(b.salida) - diaIso(b.llegada) } };
}

export interface DatosHuesped {
  nombre: string;
  email: string;
  telefono: string;
  paisId: string;
  documento: string;
  comentario: string;
  acepta: boolean;
  /** The honeypot: people never see it. */
  sitio: string;
}

export type CampoHuesped = 'nombre' | 'email' | 'telefono' | 'paisId' | 'acepta';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The booking form's checks, by field. */
export function validarHuesped(d: DatosHuesped): Partial<Record<CampoHuesped, Mensaje>> {
  const errores: Partial<Record<CampoHuesped, Mensaje>> = {};
  if (!d.nombre.trim()) errores.nombre = (t) => t.mensajes.ingreseNombre;
  if (!EMAIL.test(d.email.trim())) errores.email = (t) => t.mensajes.ingreseEmail;
  if (!d.telefono.trim()) errores.telefono = (t) => t.mensajes.ingreseTelefono;
  else if (!TELEFONO_CON_DIGITOS.test(d.telefono)) errores.telefono = (t) => t.mensajes.telefonoCorto;
  if (!/^\d+$/.test(d.paisId)) errores.paisId = (t) => t.mensajes.seleccionePais;
  if (!d.acepta) errores.acepta = (t) => t.mensajes.acepteLaPolitica;
  return errores;
}
