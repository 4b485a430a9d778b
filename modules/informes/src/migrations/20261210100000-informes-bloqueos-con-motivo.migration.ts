import { Migration } from '@mikro-orm/migrations';

/**
 * Housekeeping tells a room out of order (and why) from an ordinary block, and names the channel
 * of an imported stay: the block rows keep both. The mark makes the next start-up rebuild them
 * from the events, which carry them.
 */
export class InformesBloqueosConMotivoMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table informe_bloqueo add column motivo_fuera_servicio text, add column canal text;');
    this.addSql('insert into informe_pendiente (id) values (1) on conflict (id) do nothing;');
  }
}
