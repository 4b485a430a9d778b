import { redondearMonto } from './dinero';

/**
 * es-CL numbers (spec section 9): dot for thousands, comma for decimals. Written by hand rather
 * than with Intl, whose Spanish locales skip the dot in four-digit numbers (1234, not 1.234).
 */

export interface OpcionesNumero {
  /** Most decimals shown (rounded half away from zero). Default 2. */
  decimales?: number;
  /** Fewest decimals shown (trailing zeros kept up to here). Default 0. */
  minimoDecimales?: number;
}

/** Groups an integer's digits by thousands with dots: `1234567` -> `1.234.567`. */
export function agruparMiles(digitos: string): string {
  return digitos.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** `1234.5` -> `1.234,5`; with `minimoDecimales: 2` -> `1.234,50`. Null, undefined and NaN give ''. */
export function formatearNumero(valor: number | null | undefined, opciones: OpcionesNumero = {}): string {
  if (valor === null || valor === undefined || !Number.isFinite(valor)) return '';
  const { decimales = 2, minimoDecimales = 0 } = opciones;
  const redondeado = redondearA(valor, decimales);
  const [entero, fraccion = ''] = Math.abs(redondeado).toFixed(decimales).split('.');
  let decimalesVisibles = fraccion.replace(/0+$/, '');
  if (decimalesVisibles.length < minimoDecimales) decimalesVisibles = fraccion.slice(0, minimoDecimales);
  const signo = redondeado < 0 ? '-' : '';
  return `${signo}${agruparMiles(entero)}${decimalesVisibles ? `,${decimalesVisibles}` : ''}`;
}

/**
 * Money as shown in grids and documents: rounded like `redondearMonto`, always 2 decimals
 * (`1.234,50`), or none for a currency without cents (`15.990`).
 */
export function formatearMonto(valor: number | null | undefined, conCentavos = true): string {
  if (valor === null || valor === undefined || !Number.isFinite(valor)) return '';
  const decimales = conCentavos ? 2 : 0;
  return formatearNumero(redondearMonto(valor, conCentavos), { decimales, minimoDecimales: decimales });
}

/**
 * Reads an es-CL number: `1.234,5` -> 1234.5, `-12` -> -12, `` -> null. Dots are thousands
 * separators wherever they are; a second comma or any other character makes it unreadable (null).
 */
export function parsearNumero(texto: string | null | undefined): number | null {
  if (texto === null || texto === undefined) return null;
  const limpio = texto.replace(/\s/g, '').replace(/\./g, '');
  if (!/^-?(\d+(,\d*)?|,\d+)$/.test(limpio)) return null;
  const valor = Number(limpio.replace(',', '.'));
  return Number.isFinite(valor) ? valor : null;
}

function redondearA(valor: number, decimales: number): number {
  const factor = 10 ** decimales;
  const escalado = Math.abs(valor) * factor;
  // 15 significant digits hide binary noise (1.005 × 100 = 100.49999…); a value with 14 or more
  // integer digits needs two digits past its units, or its own decimals would be rounded away.
  const digitos = Math.min(17, Math.max(15, Math.floor(Math.log10(escalado || 1)) + 3));
  const ajustado = Number(escalado.toPrecision(digitos));
  const redondeado = Math.round(ajustado) / factor;
  return valor < 0 ? -redondeado || 0 : redondeado;
}
