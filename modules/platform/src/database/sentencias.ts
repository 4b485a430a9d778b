import type { SqlExecutor } from './sql-executor';

/** One SQL statement with its own `$1..$n` placeholders, bound by the server. */
export interface Sentencia {
  sql: string;
  params: unknown[];
}

/**
 * Writes whose rows nobody reads, in order: held for the transaction's next round trip when it can
 * hold them (`conLaSiguiente`: an edit's read models and occupancy then go out with the COMMIT),
 * else run one by one. Either way a failure fails the transaction.
 */
export async function escribirSentencias(tx: SqlExecutor, sentencias: readonly Sentencia[]): Promise<void> {
  for (const s of sentencias) {
    if (tx.conLaSiguiente) tx.conLaSiguiente(s.sql, s.params);
    else await tx.query(s.sql, s.params);
  }
}

/**
 * Statements that each answer one row of one value nobody reads (a lock, a check) as one SELECT of
 * them, in order: one statement to bind and run instead of several. A part that fails fails it.
 */
export function unaSeleccion(partes: readonly Sentencia[]): Sentencia {
  if (partes.length === 1) return partes[0];
  let desplazamiento = 0;
  const params: unknown[] = [];
  const columnas = partes.map((s, i) => {
    const desde = desplazamiento;
    desplazamiento += s.params.length;
    for (const p of s.params) params.push(p);
    return `(${s.sql.replace(MARCADOR, (_, n: string) => `$${Number(n) + desde}`)}) as s${i}`;
  });
  return { sql: `select ${columnas.join(', ')}`, params };
}

/** In `combinarSentencias`, the name under which the `junto` parts may read the principal's rows. */
export const FILAS_PRINCIPALES = 'p';

const MARCADOR = /\$(\d+)/g;

/** The combined texts already built, by the parts' texts in order; each with the parts' parameter counts it was built for. */
interface Combinacion {
  siguientes: Map<string, Combinacion>;
  sql?: string;
  cuentas?: number[];
}
const combinaciones = new Map<string, Combinacion>();
/** Past this many kept combinations (texts that vary per call), texts are built each time. */
const MAX_COMBINACIONES = 1000;
let guardadas = 0;

function construir(principal: Sentencia, junto: readonly Sentencia[]): string {
  let desplazamiento = principal.params.length;
  const partes = junto.map((s, i) => {
    const desde = desplazamiento;
    desplazamiento += s.params.length;
    return `j${i} as (${s.sql.replace(MARCADOR, (_, n: string) => `$${Number(n) + desde}`)})`;
  });
  return `with ${FILAS_PRINCIPALES} as (${principal.sql}), ${partes.join(', ')} select * from ${FILAS_PRINCIPALES}`;
}

function mismasCuentas(cuentas: number[], principal: Sentencia, junto: readonly Sentencia[]): boolean {
  if (cuentas[0] !== principal.params.length) return false;
  for (let i = 0; i < junto.length; i++) if (cuentas[i + 1] !== junto[i].params.length) return false;
  return true;
}

/**
 * The combined text for these parts, built once: the same text object each time, so the prepared
 * statement's name is found by it without reading it through (a create's text is a few KB).
 */
function textoCombinado(principal: Sentencia, junto: readonly Sentencia[]): string {
  let nodo = combinaciones.get(principal.sql);
  if (!nodo && guardadas < MAX_COMBINACIONES) {
    nodo = { siguientes: new Map() };
    combinaciones.set(principal.sql, nodo);
    guardadas++;
  }
  for (const s of junto) {
    if (!nodo) break;
    let siguiente = nodo.siguientes.get(s.sql);
    if (!siguiente && guardadas < MAX_COMBINACIONES) {
      siguiente = { siguientes: new Map() };
      nodo.siguientes.set(s.sql, siguiente);
      guardadas++;
    }
    nodo = siguiente;
  }
  if (!nodo) return construir(principal, junto);
  if (nodo.sql === undefined || !mismasCuentas(nodo.cuentas ?? [], principal, junto)) {
    nodo.sql = construir(principal, junto);
    nodo.cuentas = [principal.params.length, ...junto.map((s) => s.params.length)];
  }
  return nodo.sql;
}

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
  const params = principal.params.slice();
  for (const s of junto) for (const p of s.params) params.push(p);
  return { sql: textoCombinado(principal, junto), params };
}
