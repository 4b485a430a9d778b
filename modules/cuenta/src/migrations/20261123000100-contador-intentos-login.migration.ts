import { Migration } from '@mikro-orm/migrations';

/** One counter row per e-mail, claimed with one upsert per login attempt: concurrent attempts count one by one. */
export class ContadorIntentosLoginMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql('create table contador_intentos_login (email_lower text primary key, intentos int not null, desde timestamptz not null);');
  }
}
