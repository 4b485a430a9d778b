import { Migration } from '@mikro-orm/migrations';

/** Countries of spec section 9 with the currency a new hotel starts with. */
const PAISES: [number, string, string][] = [
  [8, 'Argentina', 'ARS'],
  [22, 'Bolivia', 'BOB'],
  [35, 'Chile', 'CLP'],
  [37, 'Colombia', 'COP'],
  [42, 'Costa Rica', 'CRC'],
  [48, 'Ecuador', 'USD'],
  [55, 'España', 'EUR'],
  [56, 'Estados Unidos', 'USD'],
  [69, 'Guatemala', 'GTQ'],
  [115, 'México', 'MXN'],
  [133, 'Panamá', 'USD'],
  [135, 'Paraguay', 'PYG'],
  [136, 'Perú', 'PEN'],
  [148, 'República Dominicana', 'DOP'],
  [184, 'Uruguay', 'UYU'],
  [187, 'Venezuela', 'VEF'],
];

export class MaestrosMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql('create table pais (id int primary key, nombre text not null, moneda_id text null);');
    const filas = PAISES.map(([id, nombre, moneda]) => `(${id}, '${nombre}', '${moneda}')`).join(', ');
    this.addSql(`insert into pais (id, nombre, moneda_id) values ${filas};`);
    this.addSql(`
      create table tipo_habitacion (
        id serial primary key,
        hotel_id int not null,
        nombre text not null,
        cantidad_pasajeros int not null default 1,
        cantidad_pasajeros_predeterminado int not null default 1
      );`);
    this.addSql('create index tipo_habitacion_hotel on tipo_habitacion (hotel_id);');
    this.addSql(`
      create table habitacion (
        id serial primary key,
        hotel_id int not null,
        nombre text not null,
        tipo_habitacion_id int not null references tipo_habitacion (id),
        comentario text null,
        orden int not null default 0
      );`);
    this.addSql('create index habitacion_hotel on habitacion (hotel_id, orden);');
  }
}
