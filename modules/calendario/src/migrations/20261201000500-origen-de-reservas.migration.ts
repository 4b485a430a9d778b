import { Migration } from '@mikro-orm/migrations';

/** A booking made on the hotel's booking page says «Web» on its bar; older rows are the front desk's. */
export class CalendarioOrigenMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table calendario_reserva add column if not exists origen text null;');
  }
}
