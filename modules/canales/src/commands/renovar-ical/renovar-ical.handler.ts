import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { UrlIcal } from '@recepcion/contracts';
import { APP_CONFIG, type AppConfig, hotelDeLaSesion, requestContext, sqlExecutor } from '@recepcion/platform';
import { renovarToken, urlDeEnlace } from '../../aplicacion/enlaces-ical';
import { habitacionDelEnlace } from '../../aplicacion/habitacion-del-enlace';
import { RenovarIcal } from './renovar-ical.command';

@CommandHandler(RenovarIcal)
export class RenovarIcalHandler implements ICommandHandler<RenovarIcal, UrlIcal> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ habitacionId, canalId }: RenovarIcal): Promise<UrlIcal> {
    const habitacion = await habitacionDelEnlace(this.em, this.queryBus, habitacionId, canalId);
    const token = await renovarToken(sqlExecutor(this.em), hotelDeLaSesion(), habitacion, canalId, requestContext.require().now);
    return urlDeEnlace(this.config.publicUrl, token);
  }
}
