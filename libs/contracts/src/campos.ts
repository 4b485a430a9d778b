/** Field messages every module's validation shares (beyond the spec's own per field). */

/** A too-long text answers this, never the field's "missing" message. */
export const largoMaximo = (campo: string, maximo: number) => `El campo ${campo} admite hasta ${maximo} caracteres`;
/** A value of the wrong kind in a field without a message of its own in the spec. */
export const noValido = (campo: string) => `El campo ${campo} no es válido`;
