import type { NamedMigration } from '@recepcion/platform';
import { CanalesMigration } from './20261201000300-canales.migration';

export const canalesMigrations: NamedMigration[] = [{ name: '20261201000300-canales', class: CanalesMigration }];
