import type { NamedMigration } from '@recepcion/platform';
import { CuentaMigration } from './20261122000500-cuenta.migration';

export const cuentaMigrations: NamedMigration[] = [{ name: '20261122000500-cuenta', class: CuentaMigration }];
