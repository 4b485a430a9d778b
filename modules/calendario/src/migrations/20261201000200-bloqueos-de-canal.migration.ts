import { Migration } from '@mikro-orm/migrations';

/** A block imported from a channel shows the channel's name on the calendar; older rows are Recepción's own blocks. */
export class CalendarioBloqueosDeCanalMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table calendario_bloqueo add column canal text null;');
  }
}
