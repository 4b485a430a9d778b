import { Migration } from '@mikro-orm/migrations';

/** A block imported from a channel shows the channel's name on the calendar; older rows are Recepción's own blocks. */
export class CalendarioBloqueosDeCanalMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table calendario_bloqueo add column canal text null;');
    // A booking made on the hotel's booking page says «Web» on its bar.
    this.addSql('alter table calendario_reserva add column origen text null;');
  }
}
