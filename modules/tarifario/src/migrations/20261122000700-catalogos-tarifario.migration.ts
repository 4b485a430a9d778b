import { Migration } from '@mikro-orm/migrations';

export class CatalogosTarifarioMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql('create table forma_pago (id serial primary key, hotel_id int not null, nombre text not null);');
    this.addSql('create index forma_pago_hotel on forma_pago (hotel_id);');
    this.addSql(`
      create table temporada (
        id serial primary key,
        hotel_id int not null,
        nombre text not null,
        fecha_inicial date not null,
        fecha_final date not null,
        constraint temporada_fechas check (fecha_final >= fecha_inicial)
      );`);
    this.addSql('create index temporada_hotel on temporada (hotel_id, fecha_inicial);');
  }
}
