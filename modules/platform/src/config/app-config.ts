import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ModoSentencias } from '../database/database-connection';

/** Everything the process reads from its environment, read once. */
export interface AppConfig {
  port: number;
  host: string;
  databaseUrl?: string;
  /**
   * How SQL reaches PostgreSQL (DATABASE_SENTENCIAS): `con-nombre`, named prepared statements
   * (parsed and planned once per connection); `sin-nombre`, unnamed ones only, for a pooler that
   * does not keep named statements across its server connections (PgBouncer before 1.21 in
   * transaction mode).
   */
  databaseSentencias: ModoSentencias;
  /** A streaming-replication standby for the reads that tolerate seconds of lag (DATABASE_URL_LECTURA). */
  databaseUrlLectura?: string;
  dataDir: string;
  redisUrl?: string;
  smtpUrl?: string;
  productDomain: string;
  /** Base of links in e-mails (never taken from the request's Host header). */
  publicUrl: string;
  logLevel: string;
  uiDir: string;
  handsontableLicenseKey: string;
  nodeEnv: string;
  /** Reverse proxies whose X-Forwarded-For is believed (TRUSTED_PROXIES, comma-separated addresses or CIDRs). */
  trustedProxies: string[];
  /** The start of the rate-limit counters' Redis keys (RATE_LIMIT_NAMESPACE). */
  rateLimitNamespace: string;
  /** Scales every rate limit (tests that sign up many hotels from one address raise it). */
  rateLimitMultiplier: number;
  /** The server's version (root package.json). */
  version: string;
  /**
   * argon2id cost of password hashes: `normal` (the library's defaults) or, for tests only,
   * `bajo` (ARGON2_COSTE=bajo, ignored when NODE_ENV=production).
   */
  costeContrasenas: 'normal' | 'bajo';
  /** Minutes between scheduled pulls of imported channel feeds (CANALES_INTERVALO_MINUTOS, default 15, jittered; 0 turns them off). */
  canalesIntervaloMinutos: number;
  /** Channel feeds may be fetched from loopback and private addresses (CANALES_PERMITIR_RED_LOCAL=true): tests and the demo only. */
  canalesPermitirRedLocal: boolean;
  /** Minutes between looks for hotels owing today's housekeeping daily service (SERVICIO_DIARIO_INTERVALO_MINUTOS, default 5; 0 turns the looks off). */
  servicioDiarioIntervaloMinutos: number;
  /** The most a request's headers and body may take to arrive, in ms (REQUEST_TIMEOUT_MS, default 30 000); then 408. */
  tiempoMaximoSolicitudMs: number;
}

export function readAppConfig(env: NodeJS.ProcessEnv = process.env, workspaceRoot = process.cwd()): AppConfig {
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSentencias: env.DATABASE_SENTENCIAS === 'sin-nombre' ? 'sin-nombre' : 'con-nombre',
    databaseUrlLectura: env.DATABASE_URL_LECTURA || undefined,
    dataDir: path.resolve(workspaceRoot, env.DATA_DIR ?? 'data'),
    redisUrl: env.REDIS_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    productDomain: env.PRODUCT_DOMAIN ?? 'recepcion.app',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? 3000}`).replace(/\/$/, ''),
    logLevel: env.LOG_LEVEL ?? 'info',
    uiDir: path.resolve(workspaceRoot, env.UI_DIR ?? 'dist/web'),
    handsontableLicenseKey: env.HANDSONTABLE_LICENSE_KEY ?? 'non-commercial-and-evaluation',
    nodeEnv: env.NODE_ENV ?? 'development',
    trustedProxies: (env.TRUSTED_PROXIES ?? '').split(',').map((p) => p.trim()).filter(Boolean),
    rateLimitNamespace: env.RATE_LIMIT_NAMESPACE || 'recepcion-limite-',
    rateLimitMultiplier: Math.max(1, Number(env.RATE_LIMIT_MULTIPLIER ?? 1) || 1),
    version: readVersion(workspaceRoot),
    costeContrasenas: env.ARGON2_COSTE === 'bajo' && env.NODE_ENV !== 'production' ? 'bajo' : 'normal',
    canalesIntervaloMinutos: Math.max(0, Number(env.CANALES_INTERVALO_MINUTOS ?? 15) || 0),
    canalesPermitirRedLocal: env.CANALES_PERMITIR_RED_LOCAL === 'true',
    servicioDiarioIntervaloMinutos: Math.max(0, Number(env.SERVICIO_DIARIO_INTERVALO_MINUTOS ?? 5) || 0),
    tiempoMaximoSolicitudMs: Math.max(100, Number(env.REQUEST_TIMEOUT_MS ?? 30_000) || 30_000),
  };
}

function readVersion(workspaceRoot: string): string {
  try {
    return JSON.parse(readFileSync(path.join(workspaceRoot, 'package.json'), 'utf8')).version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}
