import { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { detectKind, type DatabaseConnection } from './database-connection';
import { createOrmOptions } from './orm-options';
import { sqlExecutor } from './sql-executor';
import { transaccionDirecta } from './transaccion-directa';

// On whatever DATABASE_URL points at (PGlite by default, PostgreSQL in CI), through a pool of one
// connection: every statement below meets the statements the others prepared.
const url = process.env.DATABASE_URL as string;
let orm: MikroORM;
let em: EntityManager;
let base: Pick<DatabaseConnection, 'kind' | 'url'>;

beforeAll(async () => {
  base = { kind: await detectKind(url), url };
  orm = await MikroORM.init(createOrmOptions(url, [], { entities: [], pool: { min: 0, max: 1 } }));
  em = orm.em.fork() as EntityManager;
});
afterAll(() => orm.close(true));

const preparadas = (texto: string) => sqlExecutor(em).query<{ n: number }>('select count(*)::int as n from pg_prepared_statements where statement = $1', [texto]);

describe('sqlExecutor', () => {
  (process.env.RECEPCION_DB_EMBEBIDA ? it.skip : it)('on PostgreSQL, given the database, prepares a text once on its connection and binds it afterwards', async () => {
    const texto = 'select $1::int + 1 as n /* sqlExecutor preparada */';
    const lectura = sqlExecutor(em, base);
    expect(await lectura.query(texto, [1])).toEqual([{ n: 2 }]);
    expect(await lectura.query(texto, [41])).toEqual([{ n: 42 }]);
    expect(await preparadas(texto)).toEqual([{ n: 1 }]);
    // A direct transaction on that connection finds the same text under the same name.
    expect(await transaccionDirecta(em, base, (tx) => tx.queryYConfirmar(texto, [9]))).toEqual([{ n: 10 }]);
    expect(await preparadas(texto)).toEqual([{ n: 1 }]);
  });

  it('prepares nothing without the database, nor on PGlite, whose one session every connection shares', async () => {
    const texto = 'select $1::int * 2 as n /* sqlExecutor sin nombre */';
    expect(await sqlExecutor(em).query(texto, [21])).toEqual([{ n: 42 }]);
    expect(await sqlExecutor(em, { kind: 'pglite' }).query(texto, [4])).toEqual([{ n: 8 }]);
    expect(await preparadas(texto)).toEqual([{ n: 0 }]);
  });
});
