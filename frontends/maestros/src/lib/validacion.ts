import { parsearNumero } from '@recepcion/domain';

export { limpio, primerError, sinErrores, textoOpcional, type Errores } from '@recepcion/ui';

/** A select's value as an id: '' (nothing chosen) and anything not a positive integer give null. */
export function idElegido(valor: string | null | undefined): number | null {
  const numero = Number(valor);
  return valor && Number.isInteger(numero) && numero > 0 ? numero : null;
}

/** An es-CL number typed in a field (`1.234,5`); null when empty or unreadable. */
export const numero = (valor: string | null | undefined): number | null => parsearNumero(valor);

/** A whole number typed in a field; null when empty, unreadable or with decimals. */
export function entero(valor: string | null | undefined): number | null {
  const leido = parsearNumero(valor);
  return leido !== null && Number.isInteger(leido) ? leido : null;
}
