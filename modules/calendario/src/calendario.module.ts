import { Module } from '@nestjs/common';
import { MoverCeldaController } from './commands/mover-celda/mover-celda.controller';
import { CalendarioEnLinea } from './projections/calendario-en-linea';
import { ReconstruirCalendario } from './projections/reconstruir-calendario';
import { BuscarReservasController } from './queries/buscar-reservas/buscar-reservas.controller';
import { VentanaALasHandler } from './queries/ventana-calendario/ventana-a-las.handler';
import { VentanaCalendarioController } from './queries/ventana-calendario/ventana-calendario.controller';
import { DatosHotelHandler } from './commands/datos-hotel/datos-hotel.handler';

/** The occupancy calendar: its read model (an inline projection of reservation and block events) and its calls. */
@Module({
  // `buscar` before `:fecha`: Fastify prefers the static segment anyway, but the order documents it.
  controllers: [BuscarReservasController, VentanaCalendarioController, MoverCeldaController],
  providers: [DatosHotelHandler, CalendarioEnLinea, ReconstruirCalendario, VentanaALasHandler],
  exports: [ReconstruirCalendario],
})
export class CalendarioModule {}
