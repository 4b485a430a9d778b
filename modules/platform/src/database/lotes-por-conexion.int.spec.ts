import pg from 'pg';
import { startEmbeddedDatabase, type EmbeddedDatabase } from './embedded-database';

// Its own embedded database: many connections talking to one PGlite at once, through the patched
// queue (lotes-por-conexion.ts). This run has not been seen to fail without the patch on this
// machine; it guards that the patched queue still answers every connection with its own values.
let embebida: EmbeddedDatabase;

beforeAll(async () => {
  embebida = await startEmbeddedDatabase();
}, 60_000);
afterAll(() => embebida.stop());

describe('the embedded database with many connections at once', () => {
  it('answers each parameterised query with its own statement and values', async () => {
    const clientes = await Promise.all(
      Array.from({ length: 16 }, async () => {
        const c = new pg.Client({ connectionString: embebida.url });
        await c.connect();
        return c;
      }),
    );
    try {
      // Different statements, so a Bind run against another connection's Parse shows at once.
      const consultas = clientes.flatMap((c, k) =>
        Array.from({ length: 100 }, async (_, i) => {
          if (k % 2 === 0) {
            const { rows } = await c.query('select $1::int * 2 as doble, $2::text as quien', [i, `c${k}`]);
            return rows[0].doble === i * 2 && rows[0].quien === `c${k}`;
          }
          const { rows } = await c.query("select upper($1::text) as texto, 'fijo' as marca", [`x${k}-${i}`]);
          return rows[0].texto === `X${k}-${i}` && rows[0].marca === 'fijo';
        }),
      );
      const resultados = await Promise.all(consultas);
      expect(resultados.filter((ok) => !ok)).toEqual([]);
      expect(resultados).toHaveLength(1600);
    } finally {
      await Promise.all(clientes.map((c) => c.end()));
    }
  }, 60_000);
});
