import { Migration } from '@mikro-orm/migrations';

/**
 * The list's totals add up every matching reservation's money per currency. Read from `datos`, that
 * meant decompressing each reservation's whole document; this small copy of its `Saldos`, kept by
 * PostgreSQL itself on every write, is all the sum reads.
 */
export class ReservaSaldosMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table reserva add column saldos jsonb generated always as (datos->'Saldos') stored;`);
  }
}
