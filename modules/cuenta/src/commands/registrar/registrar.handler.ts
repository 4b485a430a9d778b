import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { MENSAJES_CUENTA as M, ObtenerPais, type PaisResumen, TIPO_USUARIO_PREDETERMINADO } from '@recepcion/contracts';
import { ReglaNegocioError, requestContext } from '@recepcion/platform';
import { normalizarEmail, toConfiguracion, toUsuarioSesion } from '../../compartido/mapeos';
import { zonaDelNavegadorParaHotel } from '../../compartido/zona-horaria';
import { ConfiguracionHotel } from '../../entities/configuracion.entity';
import { Empresa } from '../../entities/empresa.entity';
import { Hotel } from '../../entities/hotel.entity';
import { HotelUsuarioAcceso } from '../../entities/hotel-usuario.entity';
import { Usuario } from '../../entities/usuario.entity';
import { hashContrasena } from '../../sesiones/contrasenas';
import { SesionesService } from '../../sesiones/sesiones.service';
import { VerificacionService } from '../../verificacion/verificacion.service';
import { type Registrado, Registrar } from './registrar.command';

/**
 * A new customer: company, hotel, its configuration (country's currency), first user 'AD', signed
 * in. The address is not proven yet: a verification link is mailed to it (until it is opened no
 * invitation to the address is shown to the account).
 */
@CommandHandler(Registrar)
export class RegistrarHandler implements ICommandHandler<Registrar, Registrado> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
    private readonly sesiones: SesionesService,
    private readonly verificacion: VerificacionService,
  ) {}

  async execute({ datos }: Registrar): Promise<Registrado> {
    const ahora = requestContext.require().now;
    const pais = await this.queryBus.execute<ObtenerPais, PaisResumen | null>(new ObtenerPais(datos.paisId));
    if (!pais) throw new ReglaNegocioError(M.paisDesconocido);
    const emailLower = normalizarEmail(datos.email);
    if (await this.em.findOne(Usuario, { emailLower })) throw new ReglaNegocioError(M.emailRegistrado);
    const passwordHash = await hashContrasena(datos.password);

    const registrado = await this.em
      .transactional(async (em) => {
      const empresa = em.create(Empresa, { nombre: datos.nombreHotel, paisId: pais.Id, fechaRegistro: ahora });
      await em.flush();
      const hotel = em.create(Hotel, { empresaId: empresa.id, nombre: datos.nombreHotel, creadoEn: ahora });
      await em.flush();
      const configuracion = em.create(ConfiguracionHotel, {
        hotelId: hotel.id,
        nombre: datos.nombreHotel,
        monedaId: pais.MonedaId,
        paisId: pais.Id,
        email: datos.email,
        zonaHoraria: zonaDelNavegadorParaHotel(),
      });
      const usuario = em.create(Usuario, { nombre: datos.nombre, email: datos.email, emailLower, passwordHash, creadoEn: ahora });
      await em.flush();
      em.create(HotelUsuarioAcceso, { hotelId: hotel.id, usuarioId: usuario.id });
      await em.flush();
      const sesion = await this.sesiones.crear(usuario.id, hotel.id, false, ahora);
      return {
        token: sesion.token,
        respuesta: { hotel_id: hotel.id, user_id: usuario.id, config: toConfiguracion(configuracion), usuario: toUsuarioSesion(usuario, TIPO_USUARIO_PREDETERMINADO) },
      };
      })
      .catch((error) => {
        // Two sign-ups with the same e-mail at once: the unique index decides.
        if (error instanceof UniqueConstraintViolationException) throw new ReglaNegocioError(M.emailRegistrado);
        throw error;
      });
    await this.verificacion.enviarEnlace({ id: registrado.respuesta.user_id, email: datos.email }, ahora);
    return registrado;
  }
}
