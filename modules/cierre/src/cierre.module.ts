import { Module } from '@nestjs/common';
import { Cierres } from './aplicacion/cierres';
import { CerrarDiaController } from './commands/cerrar-dia/cerrar-dia.controller';
import { CerrarDiaHandler } from './commands/cerrar-dia/cerrar-dia.handler';
import { DatosHotelHandler } from './commands/datos-hotel/datos-hotel.handler';
import { ReabrirDiaController } from './commands/reabrir-dia/reabrir-dia.controller';
import { ReabrirDiaHandler } from './commands/reabrir-dia/reabrir-dia.handler';
import { CierreDiaController } from './queries/cierre-dia/cierre-dia.controller';
import { CierreDiaHandler } from './queries/cierre-dia/cierre-dia.handler';
import { EstadoCierresController } from './queries/estado-cierres/estado-cierres.controller';
import { EstadoCierresHandler } from './queries/estado-cierres/estado-cierres.handler';
import { PendientesCierreController } from './queries/pendientes-cierre/pendientes-cierre.controller';
import { PendientesCierreHandler } from './queries/pendientes-cierre/pendientes-cierre.handler';

/**
 * The day's close (night audit): closing and reopening business dates under platform's close lock,
 * each close's immutable snapshot of the day's figures, and what keeps a date from a clean close.
 * Figures come from reservas, rooms from maestros, dirty rooms from pisos, currencies from tarifario.
 */
@Module({
  // The static /CierreDia first, then /{fecha}/Pendientes and /{fecha}/Reabrir before /{fecha}.
  controllers: [EstadoCierresController, PendientesCierreController, ReabrirDiaController, CierreDiaController, CerrarDiaController],
  providers: [Cierres, CerrarDiaHandler, ReabrirDiaHandler, CierreDiaHandler, EstadoCierresHandler, PendientesCierreHandler, DatosHotelHandler],
})
export class CierreModule {}
