import { diaDeCalendario, diaDeFecha, diaDeLaSemana, fechaDeDia } from './fechas-ical';
import { leerMomento, type Momento, type ZonaDelCalendario } from './valores-ical';

type Frecuencia = 'DAILY' | 'WEEKLY' | 'MONTHLY' | 'YEARLY';

/** The part of RRULE (RFC 5545 section 3.3.10) a room calendar needs. */
export interface ReglaRecurrencia {
  frecuencia: Frecuencia;
  intervalo: number;
  cuenta: number | null;
  hasta: Momento | null;
  /** For WEEKLY: 0 = Monday … 6 = Sunday. */
  diasSemana: number[] | null;
  inicioSemana: number;
}

const DIAS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];
const FRECUENCIAS: readonly string[] = ['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'];
// A series that never ends must still stop somewhere even if the horizon were huge.
const MAX_PASOS = 100_000;

function enteroPositivo(valor: string | undefined): number | null {
  return valor !== undefined && /^\d+$/.test(valor) && Number(valor) > 0 ? Number(valor) : null;
}

/**
 * Reads an RRULE, or null when it uses something this reader does not expand (HOURLY, BYSETPOS,
 * `BYDAY=1MO`…): the caller then keeps the first occurrence only rather than invent dates.
 * BYMONTH / BYMONTHDAY that only repeat DTSTART's own month and day (as Google writes them) are accepted.
 */
export function leerRegla(valor: string, inicio: Momento, zonaCalendario: ZonaDelCalendario): ReglaRecurrencia | null {
  const partes = new Map<string, string>();
  for (const parte of valor.split(';')) {
    const [clave, ...resto] = parte.split('=');
    if (clave.trim()) partes.set(clave.trim().toUpperCase(), resto.join('=').trim().toUpperCase());
  }
  const frecuencia = partes.get('FREQ') ?? '';
  if (!FRECUENCIAS.includes(frecuencia)) return null;
  const [, mes, dia] = inicio.fecha.split('-').map(Number);
  let diasSemana: number[] | null = null;
  for (const [clave, v] of partes) {
    if (clave === 'BYDAY' && frecuencia === 'WEEKLY') {
      diasSemana = v.split(',').map((d) => DIAS.indexOf(d));
      if (diasSemana.some((d) => d < 0)) return null;
    } else if (clave === 'BYMONTHDAY' && (frecuencia === 'MONTHLY' || frecuencia === 'YEARLY')) {
      if (Number(v) !== dia) return null;
    } else if (clave === 'BYMONTH' && frecuencia === 'YEARLY') {
      if (Number(v) !== mes) return null;
    } else if (!['FREQ', 'INTERVAL', 'COUNT', 'UNTIL', 'WKST'].includes(clave)) {
      return null;
    }
  }
  const intervalo = partes.has('INTERVAL') ? enteroPositivo(partes.get('INTERVAL')) : 1;
  const cuenta = partes.has('COUNT') ? enteroPositivo(partes.get('COUNT')) : null;
  const hasta = partes.has('UNTIL') ? leerMomento(partes.get('UNTIL') ?? '', {}, zonaCalendario) : null;
  const inicioSemana = partes.has('WKST') ? DIAS.indexOf(partes.get('WKST') ?? '') : 0;
  if (intervalo === null || (partes.has('COUNT') && cuenta === null) || (partes.has('UNTIL') && hasta === null) || inicioSemana < 0) return null;
  return { frecuencia: frecuencia as Frecuencia, intervalo, cuenta, hasta, diasSemana, inicioSemana };
}

/** One period of the series: the day it begins (to know when to stop) and its candidate start days, in order. */
interface Periodo {
  comienzo: number;
  dias: number[];
}

function periodo(regla: ReglaRecurrencia, inicio: number, paso: number): Periodo {
  const n = paso * regla.intervalo;
  if (regla.frecuencia === 'DAILY') return { comienzo: inicio + n, dias: [inicio + n] };
  if (regla.frecuencia === 'WEEKLY') {
    const comienzo = inicio - ((diaDeLaSemana(inicio) - regla.inicioSemana + 7) % 7) + 7 * n;
    const dias = (regla.diasSemana ?? [diaDeLaSemana(inicio)]).map((d) => comienzo + ((d - regla.inicioSemana + 7) % 7));
    return { comienzo, dias: [...new Set(dias)].sort((a, b) => a - b) };
  }
  const [anio, mes, dia] = fechaDeDia(inicio).split('-').map(Number);
  const meses = mes - 1 + (regla.frecuencia === 'MONTHLY' ? n : 12 * n);
  const anioN = anio + Math.floor(meses / 12);
  const mesN = (meses % 12) + 1;
  const comienzo = diaDeCalendario(anioN, mesN, 1) ?? inicio;
  // 31 January has no 31 February: RFC 5545 skips the dates that do not exist.
  const candidato = diaDeCalendario(anioN, mesN, dia);
  return { comienzo, dias: candidato === null ? [] : [candidato] };
}

function antesDelFinal(dia: number, regla: ReglaRecurrencia, segundosInicio: number | null): boolean {
  if (!regla.hasta) return true;
  const hasta = diaDeFecha(regla.hasta.fecha);
  if (dia !== hasta) return dia < hasta;
  return regla.hasta.segundos === null || segundosInicio === null || segundosInicio <= regla.hasta.segundos;
}

/**
 * The start dates of a series that begin before `limite`: DTSTART first (it always belongs to the
 * set and counts toward COUNT, RFC 5545 section 3.8.5.3), then the rule's dates after it.
 */
export function fechasDeRegla(regla: ReglaRecurrencia, inicio: Momento, limite: string): string[] {
  const primero = diaDeFecha(inicio.fecha);
  const fin = diaDeFecha(limite);
  const dias: number[] = [];
  const cabe = (dia: number): boolean =>
    dia < fin && antesDelFinal(dia, regla, inicio.segundos) && (regla.cuenta === null || dias.length < regla.cuenta);
  if (!cabe(primero)) return [];
  dias.push(primero);
  for (let paso = 0; paso < MAX_PASOS; paso++) {
    const { comienzo, dias: candidatos } = periodo(regla, primero, paso);
    if (comienzo >= fin || !antesDelFinal(comienzo, regla, null)) break;
    for (const dia of candidatos) {
      if (dia <= primero) continue;
      if (!cabe(dia)) return dias.map(fechaDeDia);
      dias.push(dia);
    }
  }
  return dias.map(fechaDeDia);
}
