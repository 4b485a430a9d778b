import { diaIso, isoDeFechaLocal, isoDesdeDia, MESES } from '@recepcion/domain';

/** The calendar's views (spec section 9): 7, 14 or 21 days, or a month's days (from the same start). */
export type Vista = 7 | 14 | 21 | 'mes';

export const VISTAS: readonly { vista: Vista; etiqueta: string }[] = [
  { vista: 7, etiqueta: '7 días' },
  { vista: 14, etiqueta: '14 días' },
  { vista: 21, etiqueta: '21 días' },
  { vista: 'mes', etiqueta: 'Mes' },
];

/** Default start: today minus 2 days. */
export const DIAS_ANTES_DE_HOY = 2;

export interface Ventana {
  /** First day shown, `yyyy-MM-dd`. */
  desde: string;
  vista: Vista;
}

export interface DiaVentana {
  iso: string;
  numero: number;
  /** `lu`, `ma`... */
  semana: string;
  finDeSemana: boolean;
  hoy: boolean;
  /** The first day of a month (or the first column): where a month label goes. */
  inicioMes: boolean;
  mes: string;
}

const SEMANA_CORTA = ['lu', 'ma', 'mi', 'ju', 'vi', 'sá', 'do'];

/** Mobile detection is by user agent (spec section 9). */
export function esMovil(userAgent: string): boolean {
  return /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile/i.test(userAgent);
}

export function sumarDias(iso: string, dias: number): string {
  return isoDesdeDia(diaIso(iso) + dias);
}

/** Monday = 0 ... Sunday = 6. */
export function diaSemana(iso: string): number {
  return (((diaIso(iso) + 3) % 7) + 7) % 7;
}

function primeroDelMes(iso: string): string {
  return `${iso.slice(0, 7)}-01`;
}

function sumarMeses(iso: string, meses: number): string {
  const [y, m] = iso.split('-').map(Number);
  const total = y * 12 + (m - 1) + meses;
  const anio = Math.floor(total / 12);
  const mes = (total % 12) + 1;
  return `${anio}-${String(mes).padStart(2, '0')}-01`;
}

function diasDelMes(iso: string): number {
  return diaIso(sumarMeses(iso, 1)) - diaIso(primeroDelMes(iso));
}

/** The opening window: today minus 2 days, 14 columns (7 on a mobile). */
export function ventanaInicial(hoy: string, userAgent: string): Ventana {
  return { desde: sumarDias(hoy, -DIAS_ANTES_DE_HOY), vista: esMovil(userAgent) ? 7 : 14 };
}

export function hoyLocal(ahora: Date = new Date()): string {
  return isoDeFechaLocal(ahora);
}

/** Number of columns of the window. */
export function cantidadDias(v: Ventana): number {
  return v.vista === 'mes' ? diasDelMes(v.desde) : v.vista;
}

/**
 * Changing the view keeps the start. The month view too: it shows a month's days (as many as the
 * start's month has) from the start, not from the first of the month, which on the 27th left 26 of
 * its 30 columns in the past.
 */
export function cambiarVista(v: Ventana, vista: Vista): Ventana {
  return { vista, desde: v.desde };
}

/** Back or forward by a week (`semana`) or a month (`mes`: the same day of the month, or its last). */
export function mover(v: Ventana, paso: 'semana' | 'mes', sentido: 1 | -1): Ventana {
  if (paso === 'semana') return { ...v, desde: sumarDias(v.desde, 7 * sentido) };
  const [y, m, d] = v.desde.split('-').map(Number);
  const destino = sumarMeses(`${y}-${String(m).padStart(2, '0')}-01`, sentido);
  const ultimo = diasDelMes(destino);
  return { ...v, desde: `${destino.slice(0, 8)}${String(Math.min(d, ultimo)).padStart(2, '0')}` };
}

/** 'Hoy': back to today minus 2 days, in every view. */
export function irAHoy(v: Ventana, hoy: string): Ventana {
  return { ...v, desde: sumarDias(hoy, -DIAS_ANTES_DE_HOY) };
}

/** A window showing `fecha` (a search result): its week, starting on the Monday before (in every view). */
export function ventanaConFecha(v: Ventana, fecha: string): Ventana {
  return { ...v, desde: sumarDias(fecha, -diaSemana(fecha)) };
}

export function diasDeVentana(v: Ventana, hoy: string): DiaVentana[] {
  const n = cantidadDias(v);
  return Array.from({ length: n }, (_, i) => {
    const iso = sumarDias(v.desde, i);
    const semana = diaSemana(iso);
    const numero = Number(iso.slice(8, 10));
    return {
      iso,
      numero,
      semana: SEMANA_CORTA[semana],
      finDeSemana: semana >= 5,
      hoy: iso === hoy,
      inicioMes: i === 0 || numero === 1,
      mes: `${MESES[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`,
    };
  });
}

/** Index of a date in the window (may be outside 0..n-1). */
export function indiceDe(v: Ventana, iso: string): number {
  return diaIso(iso) - diaIso(v.desde);
}

/** The window's title: `3 de agosto – 16 de agosto de 2027`. */
export function tituloVentana(v: Ventana): string {
  const hasta = sumarDias(v.desde, cantidadDias(v) - 1);
  const f = (iso: string) => `${Number(iso.slice(8, 10))} de ${MESES[Number(iso.slice(5, 7)) - 1]}`;
  return `${f(v.desde)} – ${f(hasta)} de ${hasta.slice(0, 4)}`;
}
