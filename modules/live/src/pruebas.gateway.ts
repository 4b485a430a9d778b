import { MikroORM } from '@mikro-orm/core';
import { Inject, type OnModuleDestroy } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { ConnectedSocket, MessageBody, type OnGatewayConnection, type OnGatewayInit, SubscribeMessage, WebSocketGateway, WebSocketServer } from '@nestjs/websockets';
import {
  EVENTOS_PRUEBAS,
  LIVE_PATH,
  LIVE_PRUEBAS_NAMESPACE,
  MENSAJE_SESION_EXPIRADA,
  MENSAJE_SIN_PERMISO,
  MENSAJES_PRUEBAS,
  type RespuestaPing,
  textoDePing,
} from '@recepcion/contracts';
import { AvisosEntreProcesos, CLOCK, type Clock, LOGGER, SESSION_RESOLVER, type SessionResolver } from '@recepcion/platform';
import type { Logger } from 'pino';
import type { Namespace, Socket } from 'socket.io';
import { type DatosSocket, REVISION_SESIONES_MS, sesionDelSocket } from './sesion-socket';
import { SocketsDelHub } from './sockets-del-hub';

/**
 * The live channel's second hub, for the root test page `probando-signalr`: the namespace
 * `/pruebas` of the same socket.io server as the main hub (`/message2`). Only an operator's session
 * gets in (the cookie is checked as the main hub checks it); `ping` answers an echo with the
 * server's time, and every change of the session hotel is relayed as `up`, as the main hub sends it.
 */
@WebSocketGateway({ path: LIVE_PATH, namespace: LIVE_PRUEBAS_NAMESPACE, serveClient: false })
export class PruebasGateway implements OnGatewayInit, OnGatewayConnection, OnModuleDestroy {
  @WebSocketServer() server!: Namespace;
  private revision?: NodeJS.Timeout;
  private readonly sockets: SocketsDelHub;

  constructor(
    private readonly moduleRef: ModuleRef,
    private readonly orm: MikroORM,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
    avisos: AvisosEntreProcesos,
  ) {
    // An operator's session only: one that stops being an operator's loses its socket.
    this.sockets = new SocketsDelHub(
      { nombre: 'pruebas', evento: EVENTOS_PRUEBAS.up, sesiones: () => this.resolver(), orm, clock, logger, admite: (sesion) => sesion.esOperador },
      avisos,
    );
  }

  private resolver(): SessionResolver {
    return this.moduleRef.get<SessionResolver>(SESSION_RESOLVER, { strict: false });
  }

  /** The namespace's own middleware: the main hub's does not run for it. */
  afterInit(namespace: Namespace): void {
    this.sockets.iniciar(namespace);
    this.revision = setInterval(() => {
      this.cerrarSesionesVencidas().catch((error) => this.logger.error({ err: error }, 'live pruebas: session check failed'));
    }, REVISION_SESIONES_MS);
    this.revision.unref();
    namespace.use((socket, next) => {
      this.autenticar(socket).then(
        (rechazo) => next(rechazo ? new Error(rechazo) : undefined),
        (error) => {
          this.logger.error({ err: error }, 'live pruebas: connection refused');
          next(new Error(MENSAJE_SESION_EXPIRADA));
        },
      );
    });
  }

  /** Why the socket is refused, or null when an operator's session lets it in. */
  private async autenticar(socket: Socket): Promise<string | null> {
    const version = this.sockets.version;
    const sesion = await sesionDelSocket(socket, this.resolver(), this.orm, this.clock);
    if (!sesion) return MENSAJE_SESION_EXPIRADA;
    if (!sesion.esOperador) return MENSAJE_SIN_PERMISO;
    socket.data = { hotelId: sesion.hotelId, userId: sesion.userId, sessionId: sesion.sessionId, version } satisfies DatosSocket;
    return null;
  }

  handleConnection(socket: Socket): Promise<void> {
    return this.sockets.admitir(socket);
  }

  onModuleDestroy(): void {
    clearInterval(this.revision);
    this.sockets.detener();
  }

  /** Reads again the sessions of this process's sockets of the hub: gone (or no longer an operator's), disconnected; in another hotel, moved. */
  cerrarSesionesVencidas(): Promise<void> {
    return this.sockets.revisar(null);
  }

  @SubscribeMessage(EVENTOS_PRUEBAS.ping)
  async ping(@ConnectedSocket() socket: Socket, @MessageBody() datos: unknown): Promise<RespuestaPing> {
    const texto = textoDePing(datos);
    if (texto === null) return { Message: MENSAJES_PRUEBAS.textoNoValido };
    await this.sockets.listo(socket);
    return { texto, horaServidor: this.clock().toISOString(), hotelId: (socket.data as DatosSocket).hotelId };
  }
}
