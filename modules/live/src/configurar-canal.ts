import type { INestApplication } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';

/**
 * socket.io in this process. What crosses API processes (committed changes, ended and changed
 * sessions) goes through platform's `AvisosEntreProcesos` (Redis pub/sub when REDIS_URL is set),
 * whose outages the API survives and the hubs recover from (`SocketsDelHub`); socket.io's own Redis
 * adapter, which refused to start without Redis and lost what it published while Redis was down,
 * is not used.
 */
export function configurarCanalEnVivo(app: INestApplication): void {
  app.useWebSocketAdapter(new IoAdapter(app));
}
