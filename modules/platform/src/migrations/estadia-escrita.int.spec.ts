import pg from 'pg';
import { startEmbeddedDatabase } from '../database/embedded-database';
import { runMigrations } from '../database/run-migrations';
import { estadiaDelEvento } from '../event-store/estadia-del-evento';
import { platformMigrations } from './index';

const ANTES = platformMigrations.findIndex((m) => m.name === '20261207100000-estadia-escrita');

/** Events of every shape the span is read from, and some it must leave out. */
const DATOS: unknown[] = [
  { id: 1, hotelId: 4, general: { CheckIn: '2026-12-01', CheckOut: '2026-12-04' }, habitaciones: [{ CheckIn: '2026-12-01', CheckOut: '2026-12-03' }, { CheckIn: '2026-12-02', CheckOut: '2026-12-06' }] },
  { linea: { CheckIn: '2027-01-10', CheckOut: '2027-01-12' } },
  { id: 9, fecha: '2026-12-30', noches: 3 },
  { fecha: '2026-12-30', noches: '2' },
  { general: { CheckIn: '2026-12-05', CheckOut: '2026-12-01' } },
  { general: { CheckIn: '2026-12-01' } },
  { estadoId: 3 },
  { habitaciones: 'x', linea: [1], general: null },
  { general: { CheckIn: '2026-02-30', CheckOut: '2026-03-02' } },
  { general: { CheckIn: '1-12-2026', CheckOut: '2026-12-03' } },
  { general: { CheckIn: '2026-12-01', CheckOut: '3-12-2026' } },
  { fecha: '2026-12-01', noches: 123456 },
  [{ CheckIn: '2026-12-01' }],
];

// On its own in-memory database: the migration meets events written before it.
describe('migration 20261207100000-estadia-escrita', () => {
  it("gives stored events the span the dropped function gave them, the same the append's estadiaDelEvento writes", async () => {
    const db = await startEmbeddedDatabase();
    const client = new pg.Client({ connectionString: db.url });
    try {
      await runMigrations(db.url, platformMigrations.slice(0, ANTES));
      await client.connect();
      for (const [i, data] of DATOS.entries()) {
        await client.query(`insert into event_store.events (stream_id, stream_version, type, data, metadata, hotel_id) values ($1, 1, 'Prueba', $2, '{}', 4)`, [`prueba-${i}`, JSON.stringify(data)]);
      }
      await runMigrations(db.url, platformMigrations);
      const { rows } = await client.query<{ estadia: string | null }>('select estadia::text from event_store.events order by global_position');
      const canonica = (rango: string | null) => rango && rango.replace(/\]$/, ')').replace(/,(\d{4}-\d{2}-\d{2})\)$/, (_, fin: string) => `,${new Date(Date.parse(fin) + 86_400_000).toISOString().slice(0, 10)})`);
      expect(rows.map((r) => r.estadia)).toEqual(DATOS.map((d) => canonica(estadiaDelEvento(d))));
      expect(rows.filter((r) => r.estadia !== null)).toHaveLength(7);
      const { rows: indice } = await client.query(`select indexdef from pg_indexes where schemaname = 'event_store' and indexname = 'events_estadia'`);
      expect(indice[0].indexdef).toContain('(hotel_id, estadia) WHERE (estadia IS NOT NULL)');
    } finally {
      await client.end().catch(() => undefined);
      await db.stop();
    }
  }, 180_000);
});
