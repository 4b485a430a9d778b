import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { PrepararHabitacionesInicialesHandler } from './commands/preparar-habitaciones-iniciales/preparar-habitaciones-iniciales.handler';
import { Habitacion } from './habitaciones/habitacion.entity';
import { TipoHabitacion } from './habitaciones/tipo-habitacion.entity';
import { Pais } from './paises/pais.entity';
import { ListarPaisesController } from './queries/listar-paises/listar-paises.controller';
import { ObtenerPaisHandler } from './queries/obtener-pais/obtener-pais.handler';

/** Master data: countries, room types, rooms (the rest of the master data arrives with its issue). */
@Module({
  imports: [MikroOrmModule.forFeature([Pais, TipoHabitacion, Habitacion])],
  controllers: [ListarPaisesController],
  providers: [ObtenerPaisHandler, PrepararHabitacionesInicialesHandler],
})
export class MaestrosModule {}
