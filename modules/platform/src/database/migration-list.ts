import type { Migration } from '@mikro-orm/migrations';

/** A committed migration. Names start with a timestamp so every module's list sorts into one order. */
export interface NamedMigration {
  name: string;
  class: new (...args: any[]) => Migration;
}

export function sortMigrations(lists: NamedMigration[][]): NamedMigration[] {
  return lists.flat().sort((a, b) => a.name.localeCompare(b.name));
}
