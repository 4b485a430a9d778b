import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Server } from 'node:http';
import { type Clock, readAppConfig } from '@recepcion/platform';
import type { Logger } from 'pino';
import { createApp, type RunningApp } from '../../src/create-app';

export interface TestApi extends RunningApp {
  server: Server;
  /** Set when started with `escuchar`: the base URL of a real listening socket. */
  url?: string;
}

/**
 * The whole API on the run's shared database (tools/test/global-setup.js), without the UI.
 * Rate limits are raised (tests sign many hotels up from one address) unless a test sets them.
 */
export async function startTestApi(options: { clock?: Clock; env?: NodeJS.ProcessEnv; escuchar?: boolean; logger?: Logger } = {}): Promise<TestApi> {
  const root = path.resolve(__dirname, '../../../..');
  // Counters of their own: with Redis, the run's other API instances (and earlier runs) share it.
  const env = { LOG_LEVEL: 'silent', RATE_LIMIT_MULTIPLIER: '100', RATE_LIMIT_NAMESPACE: `prueba-${randomUUID()}-`, ...process.env, ...options.env };
  const config = readAppConfig(env, root);
  const running = await createApp(config, { serveUi: false, clock: options.clock, logger: options.logger });
  if (options.escuchar) {
    await running.app.listen({ port: 0, host: '127.0.0.1' });
    const address = running.app.getHttpServer().address();
    const port = typeof address === 'object' && address ? address.port : 0;
    return { ...running, server: running.app.getHttpServer(), url: `http://127.0.0.1:${port}` };
  }
  await running.app.getHttpAdapter().getInstance().ready();
  return { ...running, server: running.app.getHttpServer() };
}

/**
 * A clock that reads `desde` (a day: its noon UTC; or an instant) now and runs on from there: for a
 * file whose fixed stays lie ahead and whose guests check in (the desk does that from the arrival
 * day on), or that needs the hour of the day.
 */
export function relojDesde(desde: string): Clock {
  const salto = Date.parse(desde.includes('T') ? desde : `${desde}T12:00:00Z`) - Date.now();
  return () => new Date(Date.now() + salto);
}
