import type { ActualizacionEnVivo } from '@recepcion/contracts';

export type FilaLista = Record<string, unknown>;

/** A row's identity: `Id`, or `IDMoneda` for currencies (whose key is the ISO code). */
export function claveDeFila(fila: FilaLista): unknown {
  return fila.Id ?? fila.IDMoneda;
}

/**
 * A list after an `up` event: insert adds (or replaces a row with the same key, so a repeated
 * event changes nothing), update replaces (or adds a row not seen yet), delete removes.
 */
export function aplicarActualizacion(lista: readonly FilaLista[], { metodo, datos }: ActualizacionEnVivo): readonly FilaLista[] {
  if (!datos || typeof datos !== 'object') return lista;
  const fila = datos as FilaLista;
  const clave = claveDeFila(fila);
  if (clave === undefined || clave === null) return lista;
  const indice = lista.findIndex((f) => claveDeFila(f) === clave);
  if (metodo === 'delete') return indice < 0 ? lista : lista.filter((_, i) => i !== indice);
  if (indice < 0) return [...lista, fila];
  return lista.map((f, i) => (i === indice ? { ...f, ...fila } : f));
}
