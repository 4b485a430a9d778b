import { Migration } from '@mikro-orm/migrations';
import { funcionEstadiaDelEvento } from './20261204100000-estadia-de-eventos.migration';

/**
 * Each event's span of nights becomes a column the append writes (`estadiaDelEvento`), and the
 * GiST index of the hotel at a past moment reads that column. The index on
 * `event_store.estadia_del_evento(data)` ran that plpgsql function twice per inserted event (its
 * predicate and its key): about 55 µs an event on this machine against 9 µs for the column, on
 * every write of every module. Its exception block also made it fail in a parallel scan ("cannot
 * start subtransactions during a parallel operation"). The events already stored get the span the
 * function gave them, once, serially; then the function goes.
 */
export class EstadiaEscritaMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table event_store.events add column estadia daterange;');
    this.addSql('set local max_parallel_workers_per_gather = 0;');
    this.addSql(`
      update event_store.events e set estadia = s.estadia
        from (select global_position, event_store.estadia_del_evento(data) as estadia from event_store.events) s
       where s.global_position = e.global_position and s.estadia is not null;`);
    this.addSql('drop index event_store.events_estadia;');
    this.addSql('create index events_estadia on event_store.events using gist (hotel_id, estadia) where estadia is not null;');
    this.addSql('drop function event_store.estadia_del_evento(jsonb);');
  }

  override async down(): Promise<void> {
    this.addSql('drop index event_store.events_estadia;');
    this.addSql(funcionEstadiaDelEvento('event_store.estadia_del_evento'));
    this.addSql(
      `create index events_estadia on event_store.events using gist (hotel_id, event_store.estadia_del_evento(data))
         where event_store.estadia_del_evento(data) is not null;`,
    );
    this.addSql('alter table event_store.events drop column estadia;');
  }
}
