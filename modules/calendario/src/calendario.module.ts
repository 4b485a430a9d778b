import { Module } from '@nestjs/common';
import { CalendarioController } from './http/calendario.controller';
import { SeguidorCalendario } from './proyeccion/seguidor-calendario';

/** The occupancy calendar: its read model (fed by reservation and block events) and its calls. */
@Module({
  controllers: [CalendarioController],
  providers: [SeguidorCalendario],
  exports: [SeguidorCalendario],
})
export class CalendarioModule {}
