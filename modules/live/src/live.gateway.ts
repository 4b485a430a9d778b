import { MikroORM } from '@mikro-orm/core';
import { Inject, type OnModuleDestroy } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { QueryBus } from '@nestjs/cqrs';
import { type OnGatewayConnection, type OnGatewayInit, SubscribeMessage, WebSocketGateway, WebSocketServer, ConnectedSocket, MessageBody } from '@nestjs/websockets';
import { LIVE_PATH, MENSAJE_SESION_EXPIRADA, type ListasReferencia, ListasReferenciaMaestros, ListasReferenciaTarifario } from '@recepcion/contracts';
import { AvisosEntreProcesos, CLOCK, type Clock, enContexto, LOGGER, SESSION_RESOLVER, type SessionResolver } from '@recepcion/platform';
import type { Logger } from 'pino';
import type { Server, Socket } from 'socket.io';
import { type DatosSocket, REVISION_SESIONES_MS, sesionDelSocket } from './sesion-socket';
import { SocketsDelHub } from './sockets-del-hub';

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
 * (difundir-cambio-en-vivo.handler.ts). Sessions that end or change take or move their sockets at
 * once in every process, and a lost stretch of notices makes the sockets reload (`SocketsDelHub`).
 */
@WebSocketGateway({ path: LIVE_PATH, serveClient: false })
export class LiveGateway implements OnGatewayInit, OnGatewayConnection, OnModuleDestroy {
  @WebSocketServer() server!: Server;
  private revision?: NodeJS.Timeout;
  private readonly sockets: SocketsDelHub;

  constructor(
    private readonly moduleRef: ModuleRef,
    private readonly queryBus: QueryBus,
    private readonly orm: MikroORM,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
    avisos: AvisosEntreProcesos,
  ) {
    this.sockets = new SocketsDelHub({ nombre: 'hub', evento: 'up', sesiones: () => this.resolver(), orm, clock, logger, admite: () => true }, avisos);
  }

  private resolver(): SessionResolver {
    return this.moduleRef.get<SessionResolver>(SESSION_RESOLVER, { strict: false });
  }

  /** Checks the session before the socket is connected, so its first message already has it. */
  afterInit(server: Server): void {
    this.sockets.iniciar(server);
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
    const version = this.sockets.version;
    const sesion = await sesionDelSocket(socket, this.resolver(), this.orm, this.clock);
    if (!sesion) return false;
    socket.data = { hotelId: sesion.hotelId, userId: sesion.userId, sessionId: sesion.sessionId, version } satisfies DatosSocket;
    return true;
  }

  handleConnection(socket: Socket): Promise<void> {
    return this.sockets.admitir(socket);
  }

  onModuleDestroy(): void {
    clearInterval(this.revision);
    this.sockets.detener();
  }

  /**
   * Reads again the sessions of this process's sockets (one query, none without sockets): those
   * whose session is gone (it can expire with its socket open: it slides only with requests) are
   * disconnected, those whose session is in another hotel move there.
   */
  cerrarSesionesVencidas(): Promise<void> {
    return this.sockets.revisar(null);
  }

  @SubscribeMessage('openhotel')
  async openhotel(@ConnectedSocket() socket: Socket, @MessageBody() datos: unknown): Promise<ListasReferencia | { Message: string }> {
    // A socket whose session is being read again answers once it is known.
    await this.sockets.listo(socket);
    const sesion = socket.data as DatosSocket | undefined;
    if (!socket.connected || !sesion || hotelPedido(datos) !== sesion.hotelId) return { Message: 'No se encontro' };
    return enContexto(this.orm, { hotelId: sesion.hotelId, userId: sesion.userId, now: this.clock() }, async () => ({
      ...(await this.queryBus.execute<ListasReferenciaMaestros, ListasReferencia>(new ListasReferenciaMaestros())),
      ...(await this.queryBus.execute<ListasReferenciaTarifario, ListasReferencia>(new ListasReferenciaTarifario())),
    }));
  }
}
