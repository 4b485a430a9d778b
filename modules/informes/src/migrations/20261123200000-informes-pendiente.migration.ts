import { Migration } from '@mikro-orm/migrations';

/**
 * A database with reservations written before the reports existed: the reports' read model is
 * built once from the events at the next start-up (`ReconstruirInformes`), which removes this row
 * in the same transaction. On an empty database the rebuild reads no event.
 */
export class InformesPendienteMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql('create table informe_pendiente (id int primary key);');
    this.addSql('insert into informe_pendiente (id) values (1);');
  }
}
