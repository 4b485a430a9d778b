import type { NamedMigration } from '@recepcion/platform';
import { TarifarioMigration } from './20261122000400-tarifario.migration';
import { CatalogosTarifarioMigration } from './20261122000700-catalogos-tarifario.migration';
import { TarifasMigration } from './20261122000800-tarifas.migration';
import { FormasPagoDesde3Migration } from './20261208100000-formas-pago-desde-3.migration';
import { MonedasDelMundoMigration } from './20261210120000-monedas-del-mundo.migration';

export const tarifarioMigrations: NamedMigration[] = [
  { name: '20261122000400-tarifario', class: TarifarioMigration },
  { name: '20261122000700-catalogos-tarifario', class: CatalogosTarifarioMigration },
  { name: '20261122000800-tarifas', class: TarifasMigration },
  { name: '20261208100000-formas-pago-desde-3', class: FormasPagoDesde3Migration },
  { name: '20261210120000-monedas-del-mundo', class: MonedasDelMundoMigration },
];
