import type { ActualizacionEnVivo, AvisoRecargar } from '@recepcion/contracts';
import type { SocketVivo } from '../src/listas/listas-en-vivo';

type Escucha = (...args: never[]) => void;

/** A socket.io client socket driven by the test: it connects, fails, closes and pushes `up`. */
export class SocketFalso implements SocketVivo {
  conexiones = 0;
  desconectado = false;
  pedidos: { datos: unknown; ack: (respuesta: unknown) => void }[] = [];
  private escuchas = new Map<string, Escucha[]>();

  on(evento: string, escucha: Escucha): this {
    this.escuchas.set(evento, [...(this.escuchas.get(evento) ?? []), escucha]);
    return this;
  }

  emit(evento: 'openhotel', datos: [number, 'full'], ack: (respuesta: unknown) => void): this {
    if (evento === 'openhotel') this.pedidos.push({ datos, ack });
    return this;
  }

  connect(): this {
    this.conexiones++;
    return this;
  }

  disconnect(): this {
    this.desconectado = true;
    return this;
  }

  removeAllListeners(): this {
    this.escuchas.clear();
    return this;
  }

  private disparar(evento: string, ...args: unknown[]): void {
    (this.escuchas.get(evento) ?? []).forEach((e) => (e as (...a: unknown[]) => void)(...args));
  }

  /** The server accepted the connection. */
  conectar(): void {
    this.disparar('connect');
  }

  falla(mensaje = 'Vuelva a iniciar sesión'): void {
    this.disparar('connect_error', new Error(mensaje));
  }

  cierre(motivo = 'transport close'): void {
    this.disparar('disconnect', motivo);
  }

  up(actualizacion: ActualizacionEnVivo): void {
    this.disparar('up', actualizacion);
  }

  recargar(aviso: AvisoRecargar): void {
    this.disparar('recargar', aviso);
  }

  /** Answers the last `openhotel`. */
  responder(listas: unknown): void {
    this.pedidos[this.pedidos.length - 1].ack(listas);
  }
}
