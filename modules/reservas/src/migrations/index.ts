import type { NamedMigration } from '@recepcion/platform';
import { ReservasMigration } from './20261122001000-reservas.migration';

export const reservasMigrations: NamedMigration[] = [{ name: '20261122001000-reservas', class: ReservasMigration }];
