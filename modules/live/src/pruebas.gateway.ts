import { MikroORM } from '@mikro-orm/core';
import { Inject, type OnModuleDestroy } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { ConnectedSocket, MessageBody, type OnGatewayConnection, type OnGatewayInit, SubscribeMessage, WebSocketGateway, WebSocketServer } from '@nestjs/websockets';
import {
  EVENTOS_PRUEBAS,
  LIVE_PATH,
  LIVE_PRUEBAS_NAMESPACE,
  MENSAJE_SESION_EXPIRADA,
  MENSAJE_SIN_PERMISO,
  MENSAJES_PRUEBAS,
  type RespuestaPing,
  SesionesCerradas,
  textoDePing,
} from '@recepcion/contracts';
import { AvisosEntreProcesos, CLOCK, type Clock, LOGGER, SESSION_RESOLVER, type SessionResolver } from '@recepcion/platform';
import type { Logger } from 'pino';
import type { Namespace, Socket } from 'socket.io';
import { type DatosSocket, desconectarSesionesVencidas, REVISION_SESIONES_MS, salaDeHotel, salaDeSesion, sesionDelSocket } from './sesion-socket';
import { emitirEnEsteProceso, escucharCambiosEnVivo } from './difundir-cambio-en-vivo.handler';

/**
 * The live channel's second hub, for the root test page `probando-signalr`: the namespace
 * `/pruebas` of the same socket.io server as the main hub (`/message2`). Only an operator's session
 * gets in (the cookie is checked as the main hub checks it); `ping` answers an echo with the
 * server's time, and every change of the session hotel is relayed as `up`, as the main hub sends it.
 */
@WebSocketGateway({ path: LIVE_PATH, namespace: LIVE_PRUEBAS_NAMESPACE, serveClient: false })
@EventsHandler(SesionesCerradas)
export class PruebasGateway implements OnGatewayInit, OnGatewayConnection, OnModuleDestroy, IEventHandler<SesionesCerradas> {
  @WebSocketServer() server!: Namespace;
  private revision?: NodeJS.Timeout;
  private readonly dejarDeEscuchar: () => void;

  constructor(
    private readonly moduleRef: ModuleRef,
    private readonly orm: MikroORM,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
    avisos: AvisosEntreProcesos,
  ) {
    this.dejarDeEscuchar = escucharCambiosEnVivo(avisos, (cambio) => emitirEnEsteProceso(this.server, EVENTOS_PRUEBAS.up, cambio));
  }

  /** The namespace's own middleware: the main hub's does not run for it. */
  afterInit(namespace: Namespace): void {
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
    const sesiones = this.moduleRef.get<SessionResolver>(SESSION_RESOLVER, { strict: false });
    const sesion = await sesionDelSocket(socket, sesiones, this.orm, this.clock);
    if (!sesion) return MENSAJE_SESION_EXPIRADA;
    if (!sesion.esOperador) return MENSAJE_SIN_PERMISO;
    socket.data = { hotelId: sesion.hotelId, userId: sesion.userId, sessionId: sesion.sessionId } satisfies DatosSocket;
    return null;
  }

  async handleConnection(socket: Socket): Promise<void> {
    const { hotelId, sessionId } = socket.data as DatosSocket;
    await socket.join([salaDeHotel(hotelId), salaDeSesion(sessionId)]);
  }

  onModuleDestroy(): void {
    clearInterval(this.revision);
    this.dejarDeEscuchar();
  }

  /** This process's sockets of the hub whose session expired without a request are disconnected. */
  async cerrarSesionesVencidas(): Promise<void> {
    if (!this.server) return;
    const sesiones = this.moduleRef.get<SessionResolver>(SESSION_RESOLVER, { strict: false });
    await desconectarSesionesVencidas(this.server.sockets.values(), sesiones, this.orm, this.clock);
  }

  @SubscribeMessage(EVENTOS_PRUEBAS.ping)
  ping(@ConnectedSocket() socket: Socket, @MessageBody() datos: unknown): RespuestaPing {
    const texto = textoDePing(datos);
    if (texto === null) return { Message: MENSAJES_PRUEBAS.textoNoValido };
    return { texto, horaServidor: this.clock().toISOString(), hotelId: (socket.data as DatosSocket).hotelId };
  }

  handle(evento: SesionesCerradas): void {
    if (!this.server) return;
    if (evento.sessionIds.length > 0) this.server.in(evento.sessionIds.map(salaDeSesion)).disconnectSockets(true);
  }
}
