import type { SocketVivo } from './listas-en-vivo';

type Escucha = (...args: never[]) => void;

/** Engine.IO 4 packet types (the first character of a WebSocket message). */
const ABRIR = '0';
const CERRAR = '1';
const PING = '2';
const PONG = '3';
const MENSAJE = '4';
/** Socket.IO 5 packet types (the character after MENSAJE); the default namespace only. */
const CONECTAR = '0';
const DESCONECTAR = '1';
const EVENTO = '2';
const RESPUESTA = '3';
const ERROR_DE_CONEXION = '4';

/**
 * The live channel's socket.io wire (Engine.IO 4, Socket.IO 5, default namespace, JSON only) over
 * one WebSocket: what the live lists use of socket.io-client (connect, `openhotel` with its answer,
 * `up`, `recargar`, disconnect) in a few hundred bytes instead of 12 KB on every signed-in page.
 * A WebSocket that never opened (a proxy that refuses upgrades) leaves `respaldo` in charge from
 * the next connect on: socket.io-client, loaded then, which can fall back to long polling.
 */
export class SocketLigero implements SocketVivo {
  private ws: WebSocket | null = null;
  private conectado = false;
  private abrioAlgunaVez = false;
  private fallidas = 0;
  private latido: ReturnType<typeof setTimeout> | undefined;
  /** How long without a ping before the connection counts as gone (the server's interval plus its timeout). */
  private esperaDeLatido = 45_000;
  private siguienteId = 0;
  private readonly respuestas = new Map<number, (respuesta: unknown) => void>();
  private escuchas: [string, Escucha][] = [];
  private delegado: SocketVivo | null = null;

  constructor(
    private readonly url: string,
    private readonly respaldo?: () => SocketVivo,
  ) {}

  on(evento: string, escucha: Escucha): this {
    this.escuchas.push([evento, escucha]);
    if (this.delegado) (this.delegado.on as (evento: string, escucha: Escucha) => unknown)(evento, escucha);
    return this;
  }

  emit(evento: 'openhotel', datos: [number, 'full'], ack: (respuesta: unknown) => void): this {
    if (this.delegado) {
      this.delegado.emit(evento, datos, ack);
      return this;
    }
    const id = this.siguienteId++;
    this.respuestas.set(id, ack);
    this.enviar(`${MENSAJE}${EVENTO}${id}${JSON.stringify([evento, datos])}`);
    return this;
  }

  connect(): this {
    if (!this.delegado && this.fallidas > 0 && !this.abrioAlgunaVez && this.respaldo) {
      this.delegado = this.respaldo();
      for (const [evento, escucha] of this.escuchas) (this.delegado.on as (evento: string, escucha: Escucha) => unknown)(evento, escucha);
    }
    if (this.delegado) {
      this.delegado.connect();
      return this;
    }
    if (this.ws) return this;
    const ws = new WebSocket(this.url);
    this.ws = ws;
    ws.onopen = () => {
      this.abrioAlgunaVez = true;
    };
    // The close that follows an error says it.
    ws.onerror = () => undefined;
    ws.onmessage = (mensaje) => {
      if (this.ws === ws) this.recibir(String(mensaje.data));
    };
    ws.onclose = () => {
      if (this.ws !== ws) return;
      const estaba = this.conectado;
      this.soltar();
      if (estaba) this.avisar('disconnect', 'transport close');
      else {
        this.fallidas += 1;
        this.avisar('connect_error', new Error('No se pudo abrir el canal en vivo.'));
      }
    };
    return this;
  }

  disconnect(): this {
    if (this.delegado) {
      this.delegado.disconnect();
      return this;
    }
    if (this.conectado) this.enviar(`${MENSAJE}${DESCONECTAR}`);
    this.cerrar();
    return this;
  }

  removeAllListeners(): this {
    this.escuchas = [];
    this.delegado?.removeAllListeners();
    return this;
  }

  private recibir(paquete: string): void {
    const tipo = paquete[0];
    if (tipo === ABRIR) {
      const { pingInterval, pingTimeout } = JSON.parse(paquete.slice(1)) as { pingInterval: number; pingTimeout: number };
      this.esperaDeLatido = pingInterval + pingTimeout;
      this.esperarLatido();
      this.enviar(`${MENSAJE}${CONECTAR}`);
    } else if (tipo === PING) {
      this.esperarLatido();
      this.enviar(PONG);
    } else if (tipo === CERRAR) {
      this.ws?.close();
    } else if (tipo === MENSAJE) {
      this.recibirDeSocketIo(paquete.slice(1));
    }
  }

  private recibirDeSocketIo(paquete: string): void {
    const tipo = paquete[0];
    if (tipo === CONECTAR) {
      this.conectado = true;
      this.avisar('connect');
    } else if (tipo === ERROR_DE_CONEXION) {
      const { message } = JSON.parse(paquete.slice(1) || '{}') as { message?: string };
      this.cerrar();
      this.avisar('connect_error', new Error(message ?? 'Conexión rechazada.'));
    } else if (tipo === DESCONECTAR) {
      this.cerrar();
      this.avisar('disconnect', 'io server disconnect');
    } else if (tipo === EVENTO || tipo === RESPUESTA) {
      const [, id, datos] = /^.(\d*)(\[[\s\S]*\])$/.exec(paquete) ?? [];
      if (datos === undefined) return;
      const argumentos = JSON.parse(datos) as unknown[];
      if (tipo === EVENTO) this.avisar(String(argumentos[0]), ...argumentos.slice(1));
      else {
        const responder = this.respuestas.get(Number(id));
        this.respuestas.delete(Number(id));
        responder?.(argumentos[0]);
      }
    }
  }

  /** No ping from the server in time: the connection is gone though the WebSocket did not say so. */
  private esperarLatido(): void {
    clearTimeout(this.latido);
    const ws = this.ws;
    this.latido = setTimeout(() => {
      if (this.ws === ws) ws?.close();
    }, this.esperaDeLatido);
  }

  /** Closes the WebSocket without the close reporting anything: the caller says what happened. */
  private cerrar(): void {
    const ws = this.ws;
    this.soltar();
    ws?.close();
  }

  private enviar(paquete: string): void {
    if (this.ws?.readyState === WebSocket.OPEN) this.ws.send(paquete);
  }

  private soltar(): void {
    clearTimeout(this.latido);
    this.ws = null;
    this.conectado = false;
    this.respuestas.clear();
  }

  private avisar(evento: string, ...argumentos: unknown[]): void {
    for (const [nombre, escucha] of [...this.escuchas]) if (nombre === evento) (escucha as (...args: unknown[]) => void)(...argumentos);
  }
}
