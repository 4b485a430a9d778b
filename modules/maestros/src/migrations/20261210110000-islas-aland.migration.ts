import { Migration } from '@mikro-orm/migrations';

/** The Åland Islands are «Islas Åland» in Spanish: a catalogue of 20261209100000 that still spells them without the ring gets it. */
export class IslasAlandMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql(`update pais set nombre = 'Islas Åland' where iso = 'AX' and nombre = 'Islas Aland';`);
  }
}
