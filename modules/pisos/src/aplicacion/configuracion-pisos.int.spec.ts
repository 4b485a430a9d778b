import pg from 'pg';
import { runMigrations, type SqlExecutor } from '@recepcion/platform';
import { pisosMigrations } from '../migrations';
import { guardarServicioDiario, hotelesConServicioPendiente, leerConfiguracionPisos, reclamarDiaDeServicio } from './configuracion-pisos.sql';

// The daily service's claim of a day, on whatever DATABASE_URL points at; two transactions at once
// only on PostgreSQL (PGlite serves one session at a time).
const url = process.env.DATABASE_URL as string;
const enPostgres = !process.env.RECEPCION_DB_EMBEBIDA;
let pool: pg.Pool;
const db: SqlExecutor = { query: async (sql, params) => (await pool.query(sql, params as unknown[])).rows };
// Hotels of their own, far from the ones the API tests sign up (removed afterwards).
const usados: number[] = [];
const hotel = () => {
  const id = 2_000_000_000 + Math.floor(Math.random() * 100_000_000);
  usados.push(id);
  return id;
};

async function transaccion(): Promise<{ tx: SqlExecutor; fin: (como: 'commit' | 'rollback') => Promise<void> }> {
  const client = await pool.connect();
  await client.query('begin');
  return {
    tx: { query: async (sql, params) => (await client.query(sql, params as unknown[])).rows },
    fin: async (como) => {
      await client.query(como);
      client.release();
    },
  };
}

beforeAll(async () => {
  await runMigrations(url, pisosMigrations);
  pool = new pg.Pool({ connectionString: url, max: 3 });
});
afterAll(async () => {
  await db.query('delete from piso_configuracion where hotel_id = any($1::int[])', [usados]);
  await pool.end();
});

describe('the daily service’s setting and its claim of a day', () => {
  it('turned on, counts today as done; saved on again, keeps the day owed; turned off, owes nothing', async () => {
    const id = hotel();
    expect(await leerConfiguracionPisos(db, id)).toBeNull();
    await guardarServicioDiario(db, id, true, '2040-05-10');
    expect(await leerConfiguracionPisos(db, id)).toEqual({ servicioDiario: true, aplicado: '2040-05-10' });
    // Done on the 10th: owed nowhere while UTC's day is the 9th; once it is the 10th, a zone
    // ahead of UTC may be on the 11th already (the scheduler reads each hotel's day in its zone).
    const ids = async (hoyUtc: string) => (await hotelesConServicioPendiente(db, hoyUtc)).map((h) => h.hotelId);
    expect(await ids('2040-05-09')).not.toContain(id);
    expect(await hotelesConServicioPendiente(db, '2040-05-10')).toContainEqual({ hotelId: id, aplicado: '2040-05-10' });
    await guardarServicioDiario(db, id, true, '2040-05-11');
    expect(await leerConfiguracionPisos(db, id)).toEqual({ servicioDiario: true, aplicado: '2040-05-10' });
    await guardarServicioDiario(db, id, false, '2040-05-11');
    expect(await ids('2040-05-12')).not.toContain(id);
    expect(await reclamarDiaDeServicio(db, id, '2040-05-12')).toBe(false);
  });

  it('gives a day to one claim: a later one finds it taken, the next day is free', async () => {
    const id = hotel();
    await guardarServicioDiario(db, id, true, '2040-05-10');
    expect(await reclamarDiaDeServicio(db, id, '2040-05-10')).toBe(false);
    expect(await reclamarDiaDeServicio(db, id, '2040-05-11')).toBe(true);
    expect(await reclamarDiaDeServicio(db, id, '2040-05-11')).toBe(false);
    // A clock behind does not take a day back.
    expect(await reclamarDiaDeServicio(db, id, '2040-05-09')).toBe(false);
    expect(await reclamarDiaDeServicio(db, id, '2040-05-12')).toBe(true);
  });

  (enPostgres ? it : it.skip)('makes a second claim at once wait for the first: taken if it commits, its own if it rolls back (PostgreSQL)', async () => {
    const id = hotel();
    await guardarServicioDiario(db, id, true, '2040-05-10');
    for (const [primero, segundoLoTiene] of [['rollback', true], ['commit', false]] as const) {
      const dia = primero === 'rollback' ? '2040-05-11' : '2040-05-12';
      const [t1, t2] = [await transaccion(), await transaccion()];
      expect(await reclamarDiaDeServicio(t1.tx, id, dia)).toBe(true);
      let resuelto = false;
      const segundo = reclamarDiaDeServicio(t2.tx, id, dia).finally(() => (resuelto = true));
      await new Promise((ok) => setTimeout(ok, 150));
      expect(resuelto).toBe(false);
      await t1.fin(primero);
      expect(await segundo).toBe(segundoLoTiene);
      await t2.fin('commit');
    }
    expect((await leerConfiguracionPisos(db, id))?.aplicado).toBe('2040-05-12');
  });
});
