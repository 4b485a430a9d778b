import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MENSAJES_CUENTA as M } from '@recepcion/contracts';
import { ReglaNegocioError, requestContext, sqlExecutor } from '@recepcion/platform';
import { normalizarEmail, toConfiguracion, toUsuarioSesion } from '../../compartido/mapeos';
import { zonaDelNavegadorParaHotel } from '../../compartido/zona-horaria';
import { ConfiguracionHotel } from '../../entities/configuracion.entity';
import { HotelUsuarioAcceso } from '../../entities/hotel-usuario.entity';
import { Usuario } from '../../entities/usuario.entity';
import { BloqueosService } from '../../sesiones/bloqueos.service';
import { verificarContrasena } from '../../sesiones/contrasenas';
import { SesionesService } from '../../sesiones/sesiones.service';
import { IniciarSesion, type SesionIniciada } from './login.command';

@CommandHandler(IniciarSesion)
export class IniciarSesionHandler implements ICommandHandler<IniciarSesion, SesionIniciada> {
  constructor(
    private readonly em: EntityManager,
    private readonly sesiones: SesionesService,
    private readonly bloqueos: BloqueosService,
  ) {}

  async execute({ datos, ip }: IniciarSesion): Promise<SesionIniciada> {
    const ahora = requestContext.require().now;
    const emailLower = normalizarEmail(datos.email);
    if (await this.bloqueos.estaBloqueado(emailLower)) throw new ReglaNegocioError(M.cuentaBloqueada);
    // Beyond the five turns of 15 minutes an attempt is not even checked.
    const turno = await this.bloqueos.esperarTurno(emailLower, ahora);
    if (turno === null) throw new ReglaNegocioError(M.cuentaBloqueada);

    const usuario = await this.em.findOne(Usuario, { emailLower });
    // An unknown e-mail gets the same answer, after the same work, as a wrong password.
    if (!(await verificarContrasena(usuario?.passwordHash, datos.password)) || !usuario) {
      await this.bloqueos.registrarFallo(emailLower, ip, ahora, turno);
      throw new ReglaNegocioError(M.contrasenaIncorrecta);
    }
    await this.bloqueos.limpiarFallos(emailLower);

    // Hotel access rows are hotel-scoped; before a session exists the filter is off on purpose.
    // The hotel an accepted invitation moved the user to, while the access lasts; else the first.
    const accesos = await this.em.find(HotelUsuarioAcceso, { usuarioId: usuario.id }, { orderBy: { id: 'asc' }, filters: { hotel: false } });
    const acceso = accesos.find((a) => a.hotelId === usuario.ultimoHotelId) ?? accesos[0];
    if (!acceso) throw new ReglaNegocioError('El usuario no tiene acceso a ningún hotel');
    const configuracion = await this.em.findOneOrFail(ConfiguracionHotel, { hotelId: acceso.hotelId }, { filters: { hotel: false } });
    await this.aprenderZonaHoraria(configuracion);

    const recordar = datos.recordar === true;
    const sesion = await this.sesiones.crear(usuario.id, acceso.hotelId, recordar, ahora);
    // Signing in again from the same browser retires the token it had: one browser, one session.
    const anterior = requestContext.require().sessionId;
    if (anterior) await this.sesiones.cerrar(anterior);
    return {
      token: sesion.token,
      maxAgeSegundos: sesion.maxAgeSegundos,
      respuesta: { hotel_id: acceso.hotelId, user_id: usuario.id, config: toConfiguracion(configuracion), usuario: toUsuarioSesion(usuario, acceso.tipoUsuario) },
    };
  }

  /**
   * A hotel without a time zone takes the one this browser names (the `tz` cookie), when it names
   * a place's (`zonaDelNavegadorParaHotel`): its day then turns at its own midnight for every desk, the
   * scheduled housekeeping and the booking page. A zone already chosen stays.
   */
  private async aprenderZonaHoraria(configuracion: ConfiguracionHotel): Promise<void> {
    if (configuracion.zonaHoraria) return;
    const zona = zonaDelNavegadorParaHotel();
    if (!zona) return;
    await sqlExecutor(this.em).query('update configuracion set zona_horaria = $2 where hotel_id = $1 and zona_horaria is null', [configuracion.hotelId, zona]);
    configuracion.zonaHoraria = zona;
  }
}
