import { agruparMiles } from '@recepcion/domain';

/**
 * Typing rules of the number input (spec section 5): only digits, dots and one comma. Dots are
 * thousands separators (regrouped as the user types), the comma is the decimal separator, and
 * no more decimals than the currency has (none: no comma at all).
 */
export function limpiarEntradaNumero(texto: string, decimales: number): string {
  const soloValidos = texto.replace(/[^\d.,]/g, '');
  const coma = soloValidos.indexOf(',');
  if (coma < 0) return soloValidos;
  const entero = soloValidos.slice(0, coma);
  // No cents: the comma stays while typing so that digits after it are dropped, not appended
  // to the units ("15990,5" must not become 159.905); leaving the field formats it away.
  if (decimales <= 0) return `${entero},`;
  const fraccion = soloValidos.slice(coma + 1).replace(/[.,]/g, '').slice(0, decimales);
  return `${entero},${fraccion}`;
}

/** Regroups the integer part: `1234,5` -> `1.234,5`, `0012` -> `12`, `,5` -> `0,5`. */
export function agruparEntradaNumero(texto: string): string {
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
  sinDecimales: 'Esta moneda no usa decimales',
  decimales: (n: number) => `Se admiten ${n} decimales como máximo`,
} as const;

/**
 * Why typed characters were left out, or null: a minus sign (the field takes no negatives) or
 * more decimals than the currency has. The field says so instead of silently changing the amount.
 */
export function avisoEntradaNumero(texto: string, decimales: number): string | null {
  if (texto.includes('-')) return MENSAJES_NUMERO.negativo;
  const coma = texto.indexOf(',');
  if (coma < 0) return null;
  const fraccion = texto.slice(coma + 1).replace(/\D/g, '');
  if (fraccion.length > Math.max(0, decimales)) return decimales <= 0 ? MENSAJES_NUMERO.sinDecimales : MENSAJES_NUMERO.decimales(decimales);
  return null;
}
