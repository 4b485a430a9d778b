import { platformMigrations, sortMigrations } from '@recepcion/platform';
import { rootMigrations } from '@recepcion/root-module';

/** Every module's committed migrations, in one timestamp order. */
export const allMigrations = sortMigrations([platformMigrations, rootMigrations]);
