import { Module } from '@nestjs/common';
import { PreciadorLineas } from './aplicacion/preciador-lineas';
import { ReservasService } from './aplicacion/reservas.service';
import { EstadosController } from './http/estados.controller';
import { ListadoController } from './http/listado.controller';
import { ReservasController } from './http/reservas.controller';
import { ReconstruirReservas } from './proyecciones/reconstruir-reservas';

/** Event-sourced reservations: streams `reserva-<id>`, inline projections, the occupancy guard. */
@Module({
  controllers: [ListadoController, ReservasController, EstadosController],
  providers: [ReservasService, PreciadorLineas, ReconstruirReservas],
  exports: [ReconstruirReservas],
})
export class ReservasModule {}
