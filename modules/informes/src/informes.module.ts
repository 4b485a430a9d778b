import { Module } from '@nestjs/common';
import { InformesEnLinea } from './projections/informes-en-linea';
import { ReconstruirInformes } from './projections/reconstruir-informes';
import { ActividadController } from './queries/actividad/actividad.controller';
import { ActividadHandler } from './queries/actividad/actividad.handler';
import { CajaHabitacionController } from './queries/caja-habitacion/caja-habitacion.controller';
import { CajaHabitacionHandler } from './queries/caja-habitacion/caja-habitacion.handler';
import { EstadisticaController } from './queries/estadistica/estadistica.controller';
import { EstadisticaHandler } from './queries/estadistica/estadistica.handler';
import { EstadoHotelController } from './queries/estado-hotel/estado-hotel.controller';
import { EstadoHotelHandler } from './queries/estado-hotel/estado-hotel.handler';
import { EstadosController } from './queries/estados/estados.controller';
import { EstadosHandler } from './queries/estados/estados.handler';
import { HabitacionesDisponiblesController } from './queries/habitaciones-disponibles/habitaciones-disponibles.controller';
import { HabitacionesDisponiblesHandler } from './queries/habitaciones-disponibles/habitaciones-disponibles.handler';
import { IneController } from './queries/ine/ine.controller';
import { IneCiudadesHandler, InePaisesHandler } from './queries/ine/ine.handler';
import { ReferenciasInforme } from './aplicacion/referencias-informe';
import { ResumenGrupoController } from './queries/resumen-grupo/resumen-grupo.controller';
import { ResumenGrupoHandler } from './queries/resumen-grupo/resumen-grupo.handler';
import { ReservasCargosIngresosController } from './queries/reservas-cargos-ingresos/reservas-cargos-ingresos.controller';
import { ReservasCargosIngresosHandler } from './queries/reservas-cargos-ingresos/reservas-cargos-ingresos.handler';
import { DatosHotelHandler } from './commands/datos-hotel/datos-hotel.handler';

/**
 * Reports and the dashboard (`GET /api/Informes/...`): their own read model, an inline projection
 * of the reservation and block events, and the published queries of maestros, cuenta and tarifario.
 */
@Module({
  controllers: [
    ActividadController,
    IneController,
    EstadisticaController,
    EstadoHotelController,
    HabitacionesDisponiblesController,
    ReservasCargosIngresosController,
    EstadosController,
    ResumenGrupoController,
    CajaHabitacionController,
  ],
  providers: [
    DatosHotelHandler,
    InformesEnLinea,
    ReconstruirInformes,
    ReferenciasInforme,
    ActividadHandler,
    IneCiudadesHandler,
    InePaisesHandler,
    EstadisticaHandler,
    EstadoHotelHandler,
    HabitacionesDisponiblesHandler,
    ReservasCargosIngresosHandler,
    EstadosHandler,
    ResumenGrupoHandler,
    CajaHabitacionHandler,
  ],
  exports: [ReconstruirInformes],
})
export class InformesModule {}
