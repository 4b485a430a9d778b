import { Migration } from '@mikro-orm/migrations';

export class CatalogosMaestrosMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table grupo_servicio (
        id serial primary key,
        hotel_id int not null,
        nombre text not null,
        id_contacto_master int null,
        comentario text null
      );`);
    this.addSql('create index grupo_servicio_hotel on grupo_servicio (hotel_id);');
    this.addSql(`
      create table cargo (
        id serial primary key,
        hotel_id int not null,
        nombre text not null,
        tipo_cargo_id int not null references grupo_servicio (id),
        comentario text null
      );`);
    this.addSql('create index cargo_hotel on cargo (hotel_id);');
    this.addSql(`
      create table regimen (
        id serial primary key,
        hotel_id int not null,
        nombre text not null,
        comentario text null
      );`);
    this.addSql('create index regimen_hotel on regimen (hotel_id);');
  }
}
