import { Module } from '@nestjs/common';
import { CambiosDePiso } from './aplicacion/cambios-de-piso';
import { MarcarSuciasHandler } from './aplicacion/marcar-sucias.handler';
import { ServicioDiario } from './aplicacion/servicio-diario';
import { ServicioDiarioProgramado } from './aplicacion/servicio-diario-programado';
import { Tablero } from './aplicacion/tablero';
import { CambiarEstadoPisoController } from './commands/cambiar-estado-piso/cambiar-estado-piso.controller';
import { CambiarEstadoPisoHandler } from './commands/cambiar-estado-piso/cambiar-estado-piso.handler';
import { DatosHotelHandler } from './commands/datos-hotel/datos-hotel.handler';
import { GuardarConfiguracionPisosController } from './commands/guardar-configuracion-pisos/guardar-configuracion-pisos.controller';
import { GuardarConfiguracionPisosHandler } from './commands/guardar-configuracion-pisos/guardar-configuracion-pisos.handler';
import { PisosEnLinea } from './projections/pisos-en-linea';
import { ConfiguracionPisosController } from './queries/configuracion-pisos/configuracion-pisos.controller';
import { ConfiguracionPisosHandler } from './queries/configuracion-pisos/configuracion-pisos.handler';
import { HabitacionesPorLimpiarHandler } from './queries/habitaciones-por-limpiar/habitaciones-por-limpiar.handler';
import { HistorialPisoController } from './queries/historial-piso/historial-piso.controller';
import { HistorialPisoHandler } from './queries/historial-piso/historial-piso.handler';
import { TableroPisosController } from './queries/tablero-pisos/tablero-pisos.controller';
import { TableroPisosHandler } from './queries/tablero-pisos/tablero-pisos.handler';

/**
 * Housekeeping: each room's state as an event stream (`piso-<habitacionId>`, who and when), its
 * board's read model on the projection contract, check-outs and the daily service making rooms
 * dirty, the hotel's setting of that service. Rooms come from maestros, today's movements, guests
 * in house and periods out of order from reservas.
 */
@Module({
  // The static /Pisos/Configuracion before /Pisos/{habitacionId}.
  controllers: [ConfiguracionPisosController, GuardarConfiguracionPisosController, TableroPisosController, HistorialPisoController, CambiarEstadoPisoController],
  providers: [
    DatosHotelHandler,
    PisosEnLinea,
    CambiosDePiso,
    Tablero,
    ServicioDiario,
    ServicioDiarioProgramado,
    MarcarSuciasHandler,
    TableroPisosHandler,
    HistorialPisoHandler,
    CambiarEstadoPisoHandler,
    HabitacionesPorLimpiarHandler,
    ConfiguracionPisosHandler,
    GuardarConfiguracionPisosHandler,
  ],
})
export class PisosModule {}
