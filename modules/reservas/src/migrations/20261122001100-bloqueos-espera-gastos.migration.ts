import { Migration } from '@mikro-orm/migrations';

export class BloqueosEsperaGastosMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table bloqueo (
        id serial primary key,
        hotel_id int not null,
        fecha date not null,
        noches int not null check (noches > 0),
        habitacion_id int not null,
        habitacion_nombre text not null
      );`);
    this.addSql('create index bloqueo_hotel_fecha on bloqueo (hotel_id, fecha);');
    this.addSql(`
      create table lista_espera (
        id serial primary key,
        hotel_id int not null,
        check_in date not null,
        check_out date not null,
        cliente_id int not null,
        cliente_nombre text not null,
        nombre_pax text null,
        cantidad_pasajeros int not null,
        cantidad_habitaciones int not null,
        habitaciones_preferencia text null,
        comentario text null,
        usuario text null
      );`);
    this.addSql('create index lista_espera_hotel on lista_espera (hotel_id, check_in);');
    this.addSql(`
      create table gasto (
        id serial primary key,
        hotel_id int not null,
        fecha date not null,
        concepto text not null,
        valor numeric(14, 2) not null,
        comentario text null
      );`);
    this.addSql('create index gasto_hotel_fecha on gasto (hotel_id, fecha);');
  }
}
