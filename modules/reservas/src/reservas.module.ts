import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { ReferenciasReserva } from './aplicacion/referencias-reserva';
import { IdsDeReserva } from './aplicacion/ids-de-reserva';
import { ReservaRepository } from './aplicacion/reserva.repository';
import { Bloqueo } from './bloqueos/bloqueo.entity';
import { AnularReservaController } from './commands/anular-reserva/anular-reserva.controller';
import { AnularReservaHandler } from './commands/anular-reserva/anular-reserva.handler';
import { MarcarNoPresentadoController } from './commands/marcar-no-presentado/marcar-no-presentado.controller';
import { MarcarNoPresentadoHandler } from './commands/marcar-no-presentado/marcar-no-presentado.handler';
import { CambiarEstadoReservaController } from './commands/cambiar-estado-reserva/cambiar-estado-reserva.controller';
import { CambiarEstadoReservaHandler } from './commands/cambiar-estado-reserva/cambiar-estado-reserva.handler';
import { CrearReservaController } from './commands/crear-reserva/crear-reserva.controller';
import { CrearReservaHandler } from './commands/crear-reserva/crear-reserva.handler';
import { EliminarReservaController } from './commands/eliminar-reserva/eliminar-reserva.controller';
import { EliminarReservaHandler } from './commands/eliminar-reserva/eliminar-reserva.handler';
import { ModificarReservaController } from './commands/modificar-reserva/modificar-reserva.controller';
import { ModificarReservaHandler } from './commands/modificar-reserva/modificar-reserva.handler';
import { MoverCeldaReservaHandler } from './commands/mover-celda-reserva/mover-celda-reserva.handler';
import { Gasto } from './gastos/gasto.entity';
import { GastosBusquedaController, GastosController } from './gastos/gastos.crud';
import { ListaEspera } from './lista-espera/lista-espera.entity';
import { ListaEsperaController } from './lista-espera/lista-espera.crud';
import { BusquedaListaEsperaController } from './lista-espera/queries/busqueda-lista-espera/busqueda-lista-espera.controller';
import { BusquedaListaEsperaHandler } from './lista-espera/queries/busqueda-lista-espera/busqueda-lista-espera.handler';
import { ReservarEsperaController } from './lista-espera/commands/reservar-espera/reservar-espera.controller';
import { ReservarEsperaHandler } from './lista-espera/commands/reservar-espera/reservar-espera.handler';
import { OfrecerListaEsperaHandler } from './lista-espera/ofrecer-lista-espera.handler';
import { ReconstruirReservas } from './projections/reconstruir-reservas';
import { ReservasEnLinea } from './projections/reservas-en-linea';
import { DisponibilidadHabitacionController } from './queries/disponibilidad-habitacion/disponibilidad-habitacion.controller';
import { DisponibilidadHabitacionHandler } from './queries/disponibilidad-habitacion/disponibilidad-habitacion.handler';
import { HistorialReservaController } from './queries/historial-reserva/historial-reserva.controller';
import { HistorialReservaHandler } from './queries/historial-reserva/historial-reserva.handler';
import { ListadoReservasController } from './queries/listado-reservas/listado-reservas.controller';
import { ListadoReservasHandler } from './queries/listado-reservas/listado-reservas.handler';
import { ListadoReservasPaginadoHandler } from './queries/listado-reservas/listado-reservas-paginado.handler';
import { ReservaController } from './queries/reserva/reserva.controller';
import { ObtenerReservaHandler } from './queries/reserva/reserva.handler';
import { SaldosReservasHandler } from './queries/saldos-reservas/saldos-reservas.handler';
import { ContarEventosHandler } from './queries/contar-eventos/contar-eventos.handler';
import { UsosEnReservasHandler } from './queries/usos-en-reservas/usos-en-reservas.handler';
import { EstadisticaReservasHotelHandler } from './queries/estadistica-reservas-hotel/estadistica-reservas-hotel.handler';
import { ReservasPorDiaHandler } from './queries/reservas-por-dia/reservas-por-dia.handler';
import { ReservaMovilController } from './queries/reserva-movil/reserva-movil.controller';
import { ReservaNuevaController } from './queries/reserva-nueva/reserva-nueva.controller';
import { ReservaNuevaHandler } from './queries/reserva-nueva/reserva-nueva.handler';
import { DatosHotelHandler } from './commands/datos-hotel/datos-hotel.handler';
import { BloqueosController } from './queries/bloqueos/bloqueos.controller';
import { BloqueosDesdeHandler } from './queries/bloqueos/bloqueos.handler';
import { BloqueoController } from './queries/bloqueo/bloqueo.controller';
import { ObtenerBloqueoHandler } from './queries/bloqueo/bloqueo.handler';
import { GuardarBloqueoController } from './commands/guardar-bloqueo/guardar-bloqueo.controller';
import { GuardarBloqueoHandler } from './commands/guardar-bloqueo/guardar-bloqueo.handler';
import { EliminarBloqueoController } from './commands/eliminar-bloqueo/eliminar-bloqueo.controller';
import { EliminarBloqueoHandler } from './commands/eliminar-bloqueo/eliminar-bloqueo.handler';
import { OcuparDesdeCanalHandler } from './commands/ocupar-desde-canal/ocupar-desde-canal.handler';
import { LiberarOcupacionesDeCanalHandler } from './commands/liberar-ocupaciones-de-canal/liberar-ocupaciones-de-canal.handler';
import { OcupacionesDeHabitacionHandler } from './queries/ocupaciones-de-habitacion/ocupaciones-de-habitacion.handler';
import { CrearReservaExternaHandler } from './commands/crear-reserva-externa/crear-reserva-externa.handler';
import { AnularReservaExternaHandler } from './commands/anular-reserva-externa/anular-reserva-externa.handler';
import { ReservaDetalleHandler } from './queries/reserva-detalle/reserva-detalle.handler';
import { HabitacionesLibresHandler } from './queries/habitaciones-libres/habitaciones-libres.handler';
import { GuardarFueraServicioController } from './commands/guardar-fuera-servicio/guardar-fuera-servicio.controller';
import { GuardarFueraServicioHandler } from './commands/guardar-fuera-servicio/guardar-fuera-servicio.handler';
import { EliminarFueraServicioController } from './commands/eliminar-fuera-servicio/eliminar-fuera-servicio.controller';
import { EliminarFueraServicioHandler } from './commands/eliminar-fuera-servicio/eliminar-fuera-servicio.handler';
import { FueraServicioController } from './queries/fuera-servicio/fuera-servicio.controller';
import { ListarFueraServicioHandler } from './queries/fuera-servicio/fuera-servicio.handler';
import { MovimientosDelDiaHandler } from './queries/movimientos-del-dia/movimientos-del-dia.handler';
import { PendientesDeCierreHandler } from './queries/pendientes-de-cierre/pendientes-de-cierre.handler';
import { CifrasDelDiaHandler } from './queries/cifras-del-dia/cifras-del-dia.handler';
import { HabitacionesConHuespedesHandler } from './queries/habitaciones-con-huespedes/habitaciones-con-huespedes.handler';

/** Event-sourced reservations (streams `reserva-<id>`, inline projections, the occupancy guard), room blocks, the waiting list and expenses. */
@Module({
  imports: [MikroOrmModule.forFeature([Bloqueo, ListaEspera, Gasto])],
  controllers: [
    // Static paths of /api/ReservasB first (GetReservaNuevo, ListadoReservas, IsHabitacionDisponible), then /{id}.
    ReservaNuevaController,
    ListadoReservasController,
    DisponibilidadHabitacionController,
    CrearReservaController,
    ReservaController,
    ModificarReservaController,
    EliminarReservaController,
    HistorialReservaController,
    CambiarEstadoReservaController,
    AnularReservaController,
    MarcarNoPresentadoController,
    ReservaMovilController,
    // /api/Bloqueos: the static Busqueda/{desde} first, then /{id}.
    BloqueosController,
    BloqueoController,
    GuardarBloqueoController,
    EliminarBloqueoController,
    FueraServicioController,
    GuardarFueraServicioController,
    EliminarFueraServicioController,
    BusquedaListaEsperaController,
    ReservarEsperaController,
    ListaEsperaController,
    GastosBusquedaController,
    GastosController,
  ],
  providers: [
    DatosHotelHandler,
    ReservaRepository,
    IdsDeReserva,
    ReferenciasReserva,
    CrearReservaHandler,
    ModificarReservaHandler,
    CambiarEstadoReservaHandler,
    AnularReservaHandler,
    MarcarNoPresentadoHandler,
    EliminarReservaHandler,
    MoverCeldaReservaHandler,
    ObtenerReservaHandler,
    SaldosReservasHandler,
    ContarEventosHandler,
    UsosEnReservasHandler,
    EstadisticaReservasHotelHandler,
    ReservasPorDiaHandler,
    ListadoReservasHandler,
    ListadoReservasPaginadoHandler,
    HistorialReservaHandler,
    ReservaNuevaHandler,
    DisponibilidadHabitacionHandler,
    BloqueosDesdeHandler,
    ObtenerBloqueoHandler,
    GuardarBloqueoHandler,
    EliminarBloqueoHandler,
    OcuparDesdeCanalHandler,
    LiberarOcupacionesDeCanalHandler,
    OcupacionesDeHabitacionHandler,
    CrearReservaExternaHandler,
    AnularReservaExternaHandler,
    ReservaDetalleHandler,
    HabitacionesLibresHandler,
    GuardarFueraServicioHandler,
    EliminarFueraServicioHandler,
    ListarFueraServicioHandler,
    MovimientosDelDiaHandler,
    PendientesDeCierreHandler,
    CifrasDelDiaHandler,
    HabitacionesConHuespedesHandler,
    BusquedaListaEsperaHandler,
    ReservarEsperaHandler,
    OfrecerListaEsperaHandler,
    ReconstruirReservas,
    ReservasEnLinea,
  ],
  exports: [ReconstruirReservas],
})
export class ReservasModule {}
