import { Migration } from '@mikro-orm/migrations';

/** A per-hotel check-out password (argon2id), replacing the spec's fixed one for one hotel. */
export class ClaveCheckOutMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table configuracion add column clave_check_out_hash text null;');
  }
}
