import type { MikroORM } from '@mikro-orm/core';
import { type Clock, enContexto, SESSION_COOKIE, type SesionActiva, type SessionResolver } from '@recepcion/platform';
import type { Socket } from 'socket.io';

/** What a hub keeps on each socket it let in (`socket.data`). */
export interface DatosSocket {
  hotelId: number;
  userId: number;
  sessionId: string;
  /** The hub's count of session notices when the session was read (`SocketsDelHub.version`). */
  version: number;
}

/** How often a hub reads again the sessions of its sockets (one that expired without a request, anything a lost notice missed). */
export const REVISION_SESIONES_MS = 60_000;

export const salaDeHotel = (hotelId: number) => `hotel:${hotelId}`;

export function leerCookie(cabecera: string | undefined, nombre: string): string | undefined {
  for (const parte of (cabecera ?? '').split(';')) {
    const [clave, ...valor] = parte.trim().split('=');
    if (clave === nombre) return decodeURIComponent(valor.join('='));
  }
  return undefined;
}

/**
 * The session of the socket's handshake cookie (`sid`), checked as the API checks every request;
 * null without a cookie or with one that is unknown or expired. The UI's `h`/`u` cookies prove nothing.
 */
export async function sesionDelSocket(socket: Socket, sesiones: SessionResolver, orm: MikroORM, clock: Clock): Promise<SesionActiva | null> {
  const token = leerCookie(socket.handshake.headers.cookie, SESSION_COOKIE);
  if (!token) return null;
  return enContexto(orm, { now: clock() }, () => sesiones.resolver(token, clock()));
}
