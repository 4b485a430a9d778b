import { AsyncResource } from 'node:async_hooks';
import type { MikroORM } from '@mikro-orm/core';
import { type ActualizacionEnVivo, type AvisoRecargar, EVENTO_RECARGAR } from '@recepcion/contracts';
import { AVISOS_INTERRUMPIDOS, type AvisosEntreProcesos, type Clock, enContexto, type SesionActiva, type SessionResolver } from '@recepcion/platform';
import type { Logger } from 'pino';
import type { Namespace, Server, Socket } from 'socket.io';
import { AVISO_SESIONES_EN_VIVO, type CambioDeSesiones } from './avisar-sesiones-en-vivo.handler';
import { type CambioEnVivo, emitirEnEsteProceso, escucharCambiosEnVivo } from './difundir-cambio-en-vivo.handler';
import { type DatosSocket, salaDeHotel } from './sesion-socket';

/** The `up` events a suspended socket may hold; past them it is told to reload instead. */
const MAX_RETENIDOS = 1000;
/**
 * After a notice of changed sessions, those users' sessions are read once more this much later: a
 * notice published before its transaction committed was read with what it changed not yet visible.
 */
export const RELECTURA_MS = 1_000;

export interface OpcionesHub {
  /** For the log. */
  nombre: string;
  /** The event that carries a change (`up`). */
  evento: string;
  sesiones: () => SessionResolver;
  orm: MikroORM;
  clock: Clock;
  logger: Logger;
  /** Whether a session may keep a socket of this hub (the test pages' hub: operators only). */
  admite: (sesion: SesionActiva) => boolean;
}

/** A socket whose session is being read again after a notice: out of its hotel's room meanwhile. */
interface Suspension {
  hotelId: number;
  /** The hotel's changes that came meanwhile, for the socket if its session stays in that hotel. */
  retenidos: ActualizacionEnVivo[];
  desbordado: boolean;
  /** The hub's `version` of the last notice that named it: an older reading does not decide. */
  version: number;
  listo: Promise<void>;
  soltar: () => void;
}

interface Pedido {
  /** null: every socket. */
  usuarios: Set<number> | null;
  /** After the reading, the sockets that stay are told to reload (`recargar`: notices were lost). */
  recargar: boolean;
  listo: Promise<void>;
  cumplir: () => void;
}

function diferido(): { promesa: Promise<void>; cumplir: () => void } {
  let cumplir!: () => void;
  const promesa = new Promise<void>((resolve) => (cumplir = resolve));
  return { promesa, cumplir };
}

const datosDe = (socket: Socket) => socket.data as DatosSocket;
/** Whether the middleware let the socket in with a session (its data is `{}` before). */
const conSesion = (socket: Socket) => Boolean((socket.data as Partial<DatosSocket> | undefined)?.sessionId);

/**
 * The sockets of one hub in this process, kept true to their sessions.
 * - Every committed change goes as `up` to the sockets of its hotel (`emitirEnEsteProceso`).
 * - A session that ends (`SesionesCerradas`, from any process) takes its sockets at once.
 * - A change of what sessions prove (`SesionesModificadas`: a user removed from a hotel, another
 *   type, an operator's access to a hotel and the way back, a hotel deleted), from any process,
 *   takes the named users' sockets out of their hotel's room at once (synchronously, before any
 *   later change can reach them) and reads their sessions again: gone, the socket is disconnected;
 *   in another hotel, it moves to that hotel's room and is told to reload (`recargar`); the same
 *   hotel, it gets the changes it missed meanwhile, in order, and goes back. A reading that a later
 *   notice overtook decides nothing for the sockets that notice named: the next one does. Those
 *   users are read once more `RELECTURA_MS` later (without suspending), in case the notice was
 *   published before its change committed.
 * - When notices between processes were interrupted (`AVISOS_INTERRUMPIDOS`: Redis was down), every
 *   socket's session is read again and the sockets that stay are told to reload.
 * - Every `REVISION_SESIONES_MS` the sessions are read again too (one that expired without a request).
 * Readings run one at a time, outside whatever request or transaction published the notice.
 */
export class SocketsDelHub {
  private hub?: Server | Namespace;
  /** Counts the notices of changed sessions: a socket admitted with a session read before the last one is read again. */
  version = 0;
  private readonly suspendidos = new Map<Socket, Suspension>();
  private pedido: Pedido | null = null;
  private corriendo = false;
  private readonly dejarDeEscuchar: (() => void)[];
  private readonly relecturas = new Set<NodeJS.Timeout>();
  /** The module's own async context: a reading never runs inside the publisher's transaction or request. */
  private readonly fuera = new AsyncResource('revision-sockets-en-vivo');

  constructor(
    private readonly o: OpcionesHub,
    avisos: AvisosEntreProcesos,
  ) {
    this.dejarDeEscuchar = [
      escucharCambiosEnVivo(avisos, (cambio) => this.emitir(cambio)),
      avisos.escuchar(AVISO_SESIONES_EN_VIVO, (datos) => this.sesionesCambiadas(datos as CambioDeSesiones)),
      avisos.escuchar(AVISOS_INTERRUMPIDOS, () => void this.revisar(null, true)),
    ];
  }

  iniciar(hub: Server | Namespace): void {
    this.hub = hub;
  }

  detener(): void {
    this.dejarDeEscuchar.forEach((dejar) => dejar());
    this.relecturas.forEach((t) => clearTimeout(t));
    this.relecturas.clear();
  }

  /** A socket let in: it joins its hotel's room; its session is read again if a notice came since it was read. */
  async admitir(socket: Socket): Promise<void> {
    const datos = datosDe(socket);
    socket.once('disconnect', () => this.soltar(socket));
    await socket.join(salaDeHotel(datos.hotelId));
    if (datos.version !== this.version) {
      this.suspender(socket);
      await this.revisar([datos.userId]);
    }
  }

  /** Resolves when the socket's session is known again (at once unless it is being read). */
  listo(socket: Socket): Promise<void> {
    return this.suspendidos.get(socket)?.listo ?? Promise.resolve();
  }

  /** Reads again the sessions of these users' sockets (null: all) and moves or drops them; `recargar` tells those that stay to reload. */
  revisar(usuarios: readonly number[] | null, recargar = false): Promise<void> {
    let pedido = this.pedido;
    if (!pedido) {
      const { promesa, cumplir } = diferido();
      pedido = this.pedido = { usuarios: new Set(), recargar: false, listo: promesa, cumplir };
    }
    if (usuarios === null) pedido.usuarios = null;
    else for (const u of usuarios) pedido.usuarios?.add(u);
    pedido.recargar ||= recargar;
    if (!this.corriendo) {
      this.corriendo = true;
      this.fuera.runInAsyncScope(() => void this.correr());
    }
    return pedido.listo;
  }

  private sockets(): Socket[] {
    if (!this.hub) return [];
    const mapa = 'of' in this.hub ? this.hub.sockets.sockets : this.hub.sockets;
    return [...mapa.values()];
  }

  private emitir(cambio: CambioEnVivo): void {
    emitirEnEsteProceso(this.hub, this.o.evento, cambio);
    // A global change went to every socket, suspended ones too; a hotel's waits for the suspended.
    if (cambio.hotelId === null) return;
    for (const s of this.suspendidos.values()) {
      if (s.hotelId !== cambio.hotelId || s.desbordado) continue;
      if (s.retenidos.length >= MAX_RETENIDOS) {
        s.desbordado = true;
        s.retenidos = [];
      } else s.retenidos.push(cambio.actualizacion);
    }
  }

  private sesionesCambiadas(cambio: CambioDeSesiones): void {
    if ('cerradas' in cambio) {
      const ids = new Set(cambio.cerradas);
      for (const socket of this.sockets()) if (conSesion(socket) && ids.has(datosDe(socket).sessionId)) socket.disconnect(true);
      return;
    }
    this.version++;
    const usuarios = cambio.usuarios === null ? null : new Set(cambio.usuarios);
    for (const socket of this.sockets()) {
      if (conSesion(socket) && (!usuarios || usuarios.has(datosDe(socket).userId))) this.suspender(socket);
    }
    void this.revisar(cambio.usuarios);
    const relectura = setTimeout(() => {
      this.relecturas.delete(relectura);
      void this.revisar(cambio.usuarios);
    }, RELECTURA_MS);
    relectura.unref();
    this.relecturas.add(relectura);
  }

  private suspender(socket: Socket): void {
    const actual = this.suspendidos.get(socket);
    if (actual) {
      actual.version = this.version;
      return;
    }
    const { hotelId } = datosDe(socket);
    void socket.leave(salaDeHotel(hotelId));
    const { promesa, cumplir } = diferido();
    this.suspendidos.set(socket, { hotelId, retenidos: [], desbordado: false, version: this.version, listo: promesa, soltar: cumplir });
  }

  private soltar(socket: Socket): void {
    const suspension = this.suspendidos.get(socket);
    if (!suspension) return;
    this.suspendidos.delete(socket);
    suspension.soltar();
  }

  private async correr(): Promise<void> {
    try {
      while (this.pedido) {
        const pedido = this.pedido;
        this.pedido = null;
        try {
          await this.aplicar(pedido);
        } catch (error) {
          this.o.logger.error({ err: error }, `live ${this.o.nombre}: sessions could not be read again; their suspended sockets are disconnected`);
          // Closed rather than open: the client connects again and its session is checked then.
          for (const socket of [...this.suspendidos.keys()]) if (!pedido.usuarios || pedido.usuarios.has(datosDe(socket).userId)) socket.disconnect(true);
        }
        pedido.cumplir();
      }
    } finally {
      this.corriendo = false;
    }
  }

  private async aplicar(pedido: Pedido): Promise<void> {
    const sockets = this.sockets().filter((s) => conSesion(s) && (!pedido.usuarios || pedido.usuarios.has(datosDe(s).userId)));
    if (sockets.length === 0) return;
    const versiones = new Map(sockets.map((s) => [s, this.suspendidos.get(s)?.version]));
    const ahora = this.o.clock();
    const ids = [...new Set(sockets.map((s) => datosDe(s).sessionId))];
    const leidas = await enContexto(this.o.orm, { now: ahora }, () => this.o.sesiones().vigentes(ids, ahora));
    const vigentes = new Map(leidas.map((s) => [s.sessionId, s]));
    for (const socket of sockets) {
      if (!socket.connected) continue;
      const sesion = vigentes.get(datosDe(socket).sessionId);
      if (!sesion || !this.o.admite(sesion)) {
        socket.disconnect(true);
        continue;
      }
      const suspension = this.suspendidos.get(socket);
      // A notice came after this reading began: the reading it asked for decides.
      if (suspension && suspension.version !== versiones.get(socket)) continue;
      this.reanudar(socket, sesion, suspension, pedido.recargar);
    }
  }

  private reanudar(socket: Socket, sesion: SesionActiva, suspension: Suspension | undefined, recargar: boolean): void {
    const datos = datosDe(socket);
    const antes = datos.hotelId;
    datos.hotelId = sesion.hotelId;
    datos.userId = sesion.userId;
    if (suspension) this.soltar(socket);
    if (sesion.hotelId !== antes) {
      if (!suspension) void socket.leave(salaDeHotel(antes));
      void socket.join(salaDeHotel(sesion.hotelId));
      socket.emit(EVENTO_RECARGAR, { motivo: 'hotel', hotelId: sesion.hotelId } satisfies AvisoRecargar);
      return;
    }
    if (suspension) {
      void socket.join(salaDeHotel(sesion.hotelId));
      if (suspension.desbordado) recargar = true;
      else for (const actualizacion of suspension.retenidos) socket.emit(this.o.evento, actualizacion);
    }
    if (recargar) socket.emit(EVENTO_RECARGAR, { motivo: 'interrupcion', hotelId: sesion.hotelId } satisfies AvisoRecargar);
  }
}
