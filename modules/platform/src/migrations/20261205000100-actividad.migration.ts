import { Migration } from '@mikro-orm/migrations';

/**
 * The hotel's activity log for what is not an event (master data, price lists, users, settings,
 * closes, operators' accesses): one row per change, written by `registrarActividad` in the
 * transaction of the change itself, so a rolled back change leaves no row. Reservations and blocks
 * are read from their events instead.
 */
export class ActividadMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table actividad (
        id bigserial primary key,
        hotel_id int not null,
        fecha timestamptz not null,
        usuario_id int null,
        tipo text not null,
        entidad text not null,
        entidad_id int null,
        descripcion text not null
      );`);
    this.addSql('create index actividad_hotel_fecha on actividad (hotel_id, fecha desc, id desc);');
  }

  override async down(): Promise<void> {
    this.addSql('drop table actividad;');
  }
}
