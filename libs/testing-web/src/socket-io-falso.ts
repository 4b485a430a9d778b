import type { ActualizacionEnVivo } from '@recepcion/contracts';

type Escucha = (...args: never[]) => void;

/**
 * Stands in for `socket.io-client` in jsdom (jest maps the module here): libs/session's live
 * lists get this socket, which the test connects and feeds (`openhotel` answers, `up` events).
 */
export class SocketFalso {
  conectado = false;
  pedidos: ((respuesta: unknown) => void)[] = [];
  private escuchas = new Map<string, Escucha[]>();

  on(evento: string, escucha: Escucha): this {
    this.escuchas.set(evento, [...(this.escuchas.get(evento) ?? []), escucha]);
    return this;
  }

  emit(evento: string, _datos: unknown, ack: (respuesta: unknown) => void): this {
    if (evento === 'openhotel') this.pedidos.push(ack);
    return this;
  }

  connect(): this {
    return this;
  }

  disconnect(): this {
    this.conectado = false;
    return this;
  }

  removeAllListeners(): this {
    this.escuchas.clear();
    return this;
  }

  disparar(evento: string, ...args: unknown[]): void {
    (this.escuchas.get(evento) ?? []).forEach((e) => (e as (...a: unknown[]) => void)(...args));
  }
}

/** Every socket the page opened, the last one is the live one. */
export const sockets: SocketFalso[] = [];

export function io(): SocketFalso {
  const socket = new SocketFalso();
  sockets.push(socket);
  return socket;
}

/** The live socket accepts the connection and answers `openhotel` with `listas`. */
export function conectarVivo(listas: Record<string, unknown[]>): void {
  const socket = sockets[sockets.length - 1];
  if (!socket) throw new Error('Nadie abrió el canal en vivo');
  socket.conectado = true;
  socket.disparar('connect');
  socket.pedidos[socket.pedidos.length - 1]?.(listas);
}

/** The server pushes a change to the hotel's open sessions (only once connected). */
export function empujar(actualizacion: ActualizacionEnVivo): void {
  const socket = sockets[sockets.length - 1];
  if (socket?.conectado) socket.disparar('up', actualizacion);
}
export default io;
