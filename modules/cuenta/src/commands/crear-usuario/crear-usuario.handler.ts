import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { esTipoUsuario, type HotelUsuario, MENSAJES_CUENTA as M, NOMBRES_TIPO_USUARIO, TIPO_USUARIO_NUEVO } from '@recepcion/contracts';
import { hotelDeLaSesion, registrarActividad, ReglaNegocioError, requestContext, sqlExecutor } from '@recepcion/platform';
import { toHotelUsuario } from '../../compartido/hotel-usuario';
import { normalizarEmail } from '../../compartido/mapeos';
import { HotelUsuarioAcceso } from '../../entities/hotel-usuario.entity';
import { Usuario } from '../../entities/usuario.entity';
import { hashContrasena } from '../../sesiones/contrasenas';
import { CrearUsuario } from './crear-usuario.command';

@CommandHandler(CrearUsuario)
export class CrearUsuarioHandler implements ICommandHandler<CrearUsuario, HotelUsuario> {
  constructor(private readonly em: EntityManager) {}

  async execute({ datos }: CrearUsuario): Promise<HotelUsuario> {
    const emailLower = normalizarEmail(datos.email);
    if (await this.em.findOne(Usuario, { emailLower })) throw new ReglaNegocioError(M.emailRegistrado);
    const passwordHash = await hashContrasena(datos.password);
    const ahora = requestContext.require().now;
    try {
      return await this.em.transactional(async (em) => {
        const usuario = em.create(Usuario, { nombre: datos.nombre, email: datos.email, emailLower, passwordHash, creadoEn: ahora });
        await em.flush();
        const acceso = em.create(HotelUsuarioAcceso, { hotelId: hotelDeLaSesion(), usuarioId: usuario.id, tipoUsuario: datos.IDTipoUsuario ?? TIPO_USUARIO_NUEVO });
        await em.flush();
        const tipo = acceso.tipoUsuario;
        await registrarActividad(sqlExecutor(em), {
          tipo: 'Usuario',
          entidad: 'Usuario',
          entidadId: usuario.id,
          descripcion: `Usuario ${usuario.nombre} (${datos.email}) creado con acceso como ${esTipoUsuario(tipo) ? NOMBRES_TIPO_USUARIO[tipo] : tipo}`,
        });
        return toHotelUsuario(acceso, usuario);
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new ReglaNegocioError(M.emailRegistrado);
      throw error;
    }
  }
}
