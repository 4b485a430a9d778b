import { io, type SocketFalso } from './socket-io-falso';

/**
 * Stands in for libs/session's SocketLigero (the live channel on a plain WebSocket) in jsdom: each
 * area's jest.config maps `./socket-ligero` here, so the live lists get socket-io-falso's socket,
 * which the test connects and feeds.
 */
export class SocketLigero {
  constructor() {
    return io() as unknown as SocketLigero & SocketFalso;
  }
}
