import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { RevisarConflictosHandler } from './aplicacion/revisar-conflictos.handler';
import { SincronizacionProgramada } from './aplicacion/sincronizacion-programada';
import { Sincronizador } from './aplicacion/sincronizador';
import { DatosHotelHandler } from './commands/datos-hotel/datos-hotel.handler';
import { DescartarConflictoController } from './commands/descartar-conflicto/descartar-conflicto.controller';
import { DescartarConflictoHandler } from './commands/descartar-conflicto/descartar-conflicto.handler';
import { EliminarCanalController } from './commands/eliminar-canal/eliminar-canal.controller';
import { EliminarCanalHandler } from './commands/eliminar-canal/eliminar-canal.handler';
import { GuardarCanalController } from './commands/guardar-canal/guardar-canal.controller';
import { GuardarCanalHandler } from './commands/guardar-canal/guardar-canal.handler';
import { RenovarIcalController } from './commands/renovar-ical/renovar-ical.controller';
import { RenovarIcalHandler } from './commands/renovar-ical/renovar-ical.handler';
import { SincronizarCanalController } from './commands/sincronizar-canal/sincronizar-canal.controller';
import { SincronizarCanalHandler } from './commands/sincronizar-canal/sincronizar-canal.handler';
import { CanalEntidad } from './entities/canal.entity';
import { ConflictoEntidad } from './entities/conflicto.entity';
import { CanalesController } from './queries/canales/canales.controller';
import { ListarCanalesHandler } from './queries/canales/canales.handler';
import { ConflictosController } from './queries/conflictos/conflictos.controller';
import { ConflictosCanalesHandler } from './queries/conflictos/conflictos.handler';
import { FeedIcalController } from './queries/feed-ical/feed-ical.controller';
import { LeerFeedIcalHandler } from './queries/feed-ical/feed-ical.handler';
import { UrlIcalController } from './queries/url-ical/url-ical.controller';
import { UrlIcalHandler } from './queries/url-ical/url-ical.handler';

/**
 * Channel sync: each room's occupations exported as an iCalendar feed, and channels' feeds
 * (Booking.com, Airbnb, Vrbo, Google) imported into rooms as blocks of their channel, through
 * reservas' commands, so the same exclusion constraint keeps every source from double-booking.
 */
@Module({
  imports: [MikroOrmModule.forFeature([CanalEntidad, ConflictoEntidad])],
  controllers: [
    // Static paths of /api/Canales first (Conflictos), then /{id}.
    ConflictosController,
    DescartarConflictoController,
    CanalesController,
    GuardarCanalController,
    EliminarCanalController,
    SincronizarCanalController,
    UrlIcalController,
    RenovarIcalController,
    FeedIcalController,
  ],
  providers: [
    DatosHotelHandler,
    Sincronizador,
    SincronizacionProgramada,
    RevisarConflictosHandler,
    GuardarCanalHandler,
    EliminarCanalHandler,
    SincronizarCanalHandler,
    RenovarIcalHandler,
    DescartarConflictoHandler,
    ListarCanalesHandler,
    ConflictosCanalesHandler,
    UrlIcalHandler,
    LeerFeedIcalHandler,
  ],
})
export class CanalesModule {}
