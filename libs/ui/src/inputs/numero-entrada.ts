import { MENSAJES_MONTOS } from '@recepcion/contracts';
import { agruparMiles } from '@recepcion/domain';

/**
 * Typing rules of the number input (spec section 5): only digits, dots and one comma, and a minus
 * sign in front. Dots are thousands separators (regrouped as the user types), the comma is the
 * decimal separator. Nothing typed changes the amount's meaning: a minus sign stays
 * (the field says whether it takes negatives), and so do decimals typed in a currency without
 * cents (the field says that the currency has none); only a third decimal is left out, and said.
 */
export function limpiarEntradaNumero(texto: string, decimales: number, reglas: ReglasEntradaNumero = {}): string {
  const signo = /^\s*-/.test(texto) ? '-' : '';
  const soloValidos = texto.replace(/[^\d.,]/g, '');
  const coma = soloValidos.indexOf(',');
  if (coma < 0) return `${signo}${soloValidos}`;
  const entero = soloValidos.slice(0, coma);
  // An amount in a currency without cents: the decimals typed stay in sight (up to 2), so that
  // «18.500,50» is not read as 18.500; the field says the currency has none and the form refuses it.
  // A count (nights, guests): the comma stays so that digits after it are dropped, not appended to
  // the units ("15,5" must not become 155); leaving the field formats it away.
  const maximo = decimales <= 0 && !reglas.moneda ? 0 : Math.max(2, decimales);
  if (maximo === 0) return `${signo}${entero},`;
  const fraccion = soloValidos.slice(coma + 1).replace(/[.,]/g, '').slice(0, maximo);
  return `${signo}${entero},${fraccion}`;
}

/** Regroups the integer part: `1234,5` -> `1.234,5`, `0012` -> `12`, `,5` -> `0,5`. */
export function agruparEntradaNumero(texto: string): string {
  if (texto.startsWith('-')) return `-${agruparEntradaNumero(texto.slice(1))}`;
  const [enteroCrudo, fraccion] = texto.split(',');
  const digitos = enteroCrudo.replace(/\./g, '');
  const entero = digitos === '' ? (fraccion === undefined ? '' : '0') : agruparMiles(digitos.replace(/^0+(?=\d)/, ''));
  return fraccion === undefined ? entero : `${entero},${fraccion}`;
}

/** How many digits and commas come before `posicion`: the caret's place, whatever the dots. */
export function signosAntes(texto: string, posicion: number): number {
  return texto.slice(0, posicion).replace(/\./g, '').length;
}

/** The caret position in `texto` after `signos` digits and commas. */
export function posicionTras(texto: string, signos: number): number {
  if (signos <= 0) return 0;
  let vistos = 0;
  for (let i = 0; i < texto.length; i++) {
    if (texto[i] !== '.') vistos++;
    if (vistos === signos) return i + 1;
  }
  return texto.length;
}

export const MENSAJES_NUMERO = {
  negativo: 'No se admiten valores negativos',
  sinDecimales: MENSAJES_MONTOS.sinDecimales(),
  entero: 'Ingrese un número entero',
  decimales: (n: number) => `Se admiten ${n} decimales como máximo`,
} as const;

export interface ReglasEntradaNumero {
  /** Whether a negative is meant here (a refund, a discount). */
  negativos?: boolean;
  /** An amount's currency code, named in «La moneda CLP no usa decimales»; absent with no decimals: a count (nights, guests). */
  moneda?: string | null;
}

/**
 * What is wrong with what was typed, or null: a minus sign where the field takes no negatives,
 * decimals in a currency without cents, or more decimals than the currency has. The field says so
 * instead of silently changing the amount.
 */
export function avisoEntradaNumero(texto: string, decimales: number, reglas: ReglasEntradaNumero = {}): string | null {
  if (!reglas.negativos && /^\s*-/.test(texto)) return MENSAJES_NUMERO.negativo;
  const coma = texto.indexOf(',');
  if (coma < 0) return null;
  const fraccion = texto.slice(coma + 1).replace(/\D/g, '');
  if (fraccion.length <= Math.max(0, decimales)) return null;
  if (decimales > 0) return MENSAJES_NUMERO.decimales(decimales);
  return reglas.moneda ? MENSAJES_MONTOS.sinDecimales(reglas.moneda) : MENSAJES_NUMERO.entero;
}
