import { Migration } from '@mikro-orm/migrations';

/** A period out of order (housekeeping) is a block with its reason: it occupies the room like any block. */
export class FueraDeServicioMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table bloqueo add column if not exists motivo_fuera_servicio text null;');
  }
}
