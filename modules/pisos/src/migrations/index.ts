import type { NamedMigration } from '@recepcion/platform';
import { PisosMigration } from './20261201000800-pisos.migration';
import { ServicioDiarioMigration } from './20261203120000-servicio-diario.migration';

export const pisosMigrations: NamedMigration[] = [
  { name: '20261201000800-pisos', class: PisosMigration },
  { name: '20261203120000-servicio-diario', class: ServicioDiarioMigration },
];
