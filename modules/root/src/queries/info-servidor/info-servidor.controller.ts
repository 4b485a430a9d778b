import { Controller, Get, Inject } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ContarEventos, PRODUCTO_NOMBRE, type ServerInfo, type ServerInfoSimple, VERSION_CLIENTE } from '@recepcion/contracts';
import { APP_CONFIG, type AppConfig, CLOCK, type Clock, DATABASE_CONNECTION, type DatabaseConnection, Publico, SoloOperador, Respuesta } from '@recepcion/platform';

/** Server information: a public heartbeat (`Simple`) and the details for operators. */
@ApiTags('Default')
@Controller('Default')
export class InfoServidorController {
  private readonly iniciadoEn: Date;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DATABASE_CONNECTION) private readonly database: DatabaseConnection,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly queryBus: QueryBus,
  ) {
    this.iniciadoEn = clock();
  }

  @Get('Simple')
  @Publico()
  @Respuesta('ServerInfoSimple')
  simple(): ServerInfoSimple {
    return { nombre: PRODUCTO_NOMBRE, version: this.config.version, estado: 'ok' };
  }

  @Get()
  @SoloOperador()
  @ApiOperation({ summary: 'Server details for operators: versions, uptime, database kind, event count' })
  @ApiOkResponse({ description: 'nombre, version, estado, versionCliente, uptimeSegundos, iniciadoEn, baseDatos, node, plataforma, memoriaMb, eventos' })
  @Respuesta('ServerInfo')
  async detalle(): Promise<ServerInfo> {
    // The event store's size comes from reservas, which writes it (root reads no other module's tables).
    const eventos = await this.queryBus.execute<ContarEventos, number>(new ContarEventos());
    return {
      ...this.simple(),
      versionCliente: VERSION_CLIENTE,
      uptimeSegundos: Math.round((this.clock().getTime() - this.iniciadoEn.getTime()) / 1000),
      iniciadoEn: this.iniciadoEn.toISOString(),
      baseDatos: this.database.kind,
      node: process.version,
      plataforma: `${process.platform}-${process.arch}`,
      memoriaMb: Math.round(process.memoryUsage().rss / 1024 / 1024),
      eventos,
    };
  }
}
