import type { NamedMigration } from '@recepcion/platform';
import { PisosMigration } from './20261201000800-pisos.migration';

export const pisosMigrations: NamedMigration[] = [{ name: '20261201000800-pisos', class: PisosMigration }];
