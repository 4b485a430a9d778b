import { MikroORM } from '@mikro-orm/core';
import type { INestApplicationContext } from '@nestjs/common';
import { enContexto } from './en-contexto';

/**
 * Runs work outside a request (CLIs, seeds, tests) the way a request would: our context and
 * MikroORM's, with the given hotel and user (none: the system).
 */
export function comoSistema<T>(app: INestApplicationContext, work: () => Promise<T>, sesion: { hotelId?: number; userId?: number } = {}): Promise<T> {
  return enContexto(app.get(MikroORM), { requestId: 'sistema', ...sesion }, work);
}
