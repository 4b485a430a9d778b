// node-postgres' own value conversion (arrays, dates, JSON → the text PostgreSQL reads), which its
// queries use on Bind; `pg` exports its lib/ files but @types/pg does not describe them.
declare module 'pg/lib/utils' {
  export function prepareValue(value: unknown): unknown;
}
