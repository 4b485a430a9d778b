import { createHash } from 'node:crypto';

/** JSON with every object's keys in order: the same data gives the same text whatever order it came in. */
function canonico(valor: unknown): unknown {
  if (Array.isArray(valor)) return valor.map(canonico);
  if (valor && typeof valor === 'object' && !(valor instanceof Date)) {
    return Object.fromEntries(
      Object.keys(valor)
        .filter((k) => (valor as Record<string, unknown>)[k] !== undefined)
        .sort()
        .map((k) => [k, canonico((valor as Record<string, unknown>)[k])]),
    );
  }
  return valor;
}

/**
 * A digest (SHA-256, hex) of what a request asks: its body as validated, with the keys in order.
 * Kept with an Idempotency-Key, it tells a retry (the same digest) from another request that
 * reuses the key (another digest: 422).
 */
export function huellaDeSolicitud(...partes: unknown[]): string {
  return createHash('sha256').update(JSON.stringify(canonico(partes))).digest('hex');
}
