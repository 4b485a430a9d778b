import { MikroORM } from '@mikro-orm/core';
import { Inject, type OnModuleDestroy } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { EventsHandler, type IEventHandler, QueryBus } from '@nestjs/cqrs';
import { type OnGatewayConnection, type OnGatewayInit, SubscribeMessage, WebSocketGateway, WebSocketServer, ConnectedSocket, MessageBody } from '@nestjs/websockets';
import { LIVE_PATH, MENSAJE_SESION_EXPIRADA, SesionesCerradas, type ListasReferencia, ListasReferenciaMaestros, ListasReferenciaTarifario } from '@recepcion/contracts';
import { AvisosEntreProcesos, CLOCK, type Clock, enContexto, LOGGER, SESSION_RESOLVER, type SessionResolver } from '@recepcion/platform';
import type { Logger } from 'pino';
import type { Server, Socket } from 'socket.io';
import { type DatosSocket, desconectarSesionesVencidas, REVISION_SESIONES_MS, salaDeHotel, salaDeSesion, sesionDelSocket } from './sesion-socket';
import { emitirEnEsteProceso, escucharCambiosEnVivo } from './difundir-cambio-en-vivo.handler';

export { REVISION_SESIONES_MS } from './sesion-socket';

/** `openhotel` accepts the spec's (hotelId, 'full') as an array, an object or a bare id. */
function hotelPedido(datos: unknown): number {
  if (Array.isArray(datos)) return Number(datos[0]);
  if (datos && typeof datos === 'object') return Number((datos as { hotelId?: unknown }).hotelId);
  return Number(datos);
}

/**
 * The live channel (socket.io at /message2). A socket is let in only with a valid session cookie
 * and joins its hotel's room; `openhotel` answers the reference lists; every committed change of
 * a reference entity reaches every socket of that hotel as `up`, in every API process
 * (difundir-cambio-en-vivo.handler.ts). With REDIS_URL the adapter carries the disconnection of closed sessions
 * across processes.
 */
@WebSocketGateway({ path: LIVE_PATH, serveClient: false })
@EventsHandler(SesionesCerradas)
export class LiveGateway implements OnGatewayInit, OnGatewayConnection, OnModuleDestroy, IEventHandler<SesionesCerradas> {
  @WebSocketServer() server!: Server;
  private revision?: NodeJS.Timeout;
  private readonly dejarDeEscuchar: () => void;

  constructor(
    private readonly moduleRef: ModuleRef,
    private readonly queryBus: QueryBus,
    private readonly orm: MikroORM,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
    avisos: AvisosEntreProcesos,
  ) {
    this.dejarDeEscuchar = escucharCambiosEnVivo(avisos, (cambio) => emitirEnEsteProceso(this.server, 'up', cambio));
  }

  /** Checks the session before the socket is connected, so its first message already has it. */
  afterInit(server: Server): void {
    this.revision = setInterval(() => {
      this.cerrarSesionesVencidas().catch((error) => this.logger.error({ err: error }, 'live: session check failed'));
    }, REVISION_SESIONES_MS);
    this.revision.unref();
    server.use((socket, next) => {
      this.autenticar(socket).then(
        (ok) => next(ok ? undefined : new Error(MENSAJE_SESION_EXPIRADA)),
        (error) => {
          this.logger.error({ err: error }, 'live: connection refused');
          next(new Error(MENSAJE_SESION_EXPIRADA));
        },
      );
    });
  }

  private async autenticar(socket: Socket): Promise<boolean> {
    const sesiones = this.moduleRef.get<SessionResolver>(SESSION_RESOLVER, { strict: false });
    const sesion = await sesionDelSocket(socket, sesiones, this.orm, this.clock);
    if (!sesion) return false;
    socket.data = { hotelId: sesion.hotelId, userId: sesion.userId, sessionId: sesion.sessionId } satisfies DatosSocket;
    return true;
  }

  async handleConnection(socket: Socket): Promise<void> {
    const { hotelId, sessionId } = socket.data as DatosSocket;
    await socket.join([salaDeHotel(hotelId), salaDeSesion(sessionId)]);
  }

  onModuleDestroy(): void {
    clearInterval(this.revision);
    this.dejarDeEscuchar();
  }

  /**
   * A session can expire with its socket still open (it slides only with requests): this
   * process's sockets whose session is gone are disconnected. One query, and none without sockets.
   */
  async cerrarSesionesVencidas(): Promise<void> {
    if (!this.server) return;
    const sesiones = this.moduleRef.get<SessionResolver>(SESSION_RESOLVER, { strict: false });
    await desconectarSesionesVencidas(this.server.sockets.sockets.values(), sesiones, this.orm, this.clock);
  }

  @SubscribeMessage('openhotel')
  async openhotel(@ConnectedSocket() socket: Socket, @MessageBody() datos: unknown): Promise<ListasReferencia | { Message: string }> {
    const sesion = socket.data as DatosSocket | undefined;
    if (!sesion || hotelPedido(datos) !== sesion.hotelId) return { Message: 'No se encontro' };
    return enContexto(this.orm, { hotelId: sesion.hotelId, userId: sesion.userId, now: this.clock() }, async () => ({
      ...(await this.queryBus.execute<ListasReferenciaMaestros, ListasReferencia>(new ListasReferenciaMaestros())),
      ...(await this.queryBus.execute<ListasReferenciaTarifario, ListasReferencia>(new ListasReferenciaTarifario())),
    }));
  }

  handle(evento: SesionesCerradas): void {
    if (!this.server) return;
    // Through the adapter: the sockets may be in another API process.
    if (evento.sessionIds.length > 0) this.server.in(evento.sessionIds.map(salaDeSesion)).disconnectSockets(true);
  }
}
