import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { type ActualizacionEnVivo, EntidadCambiada } from '@recepcion/contracts';
import { AvisosEntreProcesos } from '@recepcion/platform';
import type { Namespace, Server } from 'socket.io';
import { salaDeHotel } from './sesion-socket';

/** The notice that carries a committed change to the sockets of every API process. */
export const AVISO_EN_VIVO = 'en-vivo';

export interface CambioEnVivo {
  /** null: global reference data (countries, currencies), for every hotel. */
  hotelId: number | null;
  actualizacion: ActualizacionEnVivo;
}

/**
 * Every committed change goes once to the other API processes, for both hubs, with the other
 * notices of the same turn (AvisosEntreProcesos): the socket.io adapter would make each hub's emit
 * a Redis publish of its own per change, the largest cost of a reservation create.
 */
@EventsHandler(EntidadCambiada)
export class DifundirCambioEnVivoHandler implements IEventHandler<EntidadCambiada> {
  constructor(private readonly avisos: AvisosEntreProcesos) {}

  handle({ hotelId, entidad, metodo, datos }: EntidadCambiada): void {
    this.avisos.avisar(AVISO_EN_VIVO, { hotelId, actualizacion: { entidad, metodo, datos } } satisfies CambioEnVivo);
  }
}

/**
 * Calls `emitir` with every change, from this process or another; answers how to stop. The hub
 * emits it to its own sockets only: the other processes emit it to theirs.
 */
export function escucharCambiosEnVivo(avisos: AvisosEntreProcesos, emitir: (cambio: CambioEnVivo) => void): () => void {
  return avisos.escuchar(AVISO_EN_VIVO, (datos) => emitir(datos as CambioEnVivo));
}

/**
 * `evento` with the change to this process's sockets of the hub: the hotel's, or all for global
 * data. Not even encoded when the hotel has no socket here (the usual case of the operators' hub).
 */
export function emitirEnEsteProceso(hub: Server | Namespace | undefined, evento: string, { hotelId, actualizacion }: CambioEnVivo): void {
  if (!hub) return;
  if (hotelId === null) {
    hub.local.emit(evento, actualizacion);
    return;
  }
  const sala = salaDeHotel(hotelId);
  const espacio: Namespace = 'of' in hub ? hub.sockets : hub;
  if (espacio.adapter.rooms.has(sala)) hub.local.to(sala).emit(evento, actualizacion);
}
