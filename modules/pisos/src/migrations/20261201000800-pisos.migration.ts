import { Migration } from '@mikro-orm/migrations';

export class PisosMigration extends Migration {
  override async up(): Promise<void> {
    // Each room's housekeeping state, the read model of its stream `piso-<habitacionId>`. A room
    // without a row has never changed: it is clean.
    this.addSql(`
      create table piso_estado (
        habitacion_id int primary key,
        hotel_id int not null,
        estado text not null,
        cambiado_en timestamptz not null
      );`);
    this.addSql('create index piso_estado_hotel on piso_estado (hotel_id);');
  }
}
