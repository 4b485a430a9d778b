import type { NamedMigration } from '@recepcion/platform';

/**
 * This module's committed migrations. Name each `<yyyyMMddHHmmss>-<what>` (a class extending
 * MikroORM's `Migration`, like modules/root/src/migrations): apps/api/src/migrations.ts sorts every
 * module's list into one timestamp order.
 */
export const canalesMigrations: NamedMigration[] = [];
