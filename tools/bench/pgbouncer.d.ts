/** Types of pgbouncer.js, for the TypeScript tests that start a PgBouncer. */
export interface PgbouncerEnMarcha {
  puerto: number;
  /** `1.18` */
  version: string;
  /** The DATABASE_SENTENCIAS the API needs behind it. */
  sentencias: 'con-nombre' | 'sin-nombre';
  /** The same database, through PgBouncer. */
  url(base?: string): string;
  pid: number;
  ultimaSalida(): string;
  detener(): Promise<void>;
}

export function binarioPgbouncer(): string | null;
export function iniciarPgbouncer(databaseUrl: string, opciones?: { tamano?: number }): Promise<PgbouncerEnMarcha>;
