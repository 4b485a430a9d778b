import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { UrlIcal } from '@recepcion/contracts';
import { APP_CONFIG, type AppConfig, hotelDeLaSesion, requestContext, sqlExecutor } from '@recepcion/platform';
import { tokenDe, urlDeEnlace } from '../../aplicacion/enlaces-ical';
import { habitacionDelEnlace } from '../../aplicacion/habitacion-del-enlace';
import { UrlIcalDe } from './url-ical.query';

@QueryHandler(UrlIcalDe)
export class UrlIcalHandler implements IQueryHandler<UrlIcalDe, UrlIcal> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ habitacionId, canalId }: UrlIcalDe): Promise<UrlIcal> {
    const habitacion = await habitacionDelEnlace(this.em, this.queryBus, habitacionId, canalId);
    return urlDeEnlace(this.config.publicUrl, await tokenDe(sqlExecutor(this.em), hotelDeLaSesion(), habitacion, canalId, requestContext.require().now));
  }
}
