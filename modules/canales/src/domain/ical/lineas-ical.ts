/** Content lines: folding at 75 octets when writing, unfolding when reading (RFC 5545 section 3.1). */

const MAX_OCTETOS = 75;

function octetosUtf8(puntoDeCodigo: number): number {
  if (puntoDeCodigo < 0x80) return 1;
  if (puntoDeCodigo < 0x800) return 2;
  if (puntoDeCodigo < 0x10000) return 3;
  return 4;
}

/**
 * Splits a content line so that no physical line passes 75 UTF-8 octets (CRLF not counted), each
 * continuation starting with one space. Cuts fall between code points, never inside one.
 */
export function plegarLinea(linea: string): string {
  const fisicas: string[] = [];
  let actual = '';
  let octetos = 0;
  for (const caracter of linea) {
    const tamano = octetosUtf8(caracter.codePointAt(0) ?? 0);
    if (octetos + tamano > MAX_OCTETOS) {
      fisicas.push(actual);
      actual = ' ';
      octetos = 1;
    }
    actual += caracter;
    octetos += tamano;
  }
  fisicas.push(actual);
  return fisicas.join('\r\n');
}

/** Logical lines of a calendar: BOM dropped, CRLF / LF / CR accepted, folded lines joined, blank lines left out. */
export function desplegarLineas(texto: string): string[] {
  const lineas: string[] = [];
  for (const fisica of texto.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/)) {
    const continua = fisica.startsWith(' ') || fisica.startsWith('\t');
    if (continua && lineas.length > 0) lineas[lineas.length - 1] += fisica.slice(1);
    else lineas.push(fisica);
  }
  return lineas.filter((linea) => linea.trim() !== '');
}
