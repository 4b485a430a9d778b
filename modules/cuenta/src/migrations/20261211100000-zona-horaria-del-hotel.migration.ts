import { Migration } from '@mikro-orm/migrations';

/**
 * The hotel's time zone (`America/Santiago`): its day (the close, check-in, housekeeping's daily
 * service, the booking page's dates) turns at its own midnight, not UTC's nor a desk browser's.
 * Hotels so far have none: each takes the zone of the first sign-in from a browser that names one
 * (or the one an administrator chooses in the company settings); until then the desk's browser
 * decides, as before.
 */
export class ZonaHorariaDelHotelMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table configuracion add column zona_horaria text null;');
  }
}
