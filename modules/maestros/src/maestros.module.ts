import { ListarPaisesHandler } from './queries/listar-paises/listar-paises.handler';
import { ClientePorEmailHandler } from './commands/cliente-por-email/cliente-por-email.handler';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { CargosController } from './cargos/cargos.crud';
import { Cliente } from './clientes/cliente.entity';
import { ClientesBusquedaController } from './clientes/clientes-busqueda.controller';
import { ClientesController } from './clientes/clientes.crud';
import { Cargo } from './cargos/cargo.entity';
import { GrupoServicio } from './grupos-servicio/grupo-servicio.entity';
import { GruposServicioController } from './grupos-servicio/grupos-servicio.crud';
import { HabitacionesController } from './habitaciones/habitaciones.crud';
import { TiposHabitacionController } from './habitaciones/tipos-habitacion.crud';
import { RegimenesController } from './regimenes/regimenes.crud';
import { Regimen } from './regimenes/regimen.entity';
import { PrepararHabitacionesInicialesHandler } from './commands/preparar-habitaciones-iniciales/preparar-habitaciones-iniciales.handler';
import { Habitacion } from './habitaciones/habitacion.entity';
import { TipoHabitacion } from './habitaciones/tipo-habitacion.entity';
import { Pais } from './paises/pais.entity';
import { PaisesRootController } from './paises/paises-root.controller';
import { ListarPaisesController } from './queries/listar-paises/listar-paises.controller';
import { ObtenerPaisHandler } from './queries/obtener-pais/obtener-pais.handler';
import { HabitacionesCalendarioHandler } from './queries/habitaciones-calendario/habitaciones-calendario.handler';
import { ListasReferenciaMaestrosHandler } from './queries/listas-referencia/listas-referencia.handler';
import { ObtenerClienteHandler, ResolverHabitacionesHandler } from './queries/resolver-referencias/resolver-referencias.handler';
import { ResidenciasClientesHandler } from './queries/residencias-clientes/residencias-clientes.handler';
import { ResolverReferenciasMaestrosHandler } from './queries/resolver-referencias-maestros/resolver-referencias-maestros.handler';
import { ServiciosExistentesHandler } from './queries/servicios-existentes/servicios-existentes.handler';
import { DatosHotelHandler } from './commands/datos-hotel/datos-hotel.handler';

/** Master data: countries, room types, rooms, meal plans, charges, charge types and clients. */
@Module({
  imports: [MikroOrmModule.forFeature([Pais, TipoHabitacion, Habitacion, GrupoServicio, Cargo, Regimen, Cliente])],
  controllers: [ListarPaisesController, PaisesRootController, ClientesBusquedaController, ClientesController, CargosController, GruposServicioController, HabitacionesController, RegimenesController, TiposHabitacionController],
  providers: [ListarPaisesHandler, ClientePorEmailHandler, DatosHotelHandler, ObtenerPaisHandler, HabitacionesCalendarioHandler, ResolverHabitacionesHandler, ObtenerClienteHandler, ResolverReferenciasMaestrosHandler, ResidenciasClientesHandler, ServiciosExistentesHandler, ListasReferenciaMaestrosHandler, PrepararHabitacionesInicialesHandler],
})
export class MaestrosModule {}
