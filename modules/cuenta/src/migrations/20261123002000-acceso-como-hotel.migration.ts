import { Migration } from '@mikro-orm/migrations';

/** An operator's session may work as another hotel (support access): the hotel it signed in to is kept here. */
export class AccesoComoHotelMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table sesion add column hotel_propio_id int null;');
  }
}
