/**
 * A uid for an event that came without one, built from what identifies it to the hotel (its
 * nights and its summary) so the same event gets the same uid on every download.
 */
export function uidSintetico(desde: string, hasta: string, resumen: string): string {
  return `sin-uid-${desde}-${hasta}-${fnv1a(resumen)}`;
}

/** 32-bit FNV-1a over the UTF-16 code units, in hex: short, stable, no dependency. */
function fnv1a(texto: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < texto.length; i++) {
    hash ^= texto.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}
