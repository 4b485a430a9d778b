/**
 * @jest-environment node
 */
// The server side needs Node's `ws`; the client is given `ws`'s WebSocket, the browser's API.
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import type { SocketVivo } from './listas-en-vivo';
import { SocketLigero } from './socket-ligero';
import { WebSocket as WebSocketDeNode } from 'ws';

beforeAll(() => {
  globalThis.WebSocket ??= WebSocketDeNode as unknown as typeof WebSocket;
});

/** A real socket.io server as the API's live gateway runs it: path, refusal in a middleware, acks, events. */
async function servidorEnVivo(opciones: { rechazar?: string } = {}) {
  const http: HttpServer = createServer();
  const io = new Server(http, { path: '/message2', serveClient: false, pingInterval: 200, pingTimeout: 200 });
  if (opciones.rechazar) io.use((_socket, next) => next(new Error(opciones.rechazar)));
  io.on('connection', (socket) => {
    socket.on('openhotel', (datos: [number, string], responder: (listas: unknown) => void) => responder({ Monedas: [{ Id: 'CLP', hotel: datos[0] }] }));
  });
  await new Promise<void>((listo) => http.listen(0, '127.0.0.1', listo));
  const url = `ws://127.0.0.1:${(http.address() as AddressInfo).port}/message2/?EIO=4&transport=websocket`;
  return { io, url, cerrar: () => new Promise<void>((listo) => io.close(() => listo())) };
}

function proximo<T = unknown>(socket: SocketVivo, evento: string): Promise<T> {
  return new Promise((listo) => (socket.on as (e: string, f: (v: T) => void) => unknown)(evento, listo));
}

/** Connects and waits for the server to let it in. */
async function conectar(socket: SocketLigero): Promise<void> {
  const conectado = proximo(socket, 'connect');
  socket.connect();
  await conectado;
}

describe('SocketLigero (socket.io over a plain WebSocket)', () => {
  it('connects, asks openhotel and gets its answer, hears up and recargar, and disconnects', async () => {
    const servidor = await servidorEnVivo();
    const socket = new SocketLigero(servidor.url);
    try {
      await conectar(socket);
      const listas = await new Promise((listo) => socket.emit('openhotel', [7, 'full'], listo));
      expect(listas).toEqual({ Monedas: [{ Id: 'CLP', hotel: 7 }] });

      const up = proximo(socket, 'up');
      const recargar = proximo(socket, 'recargar');
      servidor.io.emit('up', { entidad: 'Monedas', tipo: 'modificado', datos: { Id: 'CLP' } });
      servidor.io.emit('recargar', { motivo: 'avisos perdidos' });
      expect(await up).toEqual({ entidad: 'Monedas', tipo: 'modificado', datos: { Id: 'CLP' } });
      expect(await recargar).toEqual({ motivo: 'avisos perdidos' });

      // Pings answered: still connected after several of the server's intervals.
      await new Promise((listo) => setTimeout(listo, 900));
      expect(servidor.io.sockets.sockets.size).toBe(1);

      socket.disconnect();
      for (let i = 0; i < 50 && servidor.io.sockets.sockets.size > 0; i++) await new Promise((listo) => setTimeout(listo, 20));
      expect(servidor.io.sockets.sockets.size).toBe(0);
    } finally {
      await servidor.cerrar();
    }
  });

  it('a refused session is a connect_error with the server\'s message', async () => {
    const servidor = await servidorEnVivo({ rechazar: 'Vuelva a iniciar sesión' });
    const socket = new SocketLigero(servidor.url);
    try {
      const error = proximo<Error>(socket, 'connect_error');
      socket.connect();
      expect((await error).message).toBe('Vuelva a iniciar sesión');
    } finally {
      await servidor.cerrar();
    }
  });

  it('a server that goes away is a disconnect, and the same socket connects again', async () => {
    const servidor = await servidorEnVivo();
    const socket = new SocketLigero(servidor.url);
    try {
      await conectar(socket);
      const desconectado = proximo<string>(socket, 'disconnect');
      servidor.io.disconnectSockets(true);
      expect(await desconectado).toBe('io server disconnect');
      await conectar(socket);
    } finally {
      socket.disconnect();
      await servidor.cerrar();
    }
  });

  it('where a WebSocket never opens, the next connect goes through the fallback, with the listeners given so far', async () => {
    const respaldo = { on: jest.fn().mockReturnThis(), emit: jest.fn(), connect: jest.fn(), disconnect: jest.fn(), removeAllListeners: jest.fn() } as unknown as SocketVivo;
    const socket = new SocketLigero('ws://127.0.0.1:9/message2/?EIO=4&transport=websocket', () => respaldo);
    const alConectar = jest.fn();
    socket.on('connect', alConectar);
    const error = proximo<Error>(socket, 'connect_error');
    socket.connect();
    expect((await error).message).toBe('No se pudo abrir el canal en vivo.');
    expect(respaldo.connect).not.toHaveBeenCalled();

    socket.connect();
    expect(respaldo.connect).toHaveBeenCalledTimes(1);
    expect(respaldo.on).toHaveBeenCalledWith('connect', alConectar);
  });
});
