import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Inject, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig, SESSION_RESOLVER } from '@recepcion/platform';
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
import { fijarCosteContrasenas } from './sesiones/contrasenas';
import { SesionesService } from './sesiones/sesiones.service';
import { UsuariosBloqueadosController } from './usuarios-bloqueados/usuarios-bloqueados.controller';
import { CrearEmpresaDeHotelHandler } from './commands/crear-empresa-de-hotel/crear-empresa-de-hotel.handler';
import { EnviarCorreoHandler } from './commands/enviar-correo/enviar-correo.handler';
import { CambiarHotelDeSesionHandler } from './commands/cambiar-hotel-de-sesion/cambiar-hotel-de-sesion.handler';
import { BuscarEmpresasHandler } from './queries/proveedor/buscar-empresas.handler';
import { UsuariosDeHotelesHandler } from './queries/proveedor/usuarios-de-hoteles.handler';
import { DatosHotelCuentaHandler } from './commands/datos-hotel/datos-hotel.handler';

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
    DatosHotelCuentaHandler,
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
    // Published for the provider's tools (modules/root).
    UsuariosDeHotelesHandler,
    BuscarEmpresasHandler,
    CrearEmpresaDeHotelHandler,
    EnviarCorreoHandler,
    CambiarHotelDeSesionHandler,
  ],
  exports: [SESSION_RESOLVER],
})
export class CuentaModule {
  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    fijarCosteContrasenas(config.costeContrasenas);
  }
}
