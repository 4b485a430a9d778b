import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { PreciadorLineas } from './aplicacion/preciador-lineas';
import { PreparadorMovimientos } from './aplicacion/preparador-movimientos';
import { Bloqueo } from './bloqueos/bloqueo.entity';
import { BloqueosController } from './bloqueos/bloqueos.controller';
import { Gasto } from './gastos/gasto.entity';
import { GastosBusquedaController, GastosController } from './gastos/gastos.crud';
import { ListaEspera } from './lista-espera/lista-espera.entity';
import { ListaEsperaBusquedaController, ListaEsperaController } from './lista-espera/lista-espera.crud';
import { ReservasService } from './aplicacion/reservas.service';
import { MoverCeldaReservaHandler } from './aplicacion/mover-celda.handler';
import { CajaController } from './http/caja.controller';
import { EstadosController } from './http/estados.controller';
import { ListadoController } from './http/listado.controller';
import { ReservasController } from './http/reservas.controller';
import { ReconstruirReservas } from './proyecciones/reconstruir-reservas';

/** Event-sourced reservations (streams `reserva-<id>`, inline projections, the occupancy guard), room blocks, the waiting list and expenses. */
@Module({
  imports: [MikroOrmModule.forFeature([Bloqueo, ListaEspera, Gasto])],
  controllers: [
    ListadoController,
    ReservasController,
    EstadosController,
    CajaController,
    BloqueosController,
    ListaEsperaBusquedaController,
    ListaEsperaController,
    GastosBusquedaController,
    GastosController,
  ],
  providers: [ReservasService, PreciadorLineas, PreparadorMovimientos, ReconstruirReservas, MoverCeldaReservaHandler],
  exports: [ReconstruirReservas],
})
export class ReservasModule {}
