import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import Redis from 'ioredis';

/**
 * @fastify/rate-limit with no global limit: routes opt in through `@LimiteSolicitudes`
 * (RateLimitGuard). With Redis the counters are shared by every API process. If Redis stops
 * answering, requests are let through (the account lock after failed logins still holds) rather
 * than refused. `prefijo` starts every Redis key (installations sharing one Redis keep apart).
 */
export async function registrarLimiteSolicitudes(fastify: FastifyInstance, redisUrl?: string, prefijo = 'recepcion-limite-'): Promise<void> {
  const redis = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2000, enableOfflineQueue: true }) : undefined;
  if (redis) fastify.addHook('onClose', async () => void (await redis.quit().catch(() => undefined)));
  await fastify.register(fastifyRateLimit, { global: false, skipOnError: true, nameSpace: prefijo, ...(redis ? { redis } : {}) });
}
