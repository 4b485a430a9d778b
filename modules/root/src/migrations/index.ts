import type { NamedMigration } from '@recepcion/platform';
import { LogClienteMigration } from './20261122000200-log-cliente.migration';

export const rootMigrations: NamedMigration[] = [{ name: '20261122000200-log-cliente', class: LogClienteMigration }];
