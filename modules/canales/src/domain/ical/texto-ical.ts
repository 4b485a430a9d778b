/** TEXT values (RFC 5545 section 3.3.11): backslash, semicolon, comma and newline are escaped. */

// Control characters other than tab are not allowed in a value; newlines are escaped before this runs.
function sinControles(texto: string): string {
  let limpio = '';
  for (const caracter of texto) {
    const codigo = caracter.charCodeAt(0);
    if (codigo === 9 || codigo === 10 || (codigo >= 32 && codigo !== 127)) limpio += caracter;
  }
  return limpio;
}

export function escaparTexto(texto: string): string {
  return sinControles(texto.replace(/\r\n|\r/g, '\n')).replace(/[\\;,\n]/g, (c) => (c === '\n' ? '\\n' : `\\${c}`));
}

export function desescaparTexto(valor: string): string {
  return valor.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
}
