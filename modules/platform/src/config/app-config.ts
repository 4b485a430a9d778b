import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Everything the process reads from its environment, read once. */
export interface AppConfig {
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  redisUrl?: string;
  smtpUrl?: string;
  productDomain: string;
  logLevel: string;
  uiDir: string;
  handsontableLicenseKey: string;
  nodeEnv: string;
  /** The server's version (root package.json). */
  version: string;
}

export function readAppConfig(env: NodeJS.ProcessEnv = process.env, workspaceRoot = process.cwd()): AppConfig {
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(workspaceRoot, env.DATA_DIR ?? 'data'),
    redisUrl: env.REDIS_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    productDomain: env.PRODUCT_DOMAIN ?? 'recepcion.app',
    logLevel: env.LOG_LEVEL ?? 'info',
    uiDir: path.resolve(workspaceRoot, env.UI_DIR ?? 'dist/web'),
    handsontableLicenseKey: env.HANDSONTABLE_LICENSE_KEY ?? 'non-commercial-and-evaluation',
    nodeEnv: env.NODE_ENV ?? 'development',
    version: readVersion(workspaceRoot),
  };
}

function readVersion(workspaceRoot: string): string {
  try {
    return JSON.parse(readFileSync(path.join(workspaceRoot, 'package.json'), 'utf8')).version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}
