import type { NamedMigration } from '@recepcion/platform';
import { CalendarioMigration } from './20261122001500-calendario.migration';

export const calendarioMigrations: NamedMigration[] = [{ name: '20261122001500-calendario', class: CalendarioMigration }];
