/** Lower case without accents (á -> a, ñ -> n), for comparisons that ignore both. */
export function normalizarTexto(texto: string): string {
  return texto.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}

/**
 * A name as compared for uniqueness: trimmed, inner spaces as one, without case or accents
 * (' Suíte  Nupcial' and 'suite nupcial' are the same room).
 */
export function claveDeNombre(nombre: string): string {
  return normalizarTexto(nombre.trim().replace(/\s+/g, ' '));
}

/**
 * Autocomplete matching (spec section 5): every typed word must start a word of the name,
 * ignoring case and accents. `jose per` matches `José Pérez`; `ose` does not.
 */
export function coincidePorPalabras(texto: string, nombre: string): boolean {
  const buscadas = normalizarTexto(texto).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  if (buscadas.length === 0) return false;
  const palabras = normalizarTexto(nombre).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return buscadas.every((buscada) => palabras.some((palabra) => palabra.startsWith(buscada)));
}
