import type { NamedMigration } from '@recepcion/platform';
import { CierreDiaMigration } from './20261203200000-cierre-dia.migration';

export const cierreMigrations: NamedMigration[] = [{ name: '20261203200000-cierre-dia', class: CierreDiaMigration }];
