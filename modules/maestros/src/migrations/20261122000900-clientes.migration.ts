import { Migration } from '@mikro-orm/migrations';

export class ClientesMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table cliente (
        id serial primary key,
        hotel_id int not null,
        nombre text not null,
        giro_id int not null check (giro_id between 1 and 6),
        pais_id int not null references pais (id),
        ciudad text null,
        rut text null,
        pasaporte text null,
        email text null,
        telefono text null,
        contacto text null,
        direccion text null,
        creado_en timestamptz not null
      );`);
    this.addSql('create index cliente_hotel_id_giro_id_index on cliente (hotel_id, giro_id);');
  }
}
