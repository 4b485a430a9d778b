import type { SocketVivo } from './listas-en-vivo';

type Escucha = (...args: never[]) => void;

/**
 * A socket whose real one (socket.io-client, a third of libs/session) is made on the first
 * `connect`, so the client loads after the page instead of with it. Listeners added before then
 * go to the real socket when it exists; a failed load is a `connect_error`, so the lists' 5 s
 * retry loads it again; `disconnect` before it exists means it never connects.
 */
export class SocketDiferido implements SocketVivo {
  private real: SocketVivo | null = null;
  private cargando = false;
  private conectar = false;
  private escuchas: [string, Escucha][] = [];

  constructor(private readonly abrir: () => Promise<SocketVivo>) {}

  on(evento: string, escucha: Escucha): this {
    if (this.real) (this.real.on as (evento: string, escucha: Escucha) => unknown)(evento, escucha);
    else this.escuchas.push([evento, escucha]);
    return this;
  }

  /** Only sent once connected, so the real socket exists. */
  emit(evento: 'openhotel', datos: [number, 'full'], ack: (respuesta: unknown) => void): this {
    this.real?.emit(evento, datos, ack);
    return this;
  }

  connect(): this {
    this.conectar = true;
    if (this.real) this.real.connect();
    else if (!this.cargando) this.cargar();
    return this;
  }

  disconnect(): this {
    this.conectar = false;
    this.real?.disconnect();
    return this;
  }

  removeAllListeners(): this {
    this.escuchas = [];
    this.real?.removeAllListeners();
    return this;
  }

  private cargar(): void {
    this.cargando = true;
    this.abrir().then(
      (real) => {
        this.cargando = false;
        this.real = real;
        for (const [evento, escucha] of this.escuchas) this.on(evento, escucha);
        this.escuchas = [];
        if (this.conectar) real.connect();
      },
      (error: unknown) => {
        this.cargando = false;
        if (!this.conectar) return;
        const motivo = error instanceof Error ? error : new Error(String(error));
        for (const [evento, escucha] of this.escuchas) if (evento === 'connect_error') (escucha as (error: Error) => void)(motivo);
      },
    );
  }
}
