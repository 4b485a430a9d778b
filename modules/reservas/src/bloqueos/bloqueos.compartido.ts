import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventBus } from '@nestjs/cqrs';
import {
  type BloqueoEliminadoDatos,
  type BloqueoGuardadoDatos,
  type BloqueoHabitacion,
  ENTIDAD_EN_VIVO_RESERVAS,
  EntidadCambiada,
  EVENTOS_BLOQUEO,
  MENSAJES_PISOS,
  MENSAJES_RESERVAS,
  PREFIJO_STREAM_BLOQUEO,
} from '@recepcion/contracts';
import { sumarDias } from '@recepcion/domain';
import { type EventStore, hotelDeLaSesion, NoEncontradoError, ReglaNegocioError, requestContext, type SqlExecutor, sqlExecutor } from '@recepcion/platform';
import { escribirOcupacion, ORIGEN_BLOQUEO } from '../projections/ocupacion';
import { Bloqueo } from './bloqueo.entity';

/** What the room-block use cases share (commands/guardar-bloqueo, eliminar-bloqueo; queries/bloqueo, bloqueos). */

export const aJson = (b: Bloqueo): BloqueoHabitacion => ({ Id: b.id, Fecha: b.fecha, Noches: b.noches, HabitacionId: b.habitacionId, HabitacionNombre: b.habitacionNombre, Canal: b.canalNombre });

/**
 * Only Recepción's own blocks change on the blocks screen: a stay imported from a channel is
 * changed in the channel (by hand it would come back at the next pull), a period out of order on
 * its own screen.
 */
export function soloBloqueoPropio(bloqueo: Bloqueo): void {
  if (bloqueo.canalId !== null) throw new ReglaNegocioError(MENSAJES_RESERVAS.bloqueoDeCanal(bloqueo.canalNombre ?? ''));
  if (bloqueo.motivoFueraServicio !== null) throw new ReglaNegocioError(MENSAJES_PISOS.fueraDeServicio);
}

/**
 * In the caller's transaction: the block's row, its nights in `ocupacion` and its `BloqueoGuardado`
 * (with what kind of block it is), for every kind of block. A clash fails the transaction with the
 * exclusion violation (the caller turns it into its message).
 */
export async function escribirBloqueo(em: EntityManager, store: EventStore, bloqueo: Bloqueo, tipo: Pick<BloqueoGuardadoDatos, 'canal' | 'fueraServicio'> = {}): Promise<BloqueoHabitacion> {
  await em.flush();
  const tx = sqlExecutor(em);
  await escribirOcupacion(tx, bloqueo.hotelId, ORIGEN_BLOQUEO, bloqueo.id, [{ habitacionId: bloqueo.habitacionId, desde: bloqueo.fecha, hasta: sumarDias(bloqueo.fecha, bloqueo.noches) }]);
  await registrarEventoBloqueo(store, tx, bloqueo.id, EVENTOS_BLOQUEO.guardado, { id: bloqueo.id, hotelId: bloqueo.hotelId, habitacionId: bloqueo.habitacionId, fecha: bloqueo.fecha, noches: bloqueo.noches, ...tipo });
  return aJson(bloqueo);
}

/** In the caller's transaction: the block's nights freed, its row gone, its `BloqueoEliminado`. */
export async function borrarBloqueo(em: EntityManager, store: EventStore, bloqueo: Bloqueo): Promise<void> {
  const tx = sqlExecutor(em);
  await escribirOcupacion(tx, bloqueo.hotelId, ORIGEN_BLOQUEO, bloqueo.id, []);
  const { id, hotelId } = bloqueo;
  await em.remove(bloqueo).flush();
  await registrarEventoBloqueo(store, tx, id, EVENTOS_BLOQUEO.eliminado, { id, hotelId });
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
