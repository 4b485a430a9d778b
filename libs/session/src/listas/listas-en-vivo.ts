import { type AvisoRecargar, EVENTO_RECARGAR, LIVE_PATH, LIVE_RECONEXION_MS, type ActualizacionEnVivo, type NombreListaReferencia } from '@recepcion/contracts';
import { aplicarActualizacion, type FilaLista } from './aplicar-actualizacion';
import { SocketDiferido } from './socket-diferido';
import { SocketLigero } from './socket-ligero';

/** The lists `openhotel` answers: the twelve reference lists plus the hotel's own currencies. */
export type NombreLista = NombreListaReferencia | 'HotelMonedas';
export type Listas = Readonly<Partial<Record<NombreLista, readonly FilaLista[]>>> & Readonly<Record<string, readonly FilaLista[] | undefined>>;

export type EstadoConexion = 'detenido' | 'conectando' | 'conectado' | 'esperando';

/** The part of a socket.io client socket this store uses (a fake one in tests). */
export interface SocketVivo {
  on(evento: 'connect', escucha: () => void): unknown;
  on(evento: 'connect_error', escucha: (error: Error) => void): unknown;
  on(evento: 'disconnect', escucha: (motivo: string) => void): unknown;
  on(evento: 'up', escucha: (actualizacion: ActualizacionEnVivo) => void): unknown;
  on(evento: typeof EVENTO_RECARGAR, escucha: (aviso: AvisoRecargar) => void): unknown;
  emit(evento: 'openhotel', datos: [number, 'full'], ack: (respuesta: unknown) => void): unknown;
  connect(): unknown;
  disconnect(): unknown;
  removeAllListeners(): unknown;
}

export type CrearSocket = () => SocketVivo;

/** The live channel's WebSocket address on this origin (socket.io's path, Engine.IO 4). */
function urlDelCanal(): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${LIVE_PATH}/?EIO=4&transport=websocket`;
}

/**
 * Same origin (the session cookie goes along); our own 5 s retry instead of socket.io's backoff.
 * The channel's wire on a plain WebSocket (SocketLigero); where a WebSocket cannot open,
 * socket.io-client, loaded then, with long polling first.
 */
export const crearSocketVivo: CrearSocket = () =>
  new SocketLigero(
    urlDelCanal(),
    () =>
      new SocketDiferido(async () => {
        const { io } = await import('socket.io-client');
        return io({ path: LIVE_PATH, transports: ['polling', 'websocket'], reconnection: false, autoConnect: false, withCredentials: true }) as unknown as SocketVivo;
      }),
  );

type Escucha = (listas: Listas, actualizacion?: ActualizacionEnVivo) => void;

const VACIAS: Listas = Object.freeze({});

/**
 * Reference lists kept up to date by the live channel (spec sections 4 and 7). After connecting
 * it asks `openhotel` with `[hotelId, 'full']`; each `up` event changes the named list. On a
 * failed connection or a close it tries again every 5 s and asks for the lists again. When the
 * server says the lists may be stale (`recargar`: its processes lost notices for a while, or the
 * session moved to another hotel) it asks for them again at once.
 */
export class ListasEnVivo {
  private listas: Listas = VACIAS;
  private socket: SocketVivo | null = null;
  private hotelId: number | null = null;
  private reintento: ReturnType<typeof setTimeout> | undefined;
  private estadoActual: EstadoConexion = 'detenido';
  private readonly escuchas = new Set<Escucha>();

  constructor(
    private readonly crearSocket: CrearSocket = crearSocketVivo,
    private readonly reconexionMs: number = LIVE_RECONEXION_MS,
  ) {}

  /** A list by name; an empty list until it arrives. */
  get = (nombre: NombreLista | string): readonly FilaLista[] => this.listas[nombre] ?? [];

  /** All lists (a new object after each change: fit for `useSyncExternalStore`). */
  getSnapshot = (): Listas => this.listas;

  estado = (): EstadoConexion => this.estadoActual;

  /** Whether `openhotel` has answered since the last start. */
  cargadas = (): boolean => this.listas !== VACIAS;

  subscribe = (escucha: Escucha): (() => void) => {
    this.escuchas.add(escucha);
    return () => this.escuchas.delete(escucha);
  };

  /** Connects for this hotel (a different hotel starts over; the same one does nothing). */
  iniciar(hotelId: number): void {
    if (this.socket && this.hotelId === hotelId) return;
    this.detener();
    this.hotelId = hotelId;
    const socket = this.crearSocket();
    this.socket = socket;
    const pedirListas = () =>
      socket.emit('openhotel', [hotelId, 'full'], (respuesta) => {
        if (this.socket === socket && esListas(respuesta)) this.fijar(respuesta);
      });
    socket.on('connect', () => {
      if (this.socket !== socket) return;
      this.estadoActual = 'conectado';
      pedirListas();
    });
    socket.on(EVENTO_RECARGAR, () => {
      if (this.socket === socket) pedirListas();
    });
    socket.on('up', (actualizacion) => {
      if (this.socket === socket) this.aplicar(actualizacion);
    });
    socket.on('connect_error', () => this.reintentar(socket));
    socket.on('disconnect', (motivo) => {
      if (motivo !== 'io client disconnect') this.reintentar(socket);
    });
    this.estadoActual = 'conectando';
    socket.connect();
  }

  /** Disconnects and forgets the lists (logout, session expired). */
  detener(): void {
    clearTimeout(this.reintento);
    this.reintento = undefined;
    const socket = this.socket;
    this.socket = null;
    this.hotelId = null;
    this.estadoActual = 'detenido';
    if (socket) {
      socket.removeAllListeners();
      socket.disconnect();
    }
    if (this.listas !== VACIAS) this.fijar(VACIAS);
  }

  private reintentar(socket: SocketVivo): void {
    if (this.socket !== socket || this.reintento !== undefined) return;
    this.estadoActual = 'esperando';
    this.reintento = setTimeout(() => {
      this.reintento = undefined;
      if (this.socket !== socket) return;
      this.estadoActual = 'conectando';
      socket.connect();
    }, this.reconexionMs);
  }

  private aplicar(actualizacion: ActualizacionEnVivo): void {
    const lista = this.listas[actualizacion.entidad];
    if (!lista) {
      this.escuchas.forEach((e) => e(this.listas, actualizacion));
      return;
    }
    const nueva = aplicarActualizacion(lista, actualizacion);
    this.fijar(nueva === lista ? this.listas : { ...this.listas, [actualizacion.entidad]: nueva }, actualizacion);
  }

  private fijar(listas: Listas, actualizacion?: ActualizacionEnVivo): void {
    this.listas = listas;
    this.escuchas.forEach((e) => e(listas, actualizacion));
  }
}

function esListas(respuesta: unknown): respuesta is Listas {
  return Boolean(respuesta) && typeof respuesta === 'object' && !('Message' in (respuesta as object)) && Object.values(respuesta as object).every(Array.isArray);
}
