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
import { CorreoService } from './correo/correo.service';
import { ConfiguracionHotel } from './entities/configuracion.entity';
import { Empresa } from './entities/empresa.entity';
import { Hotel } from './entities/hotel.entity';
import { HotelUsuarioAcceso } from './entities/hotel-usuario.entity';
import { Usuario } from './entities/usuario.entity';
import { CrearOperadorHandler } from './operadores/crear-operador.handler';
import { AperturaController } from './queries/apertura/apertura.controller';
import { ConfiguracionPreciosHandler } from './queries/configuracion-precios/configuracion-precios.handler';
import { UsosEnConfiguracionHandler } from './queries/usos-en-configuracion/usos-en-configuracion.handler';
import { ContactoHotelHandler } from './queries/contacto-hotel/contacto-hotel.handler';
import { ZonasHorariasHandler } from './queries/zonas-horarias/zonas-horarias.handler';
import { NombresDeUsuariosHandler } from './queries/nombres-de-usuarios/nombres-de-usuarios.handler';
import { MensajeCheckOutHandler } from './queries/mensaje-check-out/mensaje-check-out.handler';
import { VerificarClaveCheckOutHandler } from './queries/verificar-clave-check-out/verificar-clave-check-out.handler';
import { BloqueosService } from './sesiones/bloqueos.service';
import { fijarCosteContrasenas } from './sesiones/contrasenas';
import { SesionesService } from './sesiones/sesiones.service';
import { CrearEmpresaDeHotelHandler } from './commands/crear-empresa-de-hotel/crear-empresa-de-hotel.handler';
import { EnviarCorreoHandler } from './commands/enviar-correo/enviar-correo.handler';
import { CambiarHotelDeSesionHandler } from './commands/cambiar-hotel-de-sesion/cambiar-hotel-de-sesion.handler';
import { BuscarEmpresasHandler } from './queries/proveedor/buscar-empresas.handler';
import { UsuariosDeHotelesHandler } from './queries/proveedor/usuarios-de-hoteles.handler';
import { DatosHotelCuentaHandler } from './commands/datos-hotel/datos-hotel.handler';
import { CrearUsuarioController } from './commands/crear-usuario/crear-usuario.controller';
import { CrearUsuarioHandler } from './commands/crear-usuario/crear-usuario.handler';
import { HotelUsuariosController } from './queries/hotel-usuarios/hotel-usuarios.controller';
import { HotelUsuariosHandler } from './queries/hotel-usuarios/hotel-usuarios.handler';
import { InvitarUsuarioController } from './commands/invitar-usuario/invitar-usuario.controller';
import { AceptarInvitacionController } from './commands/aceptar-invitacion/aceptar-invitacion.controller';
import { RechazarInvitacionController } from './commands/rechazar-invitacion/rechazar-invitacion.controller';
import { AceptarInvitacionHandler } from './commands/aceptar-invitacion/aceptar-invitacion.handler';
import { CambiarHotelController } from './commands/cambiar-hotel/cambiar-hotel.controller';
import { CambiarHotelHandler } from './commands/cambiar-hotel/cambiar-hotel.handler';
import { HotelesDelUsuarioController } from './queries/hoteles-del-usuario/hoteles-del-usuario.controller';
import { HotelesDelUsuarioHandler } from './queries/hoteles-del-usuario/hoteles-del-usuario.handler';
import { RechazarInvitacionHandler } from './commands/rechazar-invitacion/rechazar-invitacion.handler';
import { InvitacionesController } from './queries/invitaciones/invitaciones.controller';
import { InvitacionesEnviadasController } from './queries/invitaciones-enviadas/invitaciones-enviadas.controller';
import { InvitacionesEnviadasHandler } from './queries/invitaciones-enviadas/invitaciones-enviadas.handler';
import { RetirarInvitacionController } from './commands/retirar-invitacion/retirar-invitacion.controller';
import { RetirarInvitacionHandler } from './commands/retirar-invitacion/retirar-invitacion.handler';
import { InvitacionesHandler } from './queries/invitaciones/invitaciones.handler';
import { InvitarUsuarioHandler } from './commands/invitar-usuario/invitar-usuario.handler';
import { CambiarTipoUsuarioController } from './commands/cambiar-tipo-usuario/cambiar-tipo-usuario.controller';
import { CambiarTipoUsuarioHandler } from './commands/cambiar-tipo-usuario/cambiar-tipo-usuario.handler';
import { QuitarAccesoUsuarioController } from './commands/quitar-acceso-usuario/quitar-acceso-usuario.controller';
import { QuitarAccesoUsuarioHandler } from './commands/quitar-acceso-usuario/quitar-acceso-usuario.handler';
import { HotelController } from './queries/hotel/hotel.controller';
import { ObtenerHotelHandler } from './queries/hotel/hotel.handler';
import { ModificarHotelController } from './commands/modificar-hotel/modificar-hotel.controller';
import { ModificarHotelHandler } from './commands/modificar-hotel/modificar-hotel.handler';
import { CrearHotelController } from './commands/crear-hotel/crear-hotel.controller';
import { CrearHotelHandler } from './commands/crear-hotel/crear-hotel.handler';
import { ConfiguracionController } from './queries/configuracion/configuracion.controller';
import { ObtenerConfiguracionHandler } from './queries/configuracion/configuracion.handler';
import { GuardarConfiguracionController } from './commands/guardar-configuracion/guardar-configuracion.controller';
import { GuardarConfiguracionHandler } from './commands/guardar-configuracion/guardar-configuracion.handler';
import { EmpresaController } from './queries/empresa/empresa.controller';
import { ObtenerEmpresaHandler } from './queries/empresa/empresa.handler';
import { ModificarEmpresaController } from './commands/modificar-empresa/modificar-empresa.controller';
import { ModificarEmpresaHandler } from './commands/modificar-empresa/modificar-empresa.handler';
import { UsuariosBloqueadosController } from './queries/usuarios-bloqueados/usuarios-bloqueados.controller';
import { UsuariosBloqueadosHandler } from './queries/usuarios-bloqueados/usuarios-bloqueados.handler';
import { RestablecerUsuarioBloqueadoController } from './commands/restablecer-usuario-bloqueado/restablecer-usuario-bloqueado.controller';
import { RestablecerUsuarioBloqueadoHandler } from './commands/restablecer-usuario-bloqueado/restablecer-usuario-bloqueado.handler';
import { DesbloquearUsuarioController } from './commands/desbloquear-usuario/desbloquear-usuario.controller';
import { DesbloquearUsuarioHandler } from './commands/desbloquear-usuario/desbloquear-usuario.handler';
import { AceptarInvitacionEnlaceController } from './commands/aceptar-invitacion-enlace/aceptar-invitacion-enlace.controller';
import { AceptarInvitacionPorEnlaceHandler } from './commands/aceptar-invitacion-enlace/aceptar-invitacion-enlace.handler';
import { RechazarInvitacionEnlaceController } from './commands/rechazar-invitacion-enlace/rechazar-invitacion-enlace.controller';
import { RechazarInvitacionPorEnlaceHandler } from './commands/rechazar-invitacion-enlace/rechazar-invitacion-enlace.handler';
import { InvitacionPorEnlaceController } from './queries/invitacion-por-enlace/invitacion-por-enlace.controller';
import { InvitacionDelEnlaceHandler } from './queries/invitacion-por-enlace/invitacion-por-enlace.handler';
import { VerificarCorreoController } from './commands/verificar-correo/verificar-correo.controller';
import { VerificarCorreoHandler } from './commands/verificar-correo/verificar-correo.handler';
import { EnviarVerificacionController } from './commands/enviar-verificacion/enviar-verificacion.controller';
import { EnviarVerificacionHandler } from './commands/enviar-verificacion/enviar-verificacion.handler';
import { AccesoPorInvitacion } from './compartido/acceso-por-invitacion';
import { ContadoresService } from './limites/contadores.service';
import { VerificacionService } from './verificacion/verificacion.service';

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
    VerificarCorreoController,
    EnviarVerificacionController,
    AperturaController,
    // /api/HotelUsuarios
    CrearUsuarioController,
    HotelUsuariosController,
    InvitarUsuarioController,
    AceptarInvitacionController,
    CambiarHotelController,
    HotelesDelUsuarioController,
    RechazarInvitacionController,
    InvitacionesController,
    InvitacionesEnviadasController,
    RetirarInvitacionController,
    // /api/Invitaciones/{Consultar,Aceptar,Rechazar}: the mailed link's page, without a session
    InvitacionPorEnlaceController,
    AceptarInvitacionEnlaceController,
    RechazarInvitacionEnlaceController,
    CambiarTipoUsuarioController,
    QuitarAccesoUsuarioController,
    // /api/Hoteles
    HotelController,
    ModificarHotelController,
    CrearHotelController,
    // /api/Configuraciones
    ConfiguracionController,
    GuardarConfiguracionController,
    // /api/Empresas/{id} (root's Empresas/buscar and Empresas/Create/{idcm} are static: Fastify prefers them)
    EmpresaController,
    ModificarEmpresaController,
    // /api/UsuariosBloqueados (operators only)
    UsuariosBloqueadosController,
    RestablecerUsuarioBloqueadoController,
    DesbloquearUsuarioController,
  ],
  providers: [
    DatosHotelCuentaHandler,
    SesionesService,
    { provide: SESSION_RESOLVER, useExisting: SesionesService },
    BloqueosService,
    CorreoService,
    ContadoresService,
    VerificacionService,
    AccesoPorInvitacion,
    RecuperacionService,
    RegistrarHandler,
    IniciarSesionHandler,
    ConfigurarHotelHandler,
    CrearOperadorHandler,
    ConfiguracionPreciosHandler,
    UsosEnConfiguracionHandler,
    ContactoHotelHandler,
    ZonasHorariasHandler,
    NombresDeUsuariosHandler,
    MensajeCheckOutHandler,
    VerificarClaveCheckOutHandler,
    CrearUsuarioHandler,
    HotelUsuariosHandler,
    InvitarUsuarioHandler,
    AceptarInvitacionHandler,
    CambiarHotelHandler,
    HotelesDelUsuarioHandler,
    RechazarInvitacionHandler,
    InvitacionesHandler,
    InvitacionesEnviadasHandler,
    RetirarInvitacionHandler,
    InvitacionDelEnlaceHandler,
    AceptarInvitacionPorEnlaceHandler,
    RechazarInvitacionPorEnlaceHandler,
    VerificarCorreoHandler,
    EnviarVerificacionHandler,
    CambiarTipoUsuarioHandler,
    QuitarAccesoUsuarioHandler,
    ObtenerHotelHandler,
    ModificarHotelHandler,
    CrearHotelHandler,
    ObtenerConfiguracionHandler,
    GuardarConfiguracionHandler,
    ObtenerEmpresaHandler,
    ModificarEmpresaHandler,
    UsuariosBloqueadosHandler,
    RestablecerUsuarioBloqueadoHandler,
    DesbloquearUsuarioHandler,
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
