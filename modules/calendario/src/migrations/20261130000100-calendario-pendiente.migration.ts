import { Migration } from '@mikro-orm/migrations';

/**
 * A mark that makes the next start-up rebuild the calendar's read model from the events
 * (`ReconstruirCalendario`), which removes it in the same transaction. Rows written before a
 * reservation's dates followed its moved and resized stays keep the old dates until then.
 */
export class CalendarioPendienteMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql('create table calendario_pendiente (id int primary key);');
    this.addSql('insert into calendario_pendiente (id) values (1);');
  }

  override async down(): Promise<void> {
    this.addSql('drop table calendario_pendiente;');
  }
}
