import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { SESSION_RESOLVER } from '@recepcion/platform';
import { CambiarContrasenaController } from './commands/cambiar-contrasena/cambiar-contrasena.controller';
import { ConfigurarController } from './commands/configurar/configurar.controller';
import { ConfigurarHotelHandler } from './commands/configurar/configurar.handler';
import { LoginController } from './commands/login/login.controller';
import { IniciarSesionHandler } from './commands/login/login.handler';
import { LogoutController } from './commands/logout/logout.controller';
import { RecuperacionService } from './commands/recuperar-contrasena/recuperacion.service';
import { RecuperarContrasenaController } from './commands/recuperar-contrasena/recuperar-contrasena.controller';
import { RegistrarController } from './commands/registrar/registrar.controller';
import { RegistrarHandler } from './commands/registrar/registrar.handler';
import { ConfiguracionesController } from './configuraciones/configuraciones.controller';
import { CorreoService } from './correo/correo.service';
import { EmpresasController } from './empresas/empresas.controller';
import { ConfiguracionHotel } from './entities/configuracion.entity';
import { Empresa } from './entities/empresa.entity';
import { Hotel } from './entities/hotel.entity';
import { HotelUsuarioAcceso } from './entities/hotel-usuario.entity';
import { Usuario } from './entities/usuario.entity';
import { HotelUsuariosController } from './hotel-usuarios/hotel-usuarios.controller';
import { HotelUsuariosService } from './hotel-usuarios/hotel-usuarios.service';
import { HotelesController } from './hoteles/hoteles.controller';
import { CrearOperadorHandler } from './operadores/crear-operador.handler';
import { AperturaController } from './queries/apertura/apertura.controller';
import { ConfiguracionPreciosHandler } from './queries/configuracion-precios.handler';
import { MensajeCheckOutHandler } from './queries/mensaje-check-out.handler';
import { VerificarClaveCheckOutHandler } from './queries/verificar-clave-check-out.handler';
import { BloqueosService } from './sesiones/bloqueos.service';
import { SesionesService } from './sesiones/sesiones.service';
import { UsuariosBloqueadosController } from './usuarios-bloqueados/usuarios-bloqueados.controller';

/** Accounts, sessions, hotels, their configuration and users. Provides the platform's session resolver. */
@Module({
  imports: [MikroOrmModule.forFeature([Empresa, Hotel, ConfiguracionHotel, Usuario, HotelUsuarioAcceso])],
  controllers: [
    RegistrarController,
    LoginController,
    LogoutController,
    RecuperarContrasenaController,
    CambiarContrasenaController,
    ConfigurarController,
    AperturaController,
    HotelUsuariosController,
    HotelesController,
    ConfiguracionesController,
    EmpresasController,
    UsuariosBloqueadosController,
  ],
  providers: [
    SesionesService,
    { provide: SESSION_RESOLVER, useExisting: SesionesService },
    BloqueosService,
    CorreoService,
    RecuperacionService,
    HotelUsuariosService,
    RegistrarHandler,
    IniciarSesionHandler,
    ConfigurarHotelHandler,
    CrearOperadorHandler,
    ConfiguracionPreciosHandler,
    MensajeCheckOutHandler,
    VerificarClaveCheckOutHandler,
  ],
  exports: [SESSION_RESOLVER],
})
export class CuentaModule {}
