import { Migration } from '@mikro-orm/migrations';

/**
 * Ids 1 and 2 are Contado and Crédito, the payment forms every hotel has (libs/contracts
 * `FORMAS_PAGO_BASE_IDS`): a hotel's own method must never get one of them, or its payments would
 * read as Contado. New rows start at 3 (rows made before keep their ids).
 */
export class FormasPagoDesde3Migration extends Migration {
  override async up(): Promise<void> {
    this.addSql(`select setval(pg_get_serial_sequence('forma_pago', 'id'), greatest(2, (select coalesce(max(id), 0) from forma_pago)))`);
  }
}
