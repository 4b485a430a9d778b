import { parsearNumero } from '@recepcion/domain';

/** The message of each field that failed; fields absent are fine. */
export type Errores<Campo extends string> = Partial<Record<Campo, string>>;

/** A form field's text without surrounding spaces; '' for nothing. */
export const limpio = (valor: string | null | undefined): string => (valor ?? '').trim();

/** An optional text for the API: null when empty. */
export const textoOpcional = (valor: string | null | undefined): string | null => limpio(valor) || null;

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

export function sinErrores<Campo extends string>(errores: Errores<Campo>): boolean {
  return Object.values(errores).every((mensaje) => !mensaje);
}

/** The first message in the form's order (the one the toast says). */
export function primerError<Campo extends string>(errores: Errores<Campo>, orden: readonly Campo[]): string | undefined {
  const campo = orden.find((c) => errores[c]);
  return campo === undefined ? undefined : errores[campo];
}
