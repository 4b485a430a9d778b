import type { EntityManager } from '@mikro-orm/postgresql';
import { RETRASO_VISIBLE_LECTURA_MS } from '@recepcion/contracts';
import pg from 'pg';
import { requestContext } from '../context/request-context';
import { type DatabaseConnection, nombraSentencias } from './database-connection';
import { nombreDeSentencia } from './nombres-de-sentencias';
import { type SqlExecutor, sqlExecutor } from './sql-executor';

/** How long one look at the standby's lag serves every read of this process. */
const VIGENCIA_RETRASO_MS = 1000;

/**
 * How far behind the standby is. Replay paused or slower than the stream: what it has received
 * but not applied (receive LSN ≠ replay LSN), dated by the last transaction it applied. An idle
 * primary sends nothing, so a caught-up standby is never "behind", however old its last change.
 */
const RETRASO = `
  select to_char(pg_last_xact_replay_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as al,
         (extract(epoch from now() - pg_last_xact_replay_timestamp()) * 1000)::float8 as retraso_ms
   where pg_is_in_recovery() and pg_last_wal_receive_lsn() is distinct from pg_last_wal_replay_lsn()`;

/**
 * Where the reads that tolerate seconds of lag go (the reports, the dashboard, the activity log):
 * with DATABASE_URL_LECTURA, a streaming-replication standby, through a small pool of its own;
 * without it, the primary, as every other read. Whatever must see its own write (the calendar
 * after a move, a reservation after a save) never comes here.
 */
export class BaseDeLectura {
  private readonly pool?: pg.Pool;
  private retraso?: { hasta: number; al: Promise<string | null> };

  constructor(
    private readonly database: Pick<DatabaseConnection, 'kind' | 'sentencias'>,
    urlLectura?: string,
    tamano = 4,
  ) {
    if (!urlLectura) return;
    this.pool = new pg.Pool({ connectionString: urlLectura, max: tamano });
    // A standby restarting or failing over: the read fails, not the process.
    this.pool.on('error', () => undefined);
  }

  /** Whether reads go to a standby. */
  get enEspera(): boolean {
    return this.pool !== undefined;
  }

  /**
   * SQL for a read of this request. On the standby, the request's answer also carries how old the
   * data is, when it is behind by more than RETRASO_VISIBLE_LECTURA_MS (`datosAl`, the header
   * CABECERA_DATOS_AL). `preparadas`: as named prepared statements where the database allows them
   * (`sqlExecutor`), for reads whose planning is a good part of their cost.
   */
  ejecutor(em: EntityManager, { preparadas = false }: { preparadas?: boolean } = {}): SqlExecutor {
    const pool = this.pool;
    if (!pool) return sqlExecutor(em, preparadas ? this.database : undefined);
    const contexto = requestContext.get();
    if (contexto && !contexto.datosAl) contexto.datosAl = this.datosAl();
    const nombrar = preparadas && nombraSentencias(this.database);
    return {
      query: async <T>(sql: string, params: unknown[] = []) => {
        const nombre = nombrar ? nombreDeSentencia(sql) : undefined;
        const { rows } = await pool.query({ text: sql, values: params, ...(nombre ? { name: nombre } : {}) });
        return rows as T[];
      },
    };
  }

  /** The moment the standby's data is from, when it is behind by more than RETRASO_VISIBLE_LECTURA_MS; else null. */
  datosAl(): Promise<string | null> {
    const pool = this.pool;
    if (!pool) return Promise.resolve(null);
    const ahora = Date.now();
    if (!this.retraso || this.retraso.hasta < ahora) {
      const al = pool.query<{ al: string | null; retraso_ms: number | null }>(RETRASO).then(
        ({ rows: [fila] }) => (fila?.al && (fila.retraso_ms ?? 0) > RETRASO_VISIBLE_LECTURA_MS ? fila.al : null),
        () => null,
      );
      this.retraso = { hasta: ahora + VIGENCIA_RETRASO_MS, al };
    }
    return this.retraso.al;
  }

  /** Nest calls it when the application closes. */
  async onModuleDestroy(): Promise<void> {
    await this.pool?.end();
  }
}
