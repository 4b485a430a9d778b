import { Migration } from '@mikro-orm/migrations';

/**
 * The reports' rows written before a reservation's dates followed its moved and resized stays
 * keep the old dates: the mark makes the next start-up rebuild them from the events.
 */
export class InformesFechasDeEstadiasMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql('insert into informe_pendiente (id) values (1) on conflict (id) do nothing;');
  }
}
