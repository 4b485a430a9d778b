import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventBus } from '@nestjs/cqrs';
import { type BloqueoEliminadoDatos, type BloqueoGuardadoDatos, type BloqueoHabitacion, ENTIDAD_EN_VIVO_RESERVAS, EntidadCambiada, MENSAJES_RESERVAS, PREFIJO_STREAM_BLOQUEO } from '@recepcion/contracts';
import { type EventStore, hotelDeLaSesion, NoEncontradoError, ReglaNegocioError, requestContext, type SqlExecutor } from '@recepcion/platform';
import { Bloqueo } from './bloqueo.entity';

/** What the room-block use cases share (commands/guardar-bloqueo, eliminar-bloqueo; queries/bloqueo, bloqueos). */

export const aJson = (b: Bloqueo): BloqueoHabitacion => ({ Id: b.id, Fecha: b.fecha, Noches: b.noches, HabitacionId: b.habitacionId, HabitacionNombre: b.habitacionNombre, Canal: b.canalNombre });

/** A stay imported from a channel is changed in the channel: by hand it would come back at the next pull. */
export function noDesdeCanal(bloqueo: Bloqueo): void {
  if (bloqueo.canalId !== null) throw new ReglaNegocioError(MENSAJES_RESERVAS.bloqueoDeCanal(bloqueo.canalNombre ?? ''));
}

/** A block of the session's hotel (the hotel filter scopes the read), or "not found". */
export async function buscarBloqueo(em: EntityManager, id: number): Promise<Bloqueo> {
  const bloqueo = await em.findOne(Bloqueo, { id });
  if (!bloqueo) throw new NoEncontradoError('bloqueo');
  return bloqueo;
}

/** In the write's transaction: the block's event (stream `bloqueo-<id>`), which the calendar follows. */
export async function registrarEventoBloqueo(store: EventStore, tx: SqlExecutor, id: number, type: string, data: BloqueoGuardadoDatos | BloqueoEliminadoDatos): Promise<void> {
  const ctx = requestContext.require();
  const metadata = { hotelId: ctx.hotelId, userId: ctx.userId, now: ctx.now.toISOString(), correlationId: ctx.requestId };
  await store.append(tx, `${PREFIJO_STREAM_BLOQUEO}${id}`, [{ type, data, metadata }], { expectedVersion: 'any' });
}

/** After the commit: open calendars of the hotel redraw the block. */
export function publicarBloqueo(eventBus: EventBus, metodo: 'insert' | 'update' | 'delete', datos: BloqueoHabitacion): void {
  eventBus.publish(new EntidadCambiada(hotelDeLaSesion(), ENTIDAD_EN_VIVO_RESERVAS.bloqueos, metodo, datos));
}
