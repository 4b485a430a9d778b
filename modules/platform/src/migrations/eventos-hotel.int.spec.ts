import pg from 'pg';
import { startEmbeddedDatabase } from '../database/embedded-database';
import { runMigrations } from '../database/run-migrations';
import { platformMigrations } from './index';

// On its own in-memory database: the migration must meet rows written before it.
describe('migration 20261127000100-eventos-hotel', () => {
  it("gives existing rows their stream's hotel (from its first event's data, else their metadata), global streams none", async () => {
    const db = await startEmbeddedDatabase();
    const client = new pg.Client({ connectionString: db.url });
    try {
      await runMigrations(db.url, platformMigrations.slice(0, 1));
      await client.connect();
      await client.query(
        `insert into event_store.events (stream_id, stream_version, type, data, metadata) values
           ('reserva-1', 1, 'ReservaCreada', '{"id": 1, "hotelId": 4}', '{}'),
           ('reserva-1', 2, 'EstadoCambiado', '{"a": 2}', '{"hotelId": 4}'),
           ('bloqueo-9', 1, 'BloqueoGuardado', '{"id": 9}', '{"hotelId": 5}'),
           ('pais-1', 1, 'PaisGuardado', '{"nombre": "Chile"}', '{}')`,
      );
      await runMigrations(db.url, platformMigrations);
      const { rows } = await client.query('select stream_id, stream_version, hotel_id from event_store.events order by global_position');
      expect(rows).toEqual([
        { stream_id: 'reserva-1', stream_version: 1, hotel_id: 4 },
        { stream_id: 'reserva-1', stream_version: 2, hotel_id: 4 },
        { stream_id: 'bloqueo-9', stream_version: 1, hotel_id: 5 },
        { stream_id: 'pais-1', stream_version: 1, hotel_id: null },
      ]);
    } finally {
      await client.end().catch(() => undefined);
      await db.stop();
    }
  });
});
