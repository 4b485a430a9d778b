import { Migration } from '@mikro-orm/migrations';

/**
 * Each of these countries gets its currency (now in the catalogue: tarifario's
 * 20261210120000-monedas-del-mundo), so a hotel registered there starts with it. A country that
 * already has one (an operator's choice) keeps it.
 */
const MONEDA_DEL_PAIS: [string, string][] = [
  ['BR', 'BRL'],
  ['GB', 'GBP'],
  ['CA', 'CAD'],
  ['CH', 'CHF'],
  ['JP', 'JPY'],
  ['CN', 'CNY'],
  ['AU', 'AUD'],
  ['NZ', 'NZD'],
  ['HN', 'HNL'],
  ['NI', 'NIO'],
  ['CU', 'CUP'],
  ['MA', 'MAD'],
  ['SE', 'SEK'],
  ['NO', 'NOK'],
  ['DK', 'DKK'],
  ['PL', 'PLN'],
  ['CZ', 'CZK'],
  ['HU', 'HUF'],
  ['RO', 'RON'],
  ['TR', 'TRY'],
  ['IN', 'INR'],
  ['KR', 'KRW'],
  ['IL', 'ILS'],
  ['ZA', 'ZAR'],
];

export class MonedaDeCadaPaisMigration extends Migration {
  override async up(): Promise<void> {
    const valores = MONEDA_DEL_PAIS.map(([iso, moneda]) => `('${iso}', '${moneda}')`).join(', ');
    this.addSql(`update pais set moneda_id = v.moneda from (values ${valores}) as v(iso, moneda) where pais.iso = v.iso and pais.moneda_id is null;`);
  }
}
