import { Migration } from '@mikro-orm/migrations';

/**
 * A stay priced night by night across seasons gave each night an equal share of its total in the
 * reports' rows; now each night takes its season's. The mark makes the next start-up rebuild them
 * from the events.
 */
export class InformesNochesPorTemporadaMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql('insert into informe_pendiente (id) values (1) on conflict (id) do nothing;');
  }
}
