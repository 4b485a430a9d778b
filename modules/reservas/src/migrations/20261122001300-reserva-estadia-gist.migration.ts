import { Migration } from '@mikro-orm/migrations';

/**
 * The calendar asks "which stays touch this window": a GiST index on the stay as a date range
 * answers it without walking every earlier reservation of the hotel (three years of them).
 */
export class ReservaEstadiaGistMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index reserva_hotel_estadia on reserva using gist (hotel_id, daterange(check_in, check_out, '[)')) where not eliminada;`);
  }
}
