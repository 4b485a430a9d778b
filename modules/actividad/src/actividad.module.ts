import { Module } from '@nestjs/common';
import { ActividadHotelController } from './queries/actividad-hotel/actividad-hotel.controller';
import { ActividadHotelHandler } from './queries/actividad-hotel/actividad-hotel.handler';

/**
 * Administración › Actividad: the hotel's log of who changed what. It only reads: the
 * reservations' and blocks' events and the rows other modules file with platform's
 * `registrarActividad`, both through platform; user and room names come from cuenta and maestros.
 */
@Module({
  controllers: [ActividadHotelController],
  providers: [ActividadHotelHandler],
})
export class ActividadModule {}
