import type { NamedMigration } from '../database/migration-list';
import { EventStoreMigration } from './20261122000100-event-store.migration';

export const platformMigrations: NamedMigration[] = [
  { name: '20261122000100-event-store', class: EventStoreMigration },
];
