import type { NamedMigration } from '@recepcion/platform';
import { TarifarioMigration } from './20261122000400-tarifario.migration';
import { CatalogosTarifarioMigration } from './20261122000700-catalogos-tarifario.migration';

export const tarifarioMigrations: NamedMigration[] = [
  { name: '20261122000400-tarifario', class: TarifarioMigration },
  { name: '20261122000700-catalogos-tarifario', class: CatalogosTarifarioMigration },
];
