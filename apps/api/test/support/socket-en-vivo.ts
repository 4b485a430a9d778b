import { type ActualizacionEnVivo, LIVE_PATH } from '@recepcion/contracts';
import { io, type Socket } from 'socket.io-client';
import type { TestApi } from './test-api';

/**
 * Live-channel sockets for API tests, as the browser opens them: with a session cookie, over
 * WebSocket, no reconnection. Each file closes its sockets after each test (`cerrarSockets`).
 */
const abiertos: Socket[] = [];

afterEach(() => cerrarSockets());

export function cerrarSockets(): void {
  abiertos.splice(0).forEach((s) => s.disconnect());
}

/** A live socket of the API (started with `escuchar`) with this session cookie (`sid`), connected. */
export async function conectarSocket(api: TestApi, sid: string): Promise<Socket> {
  if (!api.url) throw new Error('La API de la prueba no escucha: iníciela con escuchar');
  const socket = io(api.url, { path: LIVE_PATH, forceNew: true, transports: ['websocket'], reconnection: false, extraHeaders: { cookie: `sid=${sid}` } });
  abiertos.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

/** Every `up` the socket gets from now on. */
export function recibidos(socket: Socket): ActualizacionEnVivo[] {
  const lista: ActualizacionEnVivo[] = [];
  socket.on('up', (u: ActualizacionEnVivo) => lista.push(u));
  return lista;
}

/** The next `evento` the socket gets, or a rejection after `ms`. */
export const unEvento = <T>(socket: Socket, evento: string, ms = 3000) =>
  new Promise<T>((resolve, reject) => {
    const t = setTimeout(() => reject(new Error(`no llegó "${evento}"`)), ms);
    socket.once(evento, (dato: T) => {
      clearTimeout(t);
      resolve(dato);
    });
  });

/** The next `up` of an entity with this name (others are skipped). */
export const upDe = (socket: Socket, nombre: string, ms = 3000) =>
  new Promise<ActualizacionEnVivo>((resolve, reject) => {
    const t = setTimeout(() => reject(new Error(`no llegó el "up" de ${nombre}`)), ms);
    const oir = (u: ActualizacionEnVivo) => {
      if ((u.datos as { Nombre?: string } | null)?.Nombre !== nombre) return;
      clearTimeout(t);
      socket.off('up', oir);
      resolve(u);
    };
    socket.on('up', oir);
  });

/** The names of these `up`s' rows. */
export const nombres = (ups: ActualizacionEnVivo[]) => ups.map((u) => (u.datos as { Nombre?: string } | null)?.Nombre);
