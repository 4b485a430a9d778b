import { Migration } from '@mikro-orm/migrations';

/**
 * Stays by their check-out day too: the dashboard's departures, and the windows late in a long
 * history (`check_out > desde` is then the narrow condition, not `check_in <= hasta`).
 */
export class InformesSalidasMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql('create index informe_huesped_hotel_salida on informe_huesped (hotel_id, check_out);');
    this.addSql('create index informe_reserva_hotel_salida on informe_reserva (hotel_id, check_out) where vigente;');
  }
}
