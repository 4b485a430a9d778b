import { Migration } from '@mikro-orm/migrations';

export class ServicioDiarioMigration extends Migration {
  override async up(): Promise<void> {
    // A hotel's housekeeping settings; no row is the defaults (no daily service). `servicio_aplicado`
    // is the last day whose service was done: the process that moves it forward, in the transaction
    // that records the rooms' changes, is the only one that does that day's service.
    this.addSql(`
      create table piso_configuracion (
        hotel_id int primary key,
        servicio_diario boolean not null default false,
        servicio_aplicado date null
      );`);
  }
}
