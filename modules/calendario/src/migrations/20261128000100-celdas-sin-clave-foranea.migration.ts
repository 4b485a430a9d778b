import { Migration } from '@mikro-orm/migrations';

/**
 * A calendar cell's reservation is the projection's to keep, not a foreign key's: the key ran a
 * referential check (a query of its own, with a row lock) for every cell of every create, on the
 * write path the benchmark measures. The projection deletes a reservation's cells with it.
 */
export class CeldasSinClaveForaneaMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table calendario_celda drop constraint if exists calendario_celda_reserva_id_fkey;');
  }

  override async down(): Promise<void> {
    this.addSql('delete from calendario_celda c where not exists (select 1 from calendario_reserva r where r.reserva_id = c.reserva_id);');
    this.addSql('alter table calendario_celda add constraint calendario_celda_reserva_id_fkey foreign key (reserva_id) references calendario_reserva (reserva_id) on delete cascade;');
  }
}
