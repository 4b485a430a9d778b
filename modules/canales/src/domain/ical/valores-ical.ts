import type { Propiedad } from './componentes-ical';
import { diaDeCalendario, fechaDeDia } from './fechas-ical';
import { esZonaConocida, horaLocalEnZona, instanteDeHoraLocal } from './zonas-horarias';

/** A DATE or DATE-TIME value brought to a calendar date (and, for DATE-TIME, a time of day). */
export interface Momento {
  fecha: string;
  /** Seconds since midnight; null for a DATE value (a whole day). */
  segundos: number | null;
}

/** Undefined when the calendar names no zone of its own (or one Intl does not know). */
export type ZonaDelCalendario = string | undefined;

const FECHA = /^(\d{4})(\d{2})(\d{2})$/;
const FECHA_HORA = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(Z?)$/i;

function fechaValida(anio: string, mes: string, dia: string): string | null {
  const numero = diaDeCalendario(Number(anio), Number(mes), Number(dia));
  return numero === null ? null : fechaDeDia(numero);
}

function zonaDeTzid(tzid: string | undefined): string | undefined {
  // Some producers prefix a path (`/mozilla.org/20050126_1/Europe/Madrid`); the IANA name is its tail.
  const nombre = tzid?.trim().replace(/^\/(?:[^/]+\/){0,2}(?=[A-Za-z]+\/)/, '');
  return nombre && esZonaConocida(nombre) ? nombre : undefined;
}

/**
 * One DATE or DATE-TIME value, or null when unreadable. A UTC time is read on the calendar's
 * wall clock (Google writes most times in UTC under `X-WR-TIMEZONE`), or as a UTC date when the
 * calendar names no zone. A time with a known TZID keeps its own date unless the calendar has
 * another zone, into which it is converted. Floating times and unknown TZIDs are read as written.
 */
export function leerMomento(valor: string, parametros: Propiedad['parametros'], zonaCalendario: ZonaDelCalendario): Momento | null {
  const texto = valor.trim();
  const soloFecha = FECHA.exec(texto);
  if (soloFecha) {
    const fecha = fechaValida(soloFecha[1], soloFecha[2], soloFecha[3]);
    return fecha ? { fecha, segundos: null } : null;
  }
  if (parametros['VALUE']?.toUpperCase() === 'DATE') return null;
  const partes = FECHA_HORA.exec(texto);
  if (!partes) return null;
  const fecha = fechaValida(partes[1], partes[2], partes[3]);
  const [hora, minuto, segundo] = [Number(partes[4]), Number(partes[5]), Number(partes[6])];
  if (!fecha || hora > 23 || minuto > 59 || segundo > 60) return null;
  const escrito: Momento = { fecha, segundos: hora * 3600 + minuto * 60 + Math.min(segundo, 59) };
  if (partes[7]) {
    const instante = Date.parse(`${fecha}T00:00:00Z`) + (escrito.segundos ?? 0) * 1000;
    return zonaCalendario ? horaLocalEnZona(instante, zonaCalendario) : escrito;
  }
  const zona = zonaDeTzid(parametros['TZID']);
  if (zona && zonaCalendario && zona !== zonaCalendario) {
    return horaLocalEnZona(instanteDeHoraLocal({ fecha, segundos: escrito.segundos ?? 0 }, zona), zonaCalendario);
  }
  return escrito;
}

/** Every value of a list property (`EXDATE:20261201,20261208`); unreadable entries left out. */
export function leerMomentos(propiedad: Propiedad, zonaCalendario: ZonaDelCalendario): Momento[] {
  return propiedad.valor
    .split(',')
    .map((valor) => leerMomento(valor, propiedad.parametros, zonaCalendario))
    .filter((momento): momento is Momento => momento !== null);
}

const DURACION = /^([+-])?P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/i;

/** A DURATION (`P3D`, `PT2H`, `P1W`) in seconds, or null when unreadable. Negative ones count as zero. */
export function leerDuracion(valor: string): number | null {
  const texto = valor.trim();
  const partes = DURACION.exec(texto);
  if (!partes || /[PT]$/i.test(texto)) return null;
  const [semanas, dias, horas, minutos, segundos] = partes.slice(2).map((n) => Number(n ?? 0));
  const total = (semanas * 7 + dias) * 86_400 + horas * 3600 + minutos * 60 + segundos;
  return partes[1] === '-' ? 0 : total;
}
