import { Migration } from '@mikro-orm/migrations';

/**
 * The calendar's read model, fed by reservation and block events (see projections/): one row per
 * reservation (what a cell shows) and one per room line, blocks apart. A month for 80 rooms is one
 * GiST-indexed query over `calendario_celda.estadia`.
 */
export class CalendarioMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table calendario_reserva (
        reserva_id int primary key,
        hotel_id int not null,
        estado_id int not null,
        cliente text not null,
        nombre_grupo text,
        pasajeros_totales int not null,
        importante boolean not null,
        check_in date not null,
        check_out date not null
      );`);
    this.addSql('create index calendario_reserva_hotel_fechas on calendario_reserva (hotel_id, check_in);');
    this.addSql(`
      create table calendario_celda (
        reserva_id int not null references calendario_reserva (reserva_id) on delete cascade,
        linea_id int not null,
        hotel_id int not null,
        habitacion_id int not null,
        tipo_habitacion_id int not null,
        pasajeros int not null,
        estadia daterange not null,
        primary key (reserva_id, linea_id)
      );`);
    this.addSql('create index calendario_celda_hotel_estadia on calendario_celda using gist (hotel_id, estadia);');
    this.addSql(`
      create table calendario_bloqueo (
        bloqueo_id int primary key,
        hotel_id int not null,
        habitacion_id int not null,
        estadia daterange not null
      );`);
    this.addSql('create index calendario_bloqueo_hotel_estadia on calendario_bloqueo using gist (hotel_id, estadia);');
  }
}
