/**
 * Prepared statements' names by text, one list for the whole process: the direct transactions and
 * the reads that ask for it share the ORM's pooled connections, and node-postgres knows a name as
 * prepared on a connection only with the text it was prepared with. Past the cap, texts go unnamed.
 */
const nombres = new Map<string, string>();
const MAX_SENTENCIAS_PREPARADAS = 500;

export function nombreDeSentencia(sql: string): string | undefined {
  let nombre = nombres.get(sql);
  if (nombre === undefined && nombres.size < MAX_SENTENCIAS_PREPARADAS) {
    nombre = `recepcion_${nombres.size + 1}`;
    nombres.set(sql, nombre);
  }
  return nombre;
}
