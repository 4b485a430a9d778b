import { Migration } from '@mikro-orm/migrations';

export class ReservasMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql('create sequence reserva_id_seq;');
    // Read model of a reservation, written in the same transaction as its events.
    this.addSql(`
      create table reserva (
        id int primary key,
        hotel_id int not null,
        version int not null,
        estado_id int not null,
        check_in date not null,
        check_out date not null,
        cliente_id int not null,
        cliente_nombre text not null,
        nombre_grupo text null,
        cantidad_pasajeros int not null,
        moneda_id text not null,
        total numeric(14, 2) not null,
        comentario text null,
        eliminada boolean not null default false,
        creada_en timestamptz not null,
        modificada_en timestamptz not null,
        datos jsonb not null
      );`);
    this.addSql('create index reserva_hotel_fechas on reserva (hotel_id, check_in, check_out) where not eliminada;');
    // Who occupies which room on which nights. The exclusion constraint makes a double booking
    // impossible, whatever the race; room blocks write here too.
    this.addSql(`
      create table ocupacion (
        id bigserial primary key,
        hotel_id int not null,
        habitacion_id int not null,
        estadia daterange not null,
        origen text not null,
        origen_id int not null,
        linea_id int null,
        constraint ocupacion_sin_solape exclude using gist (hotel_id with =, habitacion_id with =, estadia with &&)
      );`);
    this.addSql('create index ocupacion_origen on ocupacion (origen, origen_id);');
  }
}
