/** The message of each field that failed; fields absent are fine. */
export type Errores<Campo extends string> = Partial<Record<Campo, string>>;

/** A form field's text without surrounding spaces; '' for nothing. */
export const limpio = (valor: string | null | undefined): string => (valor ?? '').trim();

/** An optional text for the API: null when empty. */
export const textoOpcional = (valor: string | null | undefined): string | null => limpio(valor) || null;

/** A whole number of at least 1 (nights, guests, rooms). */
export const enteroPositivo = (valor: number | null | undefined): valor is number => typeof valor === 'number' && Number.isInteger(valor) && valor >= 1;

/** The first message in the form's order (the one the toast says). */
export function primerError<Campo extends string>(errores: Errores<Campo>, orden: readonly Campo[]): string | undefined {
  const campo = orden.find((c) => errores[c]);
  return campo === undefined ? undefined : errores[campo];
}
