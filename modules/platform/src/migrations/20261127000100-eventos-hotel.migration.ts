import { Migration } from '@mikro-orm/migrations';

/**
 * Every event row carries its hotel: tenancy checks and per-hotel reads without folding the
 * stream, and the distribution key of a sharded PostgreSQL (Citus). Written by every append from
 * the event's metadata; existing rows take the hotel their stream's first event names in its data
 * (a reservation's or a block's `hotelId`), else their own metadata's. Global streams keep null.
 */
export class EventosHotelMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table event_store.events add column hotel_id int;');
    this.addSql(`
      update event_store.events e
         set hotel_id = coalesce(
               (select case when f.data->>'hotelId' ~ '^[0-9]{1,9}$' then (f.data->>'hotelId')::int end
                  from event_store.events f where f.stream_id = e.stream_id and f.stream_version = 1),
               case when e.metadata->>'hotelId' ~ '^[0-9]{1,9}$' then (e.metadata->>'hotelId')::int end);`);
    // A hotel's events in order (its rebuild, its history) without reading the others'.
    this.addSql('create index events_hotel on event_store.events (hotel_id, global_position);');
  }

  override async down(): Promise<void> {
    this.addSql('drop index event_store.events_hotel;');
    this.addSql('alter table event_store.events drop column hotel_id;');
  }
}
