import { Controller, Get, Inject } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PRODUCTO_NOMBRE, type ServerInfo, type ServerInfoSimple, VERSION_CLIENTE } from '@recepcion/contracts';
import { APP_CONFIG, type AppConfig, CLOCK, type Clock, DATABASE_CONNECTION, type DatabaseConnection, Publico, SoloOperador } from '@recepcion/platform';

/** Server information: a public heartbeat (`Simple`) and the details for operators. */
@ApiTags('Default')
@Controller('Default')
export class InfoServidorController {
  private readonly iniciadoEn: Date;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DATABASE_CONNECTION) private readonly database: DatabaseConnection,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.iniciadoEn = clock();
  }

  @Get('Simple')
  @Publico()
  simple(): ServerInfoSimple {
    return { nombre: PRODUCTO_NOMBRE, version: this.config.version, estado: 'ok' };
  }

  @Get()
  @SoloOperador()
  detalle(): ServerInfo {
    return {
      ...this.simple(),
      versionCliente: VERSION_CLIENTE,
      uptimeSegundos: Math.round((this.clock().getTime() - this.iniciadoEn.getTime()) / 1000),
      iniciadoEn: this.iniciadoEn.toISOString(),
      baseDatos: this.database.kind,
      node: process.version,
      plataforma: `${process.platform}-${process.arch}`,
      memoriaMb: Math.round(process.memoryUsage().rss / 1024 / 1024),
    };
  }
}
