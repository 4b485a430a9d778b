import { Migration } from '@mikro-orm/migrations';

/**
 * Channel sync imports external stays as blocks marked with their feed and UID: one block per
 * (feed, UID), so a pull is idempotent and a changed event moves its own block.
 */
export class BloqueosDeCanalMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table bloqueo add column canal_id int null, add column canal_nombre text null, add column canal_uid text null, add column canal_tipo text null;`);
    this.addSql('create unique index bloqueo_canal_uid on bloqueo (canal_id, canal_uid) where canal_id is not null;');
  }
}
