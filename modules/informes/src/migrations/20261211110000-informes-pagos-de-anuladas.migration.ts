import { Migration } from '@mikro-orm/migrations';

/**
 * A cancelled reservation's payments stay in the day's cash («Caja por habitación»), as the day's
 * close counts them: the reports keep their movements. The mark makes the next start-up rebuild
 * the reports from the events, which carry them.
 */
export class InformesPagosDeAnuladasMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql('insert into informe_pendiente (id) values (1) on conflict (id) do nothing;');
  }
}
