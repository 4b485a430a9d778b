/**
 * Case- and accent-insensitive match at word starts (spec section 5, autocompletes): "jose p"
 * finds "José Pérez". Builds a SQL condition over `columna` with LIKE patterns, escaping the
 * user's % and _ so they match literally.
 */
export function condicionTexto(columna: string, texto: string, primerParametro: number): { sql: string; params: string[] } {
  const palabras = texto
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 5)
    .map((p) => p.replace(/[\\%_]/g, (c) => `\\${c}`));
  const sql = palabras
    .map((_, i) => `(' ' || unaccent(lower(${columna}))) like ('% ' || unaccent(lower($${primerParametro + i})) || '%')`)
    .join(' and ');
  return { sql: sql || 'true', params: palabras };
}
