/** One SQL statement with its own `$1..$n` placeholders, bound by the server. */
export interface Sentencia {
  sql: string;
  params: unknown[];
}

/** In `combinarSentencias`, the name under which the `junto` parts may read the principal's rows. */
export const FILAS_PRINCIPALES = 'p';

const MARCADOR = /\$(\d+)/g;

/**
 * Several statements sent as one: `principal` (a SELECT, or an INSERT/UPDATE/DELETE with
 * RETURNING) answers the rows, and `junto` run as data-modifying CTEs of the same statement, in one
 * round trip; they may read the principal's rows as `FILAS_PRINCIPALES`. Every part sees the same snapshot and the others' writes are not visible to it, so
 * only statements that neither read what another writes nor touch the same rows may go together
 * (the writes of a new stream's first events). Constraints hold as usual: a violation in any part
 * fails the whole statement. Each part keeps its own numbering; here it is shifted into one list.
 */
export function combinarSentencias(principal: Sentencia, junto: readonly Sentencia[]): Sentencia {
  if (junto.length === 0) return principal;
  const params = [...principal.params];
  const partes = junto.map((s, i) => {
    const desplazamiento = params.length;
    params.push(...s.params);
    return `j${i} as (${s.sql.replace(MARCADOR, (_, n: string) => `$${Number(n) + desplazamiento}`)})`;
  });
  return { sql: `with ${FILAS_PRINCIPALES} as (${principal.sql}), ${partes.join(', ')} select * from ${FILAS_PRINCIPALES}`, params };
}
