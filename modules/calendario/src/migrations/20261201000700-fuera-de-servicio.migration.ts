import { Migration } from '@mikro-orm/migrations';

/** A period out of order shows «Fuera de servicio» and its reason on the calendar. */
export class CalendarioFueraDeServicioMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table calendario_bloqueo add column if not exists fuera_servicio text null;');
  }
}
