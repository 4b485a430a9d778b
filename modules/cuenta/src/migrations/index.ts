import type { NamedMigration } from '@recepcion/platform';
import { CuentaMigration } from './20261122000500-cuenta.migration';
import { ClaveCheckOutMigration } from './20261122001200-clave-check-out.migration';

export const cuentaMigrations: NamedMigration[] = [
  { name: '20261122000500-cuenta', class: CuentaMigration },
  { name: '20261122001200-clave-check-out', class: ClaveCheckOutMigration },
];
