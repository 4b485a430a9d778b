import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { detectKind, type DatabaseKind } from './database-connection';
import { createOrmOptions } from './orm-options';
import { transaccionDirecta } from './transaccion-directa';

// On whatever DATABASE_URL points at (PGlite by default, PostgreSQL in CI), through the ORM's pool.
const url = process.env.DATABASE_URL as string;
const tabla = `prueba_directa_${randomUUID().replaceAll('-', '').slice(0, 10)}`;
let orm: MikroORM;
let em: EntityManager;
let kind: DatabaseKind;

beforeAll(async () => {
  kind = await detectKind(url);
  orm = await MikroORM.init(createOrmOptions(url, [], { entities: [] }));
  em = orm.em.fork() as EntityManager;
  await em.getConnection().execute(`create table ${tabla} (n int primary key)`);
});
afterAll(async () => {
  await em.getConnection().execute(`drop table if exists ${tabla}`);
  await orm.close(true);
});

const filas = async () => (await em.getConnection().execute<{ n: number }[]>(`select n from ${tabla} order by n`)).map((f) => f.n);
const insertar = (n: number) => [`insert into ${tabla} (n) values ($1) returning n`, [n]] as const;

describe('transaccionDirecta', () => {
  it('commits the statements of the work, and with the last one when it says so; answers their rows', async () => {
    const devueltas = await transaccionDirecta(em, kind, async (tx) => {
      const [a] = await tx.query<{ n: number }>(...insertar(1));
      const [b] = await tx.query<{ n: number }>(...insertar(2));
      const [c] = await tx.queryYConfirmar!<{ n: number }>(...insertar(3));
      return [a.n, b.n, c.n];
    });
    expect(devueltas).toEqual([1, 2, 3]);
    await transaccionDirecta(em, kind, (tx) => tx.query(...insertar(4)));
    expect(await filas()).toEqual([1, 2, 3, 4]);
  });

  it('writes nothing when the last statement fails, nor when the work fails after a statement', async () => {
    const repetida = transaccionDirecta(em, kind, async (tx) => {
      await tx.query(...insertar(10));
      return tx.queryYConfirmar!(...insertar(1));
    });
    await expect(repetida).rejects.toMatchObject({ code: '23505' });
    const rota = transaccionDirecta(em, kind, async (tx) => {
      await tx.query(...insertar(11));
      throw new Error('el trabajo falló');
    });
    await expect(rota).rejects.toThrow('el trabajo falló');
    const primeraRota = transaccionDirecta(em, kind, (tx) => tx.queryYConfirmar!(...insertar(2)));
    await expect(primeraRota).rejects.toMatchObject({ code: '23505' });
    expect(await filas()).toEqual([1, 2, 3, 4]);
    // The connection went back to the pool usable.
    await transaccionDirecta(em, kind, (tx) => tx.queryYConfirmar!(...insertar(5)));
    expect(await filas()).toEqual([1, 2, 3, 4, 5]);
  });

  it('refuses a statement after the commit', async () => {
    await expect(
      transaccionDirecta(em, kind, async (tx) => {
        await tx.queryYConfirmar!(...insertar(20));
        await tx.query(...insertar(21));
      }),
    ).rejects.toThrow('ya terminó');
    expect(await filas()).toContain(20);
    expect(await filas()).not.toContain(21);
  });

  (process.env.RECEPCION_DB_EMBEBIDA ? it.skip : it)('on PostgreSQL prepares each text once per connection and binds it afterwards', async () => {
    const texto = `select count(*)::int as n from ${tabla} where n > $1`;
    const preparadas = () =>
      transaccionDirecta(em, kind, async (tx) => {
        await tx.query(texto, [0]);
        return tx.query<{ statement: string }>('select statement from pg_prepared_statements where statement = $1', [texto]);
      });
    expect(await preparadas()).toHaveLength(1);
    expect(await preparadas()).toHaveLength(1);
  });
});
