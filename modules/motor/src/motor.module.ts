import { Module } from '@nestjs/common';
import { AvisosDeReservaWeb } from './aplicacion/avisos-de-reserva-web';
import { AnularReservaWebController } from './commands/anular-reserva-web/anular-reserva-web.controller';
import { AnularReservaWebHandler } from './commands/anular-reserva-web/anular-reserva-web.handler';
import { DatosHotelHandler } from './commands/datos-hotel/datos-hotel.handler';
import { GuardarConfiguracionMotorController } from './commands/guardar-configuracion-motor/guardar-configuracion-motor.controller';
import { GuardarConfiguracionMotorHandler } from './commands/guardar-configuracion-motor/guardar-configuracion-motor.handler';
import { ReservarWebController } from './commands/reservar-web/reservar-web.controller';
import { ReservarWebHandler } from './commands/reservar-web/reservar-web.handler';
import { ConfiguracionMotorController } from './queries/configuracion-motor/configuracion-motor.controller';
import { ConfiguracionMotorHandler } from './queries/configuracion-motor/configuracion-motor.handler';
import { DisponibilidadController } from './queries/disponibilidad/disponibilidad.controller';
import { DisponibilidadWebHandler } from './queries/disponibilidad/disponibilidad.handler';
import { HotelPublicoController } from './queries/hotel-publico/hotel-publico.controller';
import { ObtenerHotelPublicoHandler } from './queries/hotel-publico/hotel-publico.handler';
import { PaginaReservarController } from './queries/pagina-reservar/pagina-reservar.controller';
import { ReservaWebController } from './queries/reserva-web/reserva-web.controller';
import { ObtenerReservaWebHandler } from './queries/reserva-web/reserva-web.handler';

/**
 * The hotel's own booking page (motor de reservas): its settings, and the public calls a guest's
 * page makes. A booking is reservas' own create (same events, same exclusion constraint), priced
 * by tarifario's engine, its client found or made by maestros; nothing here touches their tables.
 */
@Module({
  controllers: [
    ConfiguracionMotorController,
    GuardarConfiguracionMotorController,
    // Static segments of /api/Publico first (Reservas/{token}), then /{slug}.
    ReservaWebController,
    AnularReservaWebController,
    HotelPublicoController,
    DisponibilidadController,
    ReservarWebController,
    PaginaReservarController,
  ],
  providers: [
    DatosHotelHandler,
    AvisosDeReservaWeb,
    ConfiguracionMotorHandler,
    GuardarConfiguracionMotorHandler,
    ObtenerHotelPublicoHandler,
    DisponibilidadWebHandler,
    ReservarWebHandler,
    ObtenerReservaWebHandler,
    AnularReservaWebHandler,
  ],
})
export class MotorModule {}
