/**
 * A client's identity document (guest registration asks for it). The API stores the
 * type's code; the browser and the API check the same rules, from here.
 */
export const TIPOS_DOCUMENTO = [
  { Codigo: 'DNI', Nombre: 'Documento nacional' },
  { Codigo: 'PAS', Nombre: 'Pasaporte' },
  { Codigo: 'OTRO', Nombre: 'Otro' },
] as const;

export type TipoDocumento = (typeof TIPOS_DOCUMENTO)[number]['Codigo'];

export const CODIGOS_TIPO_DOCUMENTO: readonly TipoDocumento[] = TIPOS_DOCUMENTO.map((t) => t.Codigo);

/** The document fields of a client, as the API answers them (both null when it has none). */
export interface DocumentoCliente {
  TipoDocumento: TipoDocumento | null;
  NumeroDocumento: string | null;
}

export const LARGO_MAXIMO_NUMERO_DOCUMENTO = 30;
/** Letters A-Z (as in passports' machine-readable zone: no accents), digits, dots and hyphens ('12.345.678-K', 'AB123456'); no spaces. */
export const FORMATO_NUMERO_DOCUMENTO = /^[A-Za-z0-9.-]+$/;

/**
 * Type and number go together: one without the other is refused (a number is meaningless
 * without its kind, and a kind without a number records nothing).
 */
export const MENSAJES_DOCUMENTO = {
  tipoNoValido: 'El tipo de documento no es válido',
  faltaTipo: 'Falta seleccionar el tipo de documento',
  faltaNumero: 'Falta ingresar el número de documento',
  numeroNoValido: 'El número de documento no es válido',
  /** The wording of maestros' other too-long texts (`largoMaximo`). */
  numeroLargo: `El campo Número de documento admite hasta ${LARGO_MAXIMO_NUMERO_DOCUMENTO} caracteres`,
  numeroFormato: 'El número de documento solo admite letras, dígitos, puntos y guiones',
} as const;

export const esTipoDocumento = (valor: unknown): valor is TipoDocumento => CODIGOS_TIPO_DOCUMENTO.includes(valor as TipoDocumento);

export const nombreTipoDocumento = (codigo: string | null | undefined): string => TIPOS_DOCUMENTO.find((t) => t.Codigo === codigo)?.Nombre ?? '';

/** 'Pasaporte 12345678' (a grid cell, a guest row); '' without a document. */
export function textoDocumento(documento: Partial<DocumentoCliente> | null | undefined): string {
  if (!documento?.NumeroDocumento) return '';
  const tipo = nombreTipoDocumento(documento.TipoDocumento);
  return tipo ? `${tipo} ${documento.NumeroDocumento}` : documento.NumeroDocumento;
}

/**
 * The browser's check of a document as typed (the API answers the same messages): the number is
 * trimmed; both empty is no document. Returns a message per field, none when valid.
 */
export function validarDocumento(tipo: string | null | undefined, numero: string | null | undefined): { TipoDocumento?: string; NumeroDocumento?: string } {
  const codigo = (tipo ?? '').trim();
  const texto = (numero ?? '').trim();
  if (!codigo && !texto) return {};
  const errores: { TipoDocumento?: string; NumeroDocumento?: string } = {};
  if (!codigo) errores.TipoDocumento = MENSAJES_DOCUMENTO.faltaTipo;
  else if (!esTipoDocumento(codigo)) errores.TipoDocumento = MENSAJES_DOCUMENTO.tipoNoValido;
  if (!texto) errores.NumeroDocumento = MENSAJES_DOCUMENTO.faltaNumero;
  else if (texto.length > LARGO_MAXIMO_NUMERO_DOCUMENTO) errores.NumeroDocumento = MENSAJES_DOCUMENTO.numeroLargo;
  else if (!FORMATO_NUMERO_DOCUMENTO.test(texto)) errores.NumeroDocumento = MENSAJES_DOCUMENTO.numeroFormato;
  return errores;
}
