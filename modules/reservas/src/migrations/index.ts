import type { NamedMigration } from '@recepcion/platform';
import { ReservasMigration } from './20261122001000-reservas.migration';
import { BloqueosEsperaGastosMigration } from './20261122001100-bloqueos-espera-gastos.migration';

export const reservasMigrations: NamedMigration[] = [
  { name: '20261122001000-reservas', class: ReservasMigration },
  { name: '20261122001100-bloqueos-espera-gastos', class: BloqueosEsperaGastosMigration },
];
