import { cantidadDias, DIAS_ANTES_DE_HOY, diaIso, diasDelMes, MESES, sumarDias, sumarMeses, type Ventana, type Vista } from '@recepcion/domain';

export { cantidadDias, DIAS_ANTES_DE_HOY, esMovil, sumarDias, tituloVentana, ventanaInicial, type Ventana, type Vista } from '@recepcion/domain';


export const VISTAS: readonly { vista: Vista; etiqueta: string }[] = [
  { vista: 7, etiqueta: '7 días' },
  { vista: 14, etiqueta: '14 días' },
  { vista: 21, etiqueta: '21 días' },
  { vista: 'mes', etiqueta: 'Mes' },
];



export interface DiaVentana {
  iso: string;
  numero: number;
  /** `lu`, `ma`... */
  semana: string;
  finDeSemana: boolean;
  hoy: boolean;
  /** The first day of a month (or the first column): where a month label goes. */
  inicioMes: boolean;
  /**
   * The month label, as long as the columns left to its right let it be read: «diciembre 2026»,
   * «dic 2026» with two columns left, «dic» in the last one (a phone's week shows 40 px a day).
   */
  mes: string;
}

const SEMANA_CORTA = ['lu', 'ma', 'mi', 'ju', 'vi', 'sá', 'do'];

/** A month's label for a header with `columnas` columns from its first day to the window's end. */
function etiquetaMes(iso: string, columnas: number): string {
  const nombre = MESES[Number(iso.slice(5, 7)) - 1];
  if (columnas >= 3) return `${nombre} ${iso.slice(0, 4)}`;
  return columnas === 2 ? `${nombre.slice(0, 3)} ${iso.slice(0, 4)}` : nombre.slice(0, 3);
}



/** Monday = 0 ... Sunday = 6. */
export function diaSemana(iso: string): number {
  return (((diaIso(iso) + 3) % 7) + 7) % 7;
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
      mes: etiquetaMes(iso, n - i),
    };
  });
}

/** Index of a date in the window (may be outside 0..n-1). */
export function indiceDe(v: Ventana, iso: string): number {
  return diaIso(iso) - diaIso(v.desde);
}

