import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { AccederHotelController } from './commands/acceder-hotel/acceder-hotel.controller';
import { AccederHotelHandler } from './commands/acceder-hotel/acceder-hotel.handler';
import { AuditoriaAcceso } from './auditoria/auditoria-acceso.entity';
import { VolverAlCerrarSesionHandler } from './auditoria/volver-al-cerrar-sesion.handler';
import { AuditoriaAccesosController } from './queries/auditoria-accesos/auditoria-accesos.controller';
import { AuditoriaAccesosHandler } from './queries/auditoria-accesos/auditoria-accesos.handler';
import { EliminarHotelController } from './commands/eliminar-hotel/eliminar-hotel.controller';
import { EliminarHotelHandler } from './commands/eliminar-hotel/eliminar-hotel.handler';
import { CrearEmpresaController } from './commands/crear-empresa/crear-empresa.controller';
import { CrearEmpresaHandler } from './commands/crear-empresa/crear-empresa.handler';
import { EnviarCorreoMasivoController } from './commands/enviar-correo-masivo/enviar-correo-masivo.controller';
import { EnviarCorreoMasivoHandler } from './commands/enviar-correo-masivo/enviar-correo-masivo.handler';
import { RegistrarLogClienteController } from './commands/registrar-log-cliente/registrar-log-cliente.controller';
import { RegistrarLogClienteHandler } from './commands/registrar-log-cliente/registrar-log-cliente.handler';
import { LogCliente } from './log-cliente/log-cliente.entity';
import { DestinatariosCorreoController } from './queries/destinatarios-correo/destinatarios-correo.controller';
import { DestinatariosCorreoHandler } from './queries/destinatarios-correo/destinatarios-correo.handler';
import { EmpresasPorNombreController } from './queries/empresas-por-nombre/empresas-por-nombre.controller';
import { EmpresasPorNombreHandler } from './queries/empresas-por-nombre/empresas-por-nombre.handler';
import { InfoServidorController } from './queries/info-servidor/info-servidor.controller';
import { InformeGlobalReservasController } from './queries/informe-global-reservas/informe-global-reservas.controller';
import { InformeGlobalReservasHandler } from './queries/informe-global-reservas/informe-global-reservas.handler';
import { ListarLogClienteController } from './queries/listar-log-cliente/listar-log-cliente.controller';
import { ListarLogClienteHandler } from './queries/listar-log-cliente/listar-log-cliente.handler';
import { ReservasPorDiaController } from './queries/reservas-por-dia/reservas-por-dia.controller';
import { ReservasPorDiaRootHandler } from './queries/reservas-por-dia/reservas-por-dia.handler';
import { UltimasReservasController } from './queries/ultimas-reservas/ultimas-reservas.controller';
import { UltimasReservasHandler } from './queries/ultimas-reservas/ultimas-reservas.handler';

/**
 * Provider tools (operators only): server information, the client error log, companies, the global
 * report, reservations per day, bulk mail. It reads only its own tables (`log_cliente`, `auditoria_acceso`); hotels,
 * users, companies and reservation counts come from their modules' published queries.
 */
@Module({
  imports: [MikroOrmModule.forFeature([LogCliente, AuditoriaAcceso])],
  controllers: [
    InfoServidorController,
    RegistrarLogClienteController,
    ListarLogClienteController,
    // `Empresas/buscar` and `Empresas/Create/:idcm` beside cuenta's `Empresas/:id`: Fastify's router prefers static segments.
    EmpresasPorNombreController,
    CrearEmpresaController,
    InformeGlobalReservasController,
    ReservasPorDiaController,
    UltimasReservasController,
    DestinatariosCorreoController,
    EnviarCorreoMasivoController,
    AccederHotelController,
    AuditoriaAccesosController,
    EliminarHotelController,
  ],
  providers: [
    RegistrarLogClienteHandler,
    ListarLogClienteHandler,
    EmpresasPorNombreHandler,
    CrearEmpresaHandler,
    InformeGlobalReservasHandler,
    ReservasPorDiaRootHandler,
    UltimasReservasHandler,
    DestinatariosCorreoHandler,
    EnviarCorreoMasivoHandler,
    AccederHotelHandler,
    AuditoriaAccesosHandler,
    EliminarHotelHandler,
    VolverAlCerrarSesionHandler,
  ],
})
export class RootModule {}
