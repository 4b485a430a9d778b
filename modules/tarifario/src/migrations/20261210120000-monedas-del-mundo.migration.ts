import { Migration } from '@mikro-orm/migrations';

/**
 * The currencies a hotel outside Latin America and the euro area charges in (Brazil, the United
 * Kingdom, Canada…), so that a hotel there starts with its own and guests' currencies can be added;
 * Centavos per ISO 4217 minor units. An operator's own entry with the same code stays as it is.
 */
const MONEDAS: [string, string, boolean][] = [
  ['BRL', 'Real brasileño', true],
  ['GBP', 'Libra esterlina', true],
  ['CAD', 'Dólar canadiense', true],
  ['CHF', 'Franco suizo', true],
  ['JPY', 'Yen japonés', false],
  ['CNY', 'Yuan chino', true],
  ['AUD', 'Dólar australiano', true],
  ['NZD', 'Dólar neozelandés', true],
  ['HNL', 'Lempira', true],
  ['NIO', 'Córdoba', true],
  ['CUP', 'Peso cubano', true],
  ['MAD', 'Dírham marroquí', true],
  ['SEK', 'Corona sueca', true],
  ['NOK', 'Corona noruega', true],
  ['DKK', 'Corona danesa', true],
  ['PLN', 'Esloti', true],
  ['CZK', 'Corona checa', true],
  ['HUF', 'Forinto', true],
  ['RON', 'Leu rumano', true],
  ['TRY', 'Lira turca', true],
  ['INR', 'Rupia india', true],
  ['KRW', 'Won surcoreano', false],
  ['ILS', 'Nuevo séquel', true],
  ['ZAR', 'Rand', true],
];

export class MonedasDelMundoMigration extends Migration {
  override async up(): Promise<void> {
    const filas = MONEDAS.map(([id, nombre, centavos]) => `('${id}', '${nombre}', ${centavos})`).join(', ');
    this.addSql(`insert into moneda (id, nombre, centavos) values ${filas} on conflict (id) do nothing;`);
  }
}
