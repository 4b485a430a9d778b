/** The message of each field that failed; fields absent are fine. */
export type Errores<Campo extends string> = Partial<Record<Campo, string>>;

/** The first message in the form's order (the one the toast says). */
export function primerError<Campo extends string>(errores: Errores<Campo>, orden: readonly Campo[]): string | undefined {
  const campo = orden.find((c) => errores[c]);
  return campo === undefined ? undefined : errores[campo];
}

export function sinErrores<Campo extends string>(errores: Errores<Campo>): boolean {
  return Object.values(errores).every((mensaje) => !mensaje);
}

/** A form field's text without surrounding spaces; '' for nothing. */
export const limpio = (valor: string | null | undefined): string => (valor ?? '').trim();

/** An optional text for the API: null when empty. */
export const textoOpcional = (valor: string | null | undefined): string | null => limpio(valor) || null;
