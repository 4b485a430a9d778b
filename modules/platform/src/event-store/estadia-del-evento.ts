import { sumarDias } from '@recepcion/domain';

/**
 * The span of nights an event names, as PostgreSQL's `daterange` text (`[desde,hasta]`, both
 * ends included), or null: the smallest check-in and the largest check-out of its room lines
 * (`habitaciones`), its `linea` and its `general`, widened by a block's `fecha` + `noches`. Kept
 * in the events' `estadia` column, whose GiST index finds the streams whose stays ever touched a
 * window (`leerStreamsALas`). A superset the fold narrows.
 *
 * Written by the append, not computed by PostgreSQL from `data` in the index expression: that
 * plpgsql function cost about 55 µs per inserted event, a few per cent of a whole create, and its
 * exception block made it unsafe in a parallel scan. A malformed date leaves the event out
 * (null), as that function did; it never fails the append.
 */
export function estadiaDelEvento(data: unknown): string | null {
  if (!esObjeto(data)) return null;
  const lineas = [...(Array.isArray(data.habitaciones) ? data.habitaciones : []), data.linea, data.general].filter(esObjeto);
  let desde: string | null = null;
  let hasta: string | null = null;
  for (const linea of lineas) {
    const entrada = fecha(linea.CheckIn);
    const salida = fecha(linea.CheckOut);
    if (entrada === INVALIDA || salida === INVALIDA) return null;
    if (entrada && (!desde || entrada < desde)) desde = entrada;
    if (salida && (!hasta || salida > hasta)) hasta = salida;
  }
  const dia = fecha(data.fecha);
  if (dia === INVALIDA) return null;
  const noches = nochesDe(data.noches);
  if (dia && noches !== null) {
    const fin = sumarDias(dia, noches);
    // Past year 9999 the text is no `yyyy-MM-dd`: left out rather than a range PostgreSQL refuses.
    if (!ISO.test(fin)) return null;
    if (!desde || dia < desde) desde = dia;
    if (!hasta || fin > hasta) hasta = fin;
  }
  if (!desde) return null;
  return `[${desde},${hasta && hasta > desde ? hasta : desde}]`;
}

const INVALIDA = Symbol('fecha inválida');
const ISO = /^\d{4}-\d{2}-\d{2}$/;

type Objeto = Record<string, unknown>;
const esObjeto = (v: unknown): v is Objeto => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `yyyy-MM-dd` of a real day; null when absent or not of that shape; INVALIDA for a shape that is no day (2026-02-30). */
function fecha(valor: unknown): string | null | typeof INVALIDA {
  if (typeof valor !== 'string' || !ISO.test(valor)) return null;
  const [y, m, d] = valor.split('-').map(Number);
  const dia = new Date(Date.UTC(y, m - 1, d));
  return y >= 1 && dia.getUTCFullYear() === y && dia.getUTCMonth() === m - 1 && dia.getUTCDate() === d ? valor : INVALIDA;
}

/** A block's nights: up to five digits, as a number or as text. */
function nochesDe(valor: unknown): number | null {
  if (typeof valor === 'number') return Number.isInteger(valor) && valor >= 0 && valor <= 99_999 ? valor : null;
  return typeof valor === 'string' && /^\d{1,5}$/.test(valor) ? Number(valor) : null;
}

