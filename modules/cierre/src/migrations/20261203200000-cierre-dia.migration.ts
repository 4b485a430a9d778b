import { Migration } from '@mikro-orm/migrations';

/**
 * The day's close. `cierre_dia`: each close of a date (a version; who and when) and its
 * reopening. `cierre_dia_cifras`: the version's snapshot, written once and never changed.
 * `cierre_hotel`: the first date of the hotel's closed run (reopening it leaves none closed).
 */
export class CierreDiaMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table cierre_dia (
        hotel_id int not null,
        fecha date not null,
        version int not null,
        cerrado_por int null,
        cerrado_en timestamptz not null,
        reabierto_por int null,
        reabierto_en timestamptz null,
        primary key (hotel_id, fecha, version)
      );`);
    this.addSql(`
      create table cierre_dia_cifras (
        hotel_id int not null,
        fecha date not null,
        version int not null,
        cifras jsonb not null,
        calculado_en timestamptz not null,
        primary key (hotel_id, fecha, version),
        foreign key (hotel_id, fecha, version) references cierre_dia (hotel_id, fecha, version)
      );`);
    this.addSql(`
      create table cierre_hotel (
        hotel_id int primary key,
        primera_fecha date not null
      );`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table cierre_hotel;');
    this.addSql('drop table cierre_dia_cifras;');
    this.addSql('drop table cierre_dia;');
  }
}
