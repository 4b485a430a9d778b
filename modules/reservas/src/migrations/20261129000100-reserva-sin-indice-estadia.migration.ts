import { Migration } from '@mikro-orm/migrations';

/**
 * The GiST index on a reservation's stay served the calendar when it read table `reserva`. The
 * calendar reads its own projection now (`calendario_celda`, with a GiST index of its own), and no
 * query of `reserva` names the stay as a range: the list filters on `check_in` and `check_out`
 * through `reserva_hotel_fechas`. The index only cost every create a GiST insert.
 */
export class ReservaSinIndiceEstadiaMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql('drop index if exists reserva_hotel_estadia;');
  }

  override async down(): Promise<void> {
    this.addSql(`create index reserva_hotel_estadia on reserva using gist (hotel_id, daterange(check_in, check_out, '[)')) where not eliminada;`);
  }
}
