import { Migration } from '@mikro-orm/migrations';

/**
 * Room blocks now publish events (streams `bloqueo-<id>`) that the calendar follows. Blocks
 * saved before that get their `BloqueoGuardado` here, so the calendar's read model sees them.
 */
export class EventosBloqueosMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      insert into event_store.events (stream_id, stream_version, type, data, metadata)
      select 'bloqueo-' || b.id, 1, 'BloqueoGuardado',
             jsonb_build_object('id', b.id, 'hotelId', b.hotel_id, 'habitacionId', b.habitacion_id, 'fecha', to_char(b.fecha, 'YYYY-MM-DD'), 'noches', b.noches),
             jsonb_build_object('hotelId', b.hotel_id)
        from bloqueo b
       where not exists (select 1 from event_store.events e where e.stream_id = 'bloqueo-' || b.id)
       order by b.id;`);
  }
}
