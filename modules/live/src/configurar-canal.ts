import type { INestApplication } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { RedisIoAdapter } from './redis-io.adapter';

/**
 * Picks the socket.io adapter: Redis fan-out when REDIS_URL is set, in-process otherwise.
 * `prefijo` (RATE_LIMIT_NAMESPACE) starts its Redis channels: installations sharing one Redis keep apart.
 */
export async function configurarCanalEnVivo(app: INestApplication, redisUrl?: string, prefijo = 'recepcion-limite-'): Promise<void> {
  if (!redisUrl) {
    app.useWebSocketAdapter(new IoAdapter(app));
    return;
  }
  const adapter = new RedisIoAdapter(app, redisUrl, `${prefijo}socket.io`);
  await adapter.conectar();
  app.useWebSocketAdapter(adapter);
}
