import Redis, { type RedisOptions } from 'ioredis';
import type { Logger } from 'pino';

/** The longest wait between two attempts to reach Redis while it is down. */
export const REINTENTO_REDIS_MAX_MS = 1_000;

/** REDIS_URL as the log may show it: without its password. */
export function redisUrlSinClave(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(REDIS_URL no es una URL)';
  }
}

/**
 * A Redis connection that never stops the API: it is created at once (nothing waits for it),
 * tries again for ever (every `REINTENTO_REDIS_MAX_MS` at most), and a command given while it is
 * not connected fails at once instead of waiting in a queue (the caller has a way without Redis).
 * The first failure of each outage is logged as an error that names REDIS_URL and what goes on
 * without it (`sinRedis`); its return is logged too. `alVolver` runs on each reconnection after a
 * failure; `alCaer` on the first failure of each outage.
 */
export function clienteRedis(
  url: string,
  opciones: {
    /** What uses this connection, for the log ("notices between API processes"). */
    uso: string;
    /** What happens while Redis is down, for the log. */
    sinRedis: string;
    logger?: Logger;
    alCaer?: () => void;
    alVolver?: () => void;
    redis?: RedisOptions;
  },
): Redis {
  const { uso, sinRedis, logger, alCaer, alVolver } = opciones;
  const cliente = new Redis(url, {
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    enableOfflineQueue: false,
    retryStrategy: (veces) => Math.min(veces * 100, REINTENTO_REDIS_MAX_MS),
    ...opciones.redis,
  });
  let caido = false;
  const caer = (error?: Error) => {
    if (caido) return;
    caido = true;
    logger?.error(
      { err: error, redisUrl: redisUrlSinClave(url) },
      `REDIS_URL (${redisUrlSinClave(url)}) is unreachable: ${uso} ${sinRedis}. The API keeps serving and retries every ${REINTENTO_REDIS_MAX_MS / 1000} s`,
    );
    alCaer?.();
  };
  // Without a listener an error event would only be printed, once per attempt.
  cliente.on('error', (error: Error) => caer(error));
  // Only a connection lost, not one closed on purpose (quit, disconnect), tries again.
  cliente.on('reconnecting', () => caer());
  cliente.on('ready', () => {
    if (!caido) return;
    caido = false;
    logger?.warn({ redisUrl: redisUrlSinClave(url) }, `REDIS_URL (${redisUrlSinClave(url)}) is reachable again: ${uso} through Redis`);
    alVolver?.();
  });
  return cliente;
}

/** Closes a connection from `clienteRedis` whatever its state (a quit would wait for a connection that is not there). */
export async function cerrarClienteRedis(cliente: Redis | undefined): Promise<void> {
  if (!cliente) return;
  if (cliente.status === 'ready') await cliente.quit().catch(() => undefined);
  cliente.disconnect();
}
