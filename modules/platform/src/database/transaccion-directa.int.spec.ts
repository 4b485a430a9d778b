import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { detectKind, type DatabaseConnection } from './database-connection';
import { startEmbeddedDatabase } from './embedded-database';
import { createOrmOptions } from './orm-options';
import { escribirSentencias } from './sentencias';
import { transaccionDirecta } from './transaccion-directa';

// On whatever DATABASE_URL points at (PGlite by default, PostgreSQL in CI), through the ORM's pool.
const url = process.env.DATABASE_URL as string;
const tabla = `prueba_directa_${randomUUID().replaceAll('-', '').slice(0, 10)}`;
let orm: MikroORM;
let em: EntityManager;
let base: Pick<DatabaseConnection, 'kind' | 'url'>;

beforeAll(async () => {
  base = { kind: await detectKind(url), url };
  orm = await MikroORM.init(createOrmOptions(url, [], { entities: [] }));
  em = orm.em.fork() as EntityManager;
  await em.getConnection().execute(`create table ${tabla} (n int primary key)`);
});
afterAll(async () => {
  await em.getConnection().execute(`drop table if exists ${tabla}`);
  await orm.close(true);
});

const filas = async () => (await em.getConnection().execute<{ n: number }[]>(`select n from ${tabla} order by n`)).map((f) => f.n);
const insertar = (n: number): [string, unknown[]] => [`insert into ${tabla} (n) values ($1) returning n`, [n]];

describe('transaccionDirecta', () => {
  it('commits the statements of the work, and with the last one when it says so; answers their rows', async () => {
    const devueltas = await transaccionDirecta(em, base, async (tx) => {
      const [a] = await tx.query<{ n: number }>(...insertar(1));
      const [b] = await tx.query<{ n: number }>(...insertar(2));
      const [c] = await tx.queryYConfirmar<{ n: number }>(...insertar(3));
      return [a.n, b.n, c.n];
    });
    expect(devueltas).toEqual([1, 2, 3]);
    await transaccionDirecta(em, base, (tx) => tx.query(...insertar(4)));
    expect(await filas()).toEqual([1, 2, 3, 4]);
  });

  it('writes nothing when the last statement fails, nor when the work fails after a statement', async () => {
    const repetida = transaccionDirecta(em, base, async (tx) => {
      await tx.query(...insertar(10));
      return tx.queryYConfirmar(...insertar(1));
    });
    await expect(repetida).rejects.toMatchObject({ code: '23505' });
    const rota = transaccionDirecta(em, base, async (tx) => {
      await tx.query(...insertar(11));
      throw new Error('el trabajo falló');
    });
    await expect(rota).rejects.toThrow('el trabajo falló');
    const primeraRota = transaccionDirecta(em, base, (tx) => tx.queryYConfirmar(...insertar(2)));
    await expect(primeraRota).rejects.toMatchObject({ code: '23505' });
    expect(await filas()).toEqual([1, 2, 3, 4]);
    // The connection went back to the pool usable.
    await transaccionDirecta(em, base, (tx) => tx.queryYConfirmar(...insertar(5)));
    expect(await filas()).toEqual([1, 2, 3, 4, 5]);
  });

  it('sends the statements it holds for the next call with that call, in order; their failure is its failure', async () => {
    const vistas = await transaccionDirecta(em, base, async (tx) => {
      tx.conLaSiguiente(...insertar(30));
      tx.conLaSiguiente(...insertar(31));
      // The held ones ran first: this statement sees them.
      const [{ n }] = await tx.queryYConfirmar<{ n: number }>(`select count(*)::int as n from ${tabla} where n in (30, 31)`);
      return n;
    });
    expect(vistas).toBe(2);
    await transaccionDirecta(em, base, async (tx) => {
      tx.conLaSiguiente(...insertar(32));
    });
    expect(await filas()).toEqual(expect.arrayContaining([30, 31, 32]));
    // A held statement that fails fails the call it went with, and nothing of the transaction stays.
    const conRepetida = transaccionDirecta(em, base, async (tx) => {
      tx.conLaSiguiente(...insertar(30));
      return tx.queryYConfirmar(...insertar(33));
    });
    await expect(conRepetida).rejects.toMatchObject({ code: '23505' });
    const alFinal = transaccionDirecta(em, base, async (tx) => {
      await tx.query(...insertar(34));
      tx.conLaSiguiente(...insertar(31));
    });
    await expect(alFinal).rejects.toMatchObject({ code: '23505' });
    expect(await filas()).not.toEqual(expect.arrayContaining([33]));
    expect(await filas()).not.toEqual(expect.arrayContaining([34]));
  });

  it('sends the alConfirmar statements with the COMMIT and answers their rows once it commits, or why it did not', async () => {
    let confirmada: Promise<{ n: number }[]> | undefined;
    await transaccionDirecta(em, base, async (tx) => {
      confirmada = tx.alConfirmar<{ n: number }>(`select count(*)::int as n from ${tabla} where n in (40, 41)`);
      tx.conLaSiguiente(...insertar(40));
      await tx.queryYConfirmar(...insertar(41));
    });
    // After the last statement: it saw both rows.
    expect(await confirmada).toEqual([{ n: 2 }]);
    // At the end of the work, without queryYConfirmar: with the COMMIT.
    // (Held in an object: a work that returned the promise itself would wait for its own commit.)
    const alTerminar = await transaccionDirecta(em, base, async (tx) => {
      await tx.query(...insertar(42));
      return { filas: tx.alConfirmar<{ n: number }>(...insertar(43)) };
    });
    expect(await alTerminar.filas).toEqual([{ n: 43 }]);
    // A failed transaction rejects it, and a work that throws too.
    let fallida: Promise<unknown> | undefined;
    await expect(
      transaccionDirecta(em, base, async (tx) => {
        fallida = tx.alConfirmar(...insertar(44));
        return tx.queryYConfirmar(...insertar(40));
      }),
    ).rejects.toMatchObject({ code: '23505' });
    await expect(fallida).rejects.toMatchObject({ code: '23505' });
    let abandonada: Promise<unknown> | undefined;
    await expect(
      transaccionDirecta(em, base, async (tx) => {
        abandonada = tx.alConfirmar(...insertar(45));
        throw new Error('el trabajo falló');
      }),
    ).rejects.toThrow('el trabajo falló');
    await expect(abandonada).rejects.toThrow('el trabajo falló');
    expect(await filas()).toEqual(expect.arrayContaining([40, 41, 42, 43]));
    expect(await filas()).not.toEqual(expect.arrayContaining([44]));
    expect(await filas()).not.toEqual(expect.arrayContaining([45]));
  });

  it('refuses a statement after the commit', async () => {
    await expect(
      transaccionDirecta(em, base, async (tx) => {
        await tx.queryYConfirmar(...insertar(20));
        await tx.query(...insertar(21));
      }),
    ).rejects.toThrow('ya terminó');
    expect(await filas()).toContain(20);
    expect(await filas()).not.toContain(21);
  });

  (process.env.RECEPCION_DB_EMBEBIDA ? it.skip : it)('on PostgreSQL, once its statements are prepared, a transaction sent whole is one implicit transaction: all or nothing', async () => {
    const insercion = `insert into ${tabla} (n) values ($1)`;
    const lectura = `select (select xmin from ${tabla} where n = $1) = pg_current_xact_id()::text::xid as misma, (select count(*)::int from ${tabla} where n = $1) as vistas`;
    const entera = (n: number) =>
      transaccionDirecta(em, base, async (tx) => {
        tx.conLaSiguiente(insercion, [n]);
        return tx.queryYConfirmar<{ misma: boolean; vistas: number }>(lectura, [n]);
      });
    // Every pooled connection prepares the two texts (BEGIN ... COMMIT) before the rest go whole.
    for (let i = 0; i < 8; i++) await entera(100 + i);
    // The second statement sees the first one's row as written by its own transaction.
    expect(await entera(110)).toEqual([{ misma: true, vistas: 1 }]);
    // A failure in the second statement undoes the first one.
    const fallida = transaccionDirecta(em, base, async (tx) => {
      tx.conLaSiguiente(insercion, [111]);
      return tx.queryYConfirmar(insercion, [110]);
    });
    await expect(fallida).rejects.toMatchObject({ code: '23505' });
    expect(await filas()).not.toContain(111);
    expect(await entera(112)).toEqual([{ misma: true, vistas: 1 }]);
  });

  (process.env.RECEPCION_DB_EMBEBIDA ? it.skip : it)('on PostgreSQL prepares each text once per connection and binds it afterwards', async () => {
    const texto = `select count(*)::int as n from ${tabla} where n > $1`;
    const preparadas = () =>
      transaccionDirecta(em, base, async (tx) => {
        await tx.query(texto, [0]);
        return tx.query<{ statement: string }>('select statement from pg_prepared_statements where statement = $1', [texto]);
      });
    expect(await preparadas()).toHaveLength(1);
    expect(await preparadas()).toHaveLength(1);
  });

  it('holds the writes escribirSentencias gives it for the COMMIT: one round trip, and a failure among them leaves nothing', async () => {
    const sentencia = (n: number) => ({ sql: `insert into ${tabla} (n) values ($1)`, params: [n] });
    let enviadasAntesDelFin = 0;
    await transaccionDirecta(em, base, async (tx) => {
      const query = tx.query.bind(tx);
      tx.query = (...args) => {
        enviadasAntesDelFin++;
        return query(...args);
      };
      await escribirSentencias(tx, [sentencia(60), sentencia(61)]);
    });
    expect(enviadasAntesDelFin).toBe(0);
    expect(await filas()).toEqual(expect.arrayContaining([60, 61]));
    const repetida = transaccionDirecta(em, base, (tx) => escribirSentencias(tx, [sentencia(62), sentencia(60)]));
    await expect(repetida).rejects.toMatchObject({ code: '23505' });
    expect(await filas()).not.toContain(62);
  });

  it('hands the connection it finished with to a transaction starting in the same turn, and gives it back to the pool at the turn\'s end', async () => {
    const pid = 'select pg_backend_pid() as pid';
    const usadas = () => (em.getConnection().getKnex().client as { pool: { numUsed(): number } }).pool.numUsed();
    const [primera] = await transaccionDirecta(em, base, (tx) => tx.queryYConfirmar<{ pid: number }>(pid));
    // Still this turn: the next one takes that same connection, without asking the pool.
    const [segunda] = await transaccionDirecta(em, base, (tx) => tx.queryYConfirmar<{ pid: number }>(pid));
    expect(segunda.pid).toBe(primera.pid);
    expect(usadas()).toBe(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(usadas()).toBe(0);
    // A failed one never keeps its connection.
    await expect(transaccionDirecta(em, base, (tx) => tx.queryYConfirmar(...insertar(1)))).rejects.toMatchObject({ code: '23505' });
    expect(usadas()).toBe(0);
  });
});

describe('transaccionDirecta on the PGlite this process started', () => {
  it('prepares each text once for the one session all its connections share, however many use it at once', async () => {
    const embebida = await startEmbeddedDatabase();
    const propia = await MikroORM.init(createOrmOptions(embebida.url, [], { entities: [] }));
    try {
      const emPropia = propia.em.fork() as EntityManager;
      await emPropia.getConnection().execute('create table prueba (n int primary key)');
      const conexion = { kind: 'pglite' as const, url: embebida.url, enEsteProceso: true };
      const texto = 'insert into prueba (n) values ($1) returning n';
      // Every pooled connection open first: the inserts below then go out at the same moment.
      await Promise.all(Array.from({ length: 10 }, () => transaccionDirecta(emPropia, conexion, (tx) => tx.queryYConfirmar('select pg_sleep(0.05)'))));
      const hechas = await Promise.all(
        Array.from({ length: 30 }, (_, i) => transaccionDirecta(emPropia, conexion, async (tx) => (await tx.queryYConfirmar<{ n: number }>(texto, [i]))[0].n)),
      );
      expect(hechas.sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i));
      // A failed statement leaves its name usable.
      await expect(transaccionDirecta(emPropia, conexion, (tx) => tx.queryYConfirmar(texto, [0]))).rejects.toMatchObject({ code: '23505' });
      await transaccionDirecta(emPropia, conexion, (tx) => tx.queryYConfirmar(texto, [30]));
      const preparadas = await emPropia.getConnection().execute<{ n: number }[]>('select count(*)::int as n from pg_prepared_statements where statement = ?', [texto]);
      expect(preparadas[0].n).toBe(1);
    } finally {
      await propia.close(true);
      await embebida.stop();
    }
    // A PGlite of its own starts from initdb: some seconds on a quiet machine, over a minute on a busy one.
  }, 180_000);
});
