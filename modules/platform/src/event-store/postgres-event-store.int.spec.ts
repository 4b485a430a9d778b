import pg from 'pg';
import { randomUUID } from 'node:crypto';
import { platformMigrations } from '../migrations';
import { runMigrations } from '../database/run-migrations';
import type { SqlExecutor } from '../database/sql-executor';
import { StreamVersionConflictError } from './event-store.errors';
import { InlineProjections } from './inline-projections';
import { PostgresEventStore } from './postgres-event-store';

// Contract tests of the event store port, on whatever DATABASE_URL points at (PGlite by default,
// PostgreSQL in CI). They use plain `pg`, not the ORM: the port does not depend on MikroORM.
const url = process.env.DATABASE_URL as string;
let pool: pg.Pool;
const store = new PostgresEventStore();

const db: SqlExecutor = { query: async (sql, params) => (await pool.query(sql, params as unknown[])).rows };

/** Runs `work` in one transaction of its own (committed, or rolled back when it throws). */
type TransactionRunner = <T>(work: (tx: SqlExecutor) => Promise<T>) => Promise<T>;

const inTransaction: TransactionRunner = async (work) => {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const result = await work({ query: async (sql, params) => (await client.query(sql, params as unknown[])).rows });
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
};

const stream = () => `prueba-${randomUUID()}`;
const creada = (n = 1) => ({ type: 'ReservaCreada', data: { n }, metadata: { hotelId: 7, userId: 3, now: '2026-11-22T10:00:00Z' } });

beforeAll(async () => {
  await runMigrations(url, platformMigrations);
  pool = new pg.Pool({ connectionString: url, max: 4 });
});
afterAll(() => pool.end());

describe('append and read a stream', () => {
  it('stores events in order with versions from 1 and keeps data and metadata', async () => {
    const id = stream();
    const result = await inTransaction((tx) => store.append(tx, id, [creada(1), creada(2)], { expectedVersion: 'no-stream' }));
    expect(result).toEqual({ nextExpectedVersion: 2, alreadyProcessed: false });

    const events = await store.readStream(db, id);
    expect(events.map((e) => [e.streamVersion, e.type, e.data])).toEqual([
      [1, 'ReservaCreada', { n: 1 }],
      [2, 'ReservaCreada', { n: 2 }],
    ]);
    expect(events[0].metadata).toMatchObject({ hotelId: 7, userId: 3, now: '2026-11-22T10:00:00Z' });
    expect(events[1].globalPosition).toBeGreaterThan(events[0].globalPosition);
  });

  it('appends after the expected version', async () => {
    const id = stream();
    await inTransaction((tx) => store.append(tx, id, [creada()], { expectedVersion: 'no-stream' }));
    const result = await inTransaction((tx) => store.append(tx, id, [creada(2)], { expectedVersion: 1 }));
    expect(result.nextExpectedVersion).toBe(2);
  });

  it('appends after the last version with `any`', async () => {
    const id = stream();
    await inTransaction((tx) => store.append(tx, id, [creada(), creada()], { expectedVersion: 'no-stream' }));
    const result = await inTransaction((tx) => store.append(tx, id, [creada(3)], { expectedVersion: 'any' }));
    expect(result.nextExpectedVersion).toBe(3);
    expect((await store.readStream(db, id)).map((e) => e.streamVersion)).toEqual([1, 2, 3]);
  });

  it('writes the hotel of each event in its row, from the metadata (null without one)', async () => {
    const id = stream();
    await inTransaction((tx) => store.append(tx, id, [creada(1), { type: 'Global', data: {} }], { expectedVersion: 'no-stream' }));
    const filas = await db.query<{ hotel_id: number | null }>('select hotel_id from event_store.events where stream_id = $1 order by stream_version', [id]);
    expect(filas.map((f) => f.hotel_id)).toEqual([7, null]);
    expect((await store.readStream(db, id)).map((e) => e.hotelId)).toEqual([7, null]);
  });

  it("reads a stream for one hotel: another hotel's stream reads as empty", async () => {
    const id = stream();
    await inTransaction((tx) => store.append(tx, id, [creada(1), creada(2)], { expectedVersion: 'no-stream' }));
    expect((await store.readStream(db, id, { hotelId: 7 })).map((e) => e.streamVersion)).toEqual([1, 2]);
    expect(await store.readStream(db, id, { hotelId: 8 })).toEqual([]);
  });

  it('reads an unknown stream as empty', async () => {
    expect(await store.readStream(db, stream())).toEqual([]);
  });
});

describe('optimistic concurrency', () => {
  it('refuses a stale expected version with a typed error and writes nothing', async () => {
    const id = stream();
    await inTransaction((tx) => store.append(tx, id, [creada(), creada()], { expectedVersion: 'no-stream' }));
    await expect(inTransaction((tx) => store.append(tx, id, [creada()], { expectedVersion: 1 }))).rejects.toBeInstanceOf(
      StreamVersionConflictError,
    );
    expect(await store.readStream(db, id)).toHaveLength(2);
  });

  it('refuses an expected version the stream has not reached, and writes nothing', async () => {
    const id = stream();
    await inTransaction((tx) => store.append(tx, id, [creada()], { expectedVersion: 'no-stream' }));
    const error = await inTransaction((tx) => store.append(tx, id, [creada()], { expectedVersion: 3 })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StreamVersionConflictError);
    expect((error as StreamVersionConflictError).actual).toBe(1);
    expect(await store.readStream(db, id)).toHaveLength(1);
  });

  it('refuses no-stream when the stream exists', async () => {
    const id = stream();
    await inTransaction((tx) => store.append(tx, id, [creada()], { expectedVersion: 'no-stream' }));
    await expect(inTransaction((tx) => store.append(tx, id, [creada()], { expectedVersion: 'no-stream' }))).rejects.toThrow(
      StreamVersionConflictError,
    );
  });

  it('rolls the events back with the caller transaction', async () => {
    const id = stream();
    await expect(
      inTransaction(async (tx) => {
        await store.append(tx, id, [creada()], { expectedVersion: 'no-stream' });
        throw new Error('la proyección falló');
      }),
    ).rejects.toThrow('la proyección falló');
    expect(await store.readStream(db, id)).toEqual([]);
  });

  it('lets exactly one of two concurrent writers with the same expected version win', async () => {
    const id = stream();
    await inTransaction((tx) => store.append(tx, id, [creada()], { expectedVersion: 'no-stream' }));
    const outcomes = await Promise.allSettled([
      inTransaction((tx) => store.append(tx, id, [creada(2)], { expectedVersion: 1 })),
      inTransaction((tx) => store.append(tx, id, [creada(3)], { expectedVersion: 1 })),
    ]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const rejected = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
    expect(rejected.reason).toBeInstanceOf(StreamVersionConflictError);
    expect(await store.readStream(db, id)).toHaveLength(2);
  });
});

describe('idempotency by command id', () => {
  it('writes a repeated command once and answers the first result', async () => {
    const id = stream();
    const commandId = randomUUID();
    const first = await inTransaction((tx) => store.append(tx, id, [creada(), creada()], { expectedVersion: 'no-stream', commandId }));
    const again = await inTransaction((tx) => store.append(tx, id, [creada(), creada()], { expectedVersion: 'no-stream', commandId }));
    expect(first).toEqual({ nextExpectedVersion: 2, alreadyProcessed: false });
    expect(again).toEqual({ nextExpectedVersion: 2, alreadyProcessed: true });
    const events = await store.readStream(db, id);
    expect(events).toHaveLength(2);
    expect(events[0].metadata.commandId).toBe(commandId);
  });

  it('forgets a command whose transaction rolled back', async () => {
    const id = stream();
    const commandId = randomUUID();
    await expect(
      inTransaction(async (tx) => {
        await store.append(tx, id, [creada()], { expectedVersion: 'no-stream', commandId });
        throw new Error('fallo');
      }),
    ).rejects.toThrow();
    const retry = await inTransaction((tx) => store.append(tx, id, [creada()], { expectedVersion: 'no-stream', commandId }));
    expect(retry.alreadyProcessed).toBe(false);
  });
});

describe('inline projections', () => {
  // Its own store and event type: other test files append to the same database meanwhile.
  const tipo = `Prueba-${randomUUID()}`;
  const projections = new InlineProjections();
  const conProyeccion = new PostgresEventStore(projections);
  let rota = false;
  beforeAll(async () => {
    await db.query(`create table if not exists prueba_proyeccion_en_linea (stream_id text, n int, posicion bigint)`);
    projections.register({
      name: 'prueba',
      eventTypes: [tipo],
      apply: async (tx, events) => {
        if (rota) throw new Error('proyección rota');
        for (const e of events) {
          await tx.query('insert into prueba_proyeccion_en_linea values ($1, $2, $3)', [e.streamId, (e.data as { n: number }).n, String(e.globalPosition)]);
        }
      },
    });
  });
  const filas = (id: string) => db.query<{ n: number; posicion: string }>('select n, posicion from prueba_proyeccion_en_linea where stream_id = $1 order by n', [id]);

  it('sees exactly its events of the append, with their stored positions, once the append commits', async () => {
    const id = stream();
    await inTransaction((tx) => conProyeccion.append(tx, id, [{ ...creada(1), type: tipo }, creada(2), { ...creada(3), type: tipo }], { expectedVersion: 'no-stream' }));
    const leidos = await conProyeccion.readStream(db, id);
    expect(await filas(id)).toEqual([
      { n: 1, posicion: String(leidos[0].globalPosition) },
      { n: 3, posicion: String(leidos[2].globalPosition) },
    ]);
  });

  it('fails the append when it fails: neither the events nor the rows are written', async () => {
    const id = stream();
    rota = true;
    try {
      await expect(inTransaction((tx) => conProyeccion.append(tx, id, [{ ...creada(1), type: tipo }], { expectedVersion: 'no-stream' }))).rejects.toThrow('proyección rota');
    } finally {
      rota = false;
    }
    expect(await conProyeccion.readStream(db, id)).toEqual([]);
    expect(await filas(id)).toEqual([]);
  });

  it('refuses a second projection with the same name', () => {
    expect(() => projections.register({ name: 'prueba', eventTypes: [], apply: async () => undefined })).toThrow('repetida');
  });
});

describe('writes that go inside the insert of a new stream', () => {
  const tipo = `Prueba-${randomUUID()}`;
  const projections = new InlineProjections();
  const conProyeccion = new PostgresEventStore(projections);
  const aplicadas: string[] = [];
  beforeAll(async () => {
    await db.query('create table if not exists prueba_stream_nueva (stream_id text, n int, origen text, unique (stream_id, n))');
    projections.register({
      name: 'prueba-junto',
      eventTypes: [tipo],
      apply: async (tx, events) => {
        for (const e of events) {
          aplicadas.push(e.streamId);
          await tx.query("insert into prueba_stream_nueva values ($1, $2, 'apply')", [e.streamId, (e.data as { n: number }).n]);
        }
      },
      sentenciasDeStreamNueva: (events) =>
        events.map((e) => ({ sql: "insert into prueba_stream_nueva values ($1, $2, 'junto')", params: [e.streamId, (e.data as { n: number }).n] })),
    });
  });
  const filas = (id: string) => db.query<{ n: number; origen: string }>('select n, origen from prueba_stream_nueva where stream_id = $1 order by n', [id]);
  const evento = (n: number) => ({ type: tipo, data: { n }, metadata: { hotelId: 7 } });

  it("writes a new stream's projection and the caller's rows in the insert, and later appends through apply", async () => {
    const id = stream();
    const junto = [{ sql: "insert into prueba_stream_nueva values ($1, $2, 'llamador')", params: [id, 100] }];
    await inTransaction((tx) => conProyeccion.append(tx, id, [evento(1), evento(2)], { expectedVersion: 'no-stream', junto }));
    expect(aplicadas).not.toContain(id);
    await inTransaction((tx) => conProyeccion.append(tx, id, [evento(3)], { expectedVersion: 2 }));
    expect(aplicadas).toContain(id);
    expect(await filas(id)).toEqual([
      { n: 1, origen: 'junto' },
      { n: 2, origen: 'junto' },
      { n: 3, origen: 'apply' },
      { n: 100, origen: 'llamador' },
    ]);
  });

  it('writes neither the events nor any row when one of the writes fails', async () => {
    const id = stream();
    const repetida = [{ sql: "insert into prueba_stream_nueva values ($1, $2, 'llamador')", params: [id, 1] }];
    await expect(inTransaction((tx) => conProyeccion.append(tx, id, [evento(1)], { expectedVersion: 'no-stream', junto: repetida }))).rejects.toMatchObject({ code: '23505' });
    expect(await conProyeccion.readStream(db, id)).toEqual([]);
    expect(await filas(id)).toEqual([]);
  });

  it('writes nothing of the stream again for a command id already processed', async () => {
    const id = stream();
    const commandId = randomUUID();
    await inTransaction((tx) => conProyeccion.append(tx, id, [evento(1)], { expectedVersion: 'no-stream', commandId }));
    const again = await inTransaction((tx) =>
      conProyeccion.append(tx, `${id}-otra`, [evento(1)], { expectedVersion: 'no-stream', commandId, junto: [{ sql: "insert into prueba_stream_nueva values ($1, 9, 'llamador')", params: [id] }] }),
    );
    expect(again).toEqual({ nextExpectedVersion: 1, alreadyProcessed: true });
    expect(await filas(id)).toEqual([{ n: 1, origen: 'junto' }]);
    expect(await conProyeccion.readStream(db, `${id}-otra`)).toEqual([]);
  });

  it('refuses writes of its own for a stream that may exist', async () => {
    const id = stream();
    await expect(inTransaction((tx) => conProyeccion.append(tx, id, [evento(1)], { expectedVersion: 'any', junto: [{ sql: 'select 1', params: [] }] }))).rejects.toThrow('junto');
  });
});
