import { Migration } from '@mikro-orm/migrations';

/**
 * A waiting entry remembers the reservation made from it (it then leaves the list, and a second
 * «Reservar» answers that reservation) and whether its nights fitted at the last check (a notice
 * goes out only when an entry starts to fit).
 */
export class ListaEsperaOfertasMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table lista_espera add column if not exists reserva_id int null;');
    this.addSql('alter table lista_espera add column if not exists ofrecida boolean not null default false;');
    this.addSql('create index if not exists lista_espera_pendiente on lista_espera (hotel_id, check_in) where reserva_id is null;');
  }
}
