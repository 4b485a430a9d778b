import { Migration } from '@mikro-orm/migrations';

/** Currencies of the countries in spec section 9; Centavos per ISO 4217 minor units. */
const MONEDAS: [string, string, boolean][] = [
  ['ARS', 'Peso argentino', true],
  ['BOB', 'Boliviano', true],
  ['CLP', 'Peso chileno', false],
  ['COP', 'Peso colombiano', true],
  ['CRC', 'Colón costarricense', true],
  ['USD', 'Dólar estadounidense', true],
  ['EUR', 'Euro', true],
  ['GTQ', 'Quetzal', true],
  ['MXN', 'Peso mexicano', true],
  ['PYG', 'Guaraní', false],
  ['PEN', 'Sol', true],
  ['DOP', 'Peso dominicano', true],
  ['UYU', 'Peso uruguayo', true],
  ['VEF', 'Bolívar', true],
];

export class TarifarioMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql('create table moneda (id text primary key, nombre text not null, centavos boolean not null default true);');
    const filas = MONEDAS.map(([id, nombre, centavos]) => `('${id}', '${nombre}', ${centavos})`).join(', ');
    this.addSql(`insert into moneda (id, nombre, centavos) values ${filas};`);
    this.addSql(`
      create table hotel_moneda (
        id serial primary key,
        hotel_id int not null,
        moneda_id text not null references moneda (id),
        factor numeric(18, 6) not null default 0,
        constraint hotel_moneda_unica unique (hotel_id, moneda_id)
      );`);
    this.addSql(`
      create table tipo_impuesto (
        id serial primary key,
        hotel_id int not null,
        nombre text not null,
        porcentaje numeric(5, 2) not null,
        sys boolean not null default false
      );`);
    this.addSql('create index tipo_impuesto_hotel on tipo_impuesto (hotel_id);');
  }
}
