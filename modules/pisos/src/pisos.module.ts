import { Module } from '@nestjs/common';
import { CambiosDePiso } from './aplicacion/cambios-de-piso';
import { MarcarSuciasHandler } from './aplicacion/marcar-sucias.handler';
import { Tablero } from './aplicacion/tablero';
import { CambiarEstadoPisoController } from './commands/cambiar-estado-piso/cambiar-estado-piso.controller';
import { CambiarEstadoPisoHandler } from './commands/cambiar-estado-piso/cambiar-estado-piso.handler';
import { PisosEnLinea } from './projections/pisos-en-linea';
import { HabitacionesPorLimpiarHandler } from './queries/habitaciones-por-limpiar/habitaciones-por-limpiar.handler';
import { HistorialPisoController } from './queries/historial-piso/historial-piso.controller';
import { HistorialPisoHandler } from './queries/historial-piso/historial-piso.handler';
import { TableroPisosController } from './queries/tablero-pisos/tablero-pisos.controller';
import { TableroPisosHandler } from './queries/tablero-pisos/tablero-pisos.handler';

/**
 * Housekeeping: each room's state as an event stream (`piso-<habitacionId>`, who and when), its
 * board's read model on the projection contract, check-outs making rooms dirty. Rooms come from
 * maestros, today's movements and periods out of order from reservas.
 */
@Module({
  controllers: [TableroPisosController, HistorialPisoController, CambiarEstadoPisoController],
  providers: [PisosEnLinea, CambiosDePiso, Tablero, MarcarSuciasHandler, TableroPisosHandler, HistorialPisoHandler, CambiarEstadoPisoHandler, HabitacionesPorLimpiarHandler],
})
export class PisosModule {}
