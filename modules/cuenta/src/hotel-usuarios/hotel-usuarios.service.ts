import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type HotelUsuario, MENSAJES_CUENTA as M, TIPO_USUARIO_PREDETERMINADO } from '@recepcion/contracts';
import { hotelDeLaSesion, NoEncontradoError, ReglaNegocioError, requestContext, sqlExecutor } from '@recepcion/platform';
import { normalizarEmail } from '../compartido/mapeos';
import { HotelUsuarioAcceso } from '../entities/hotel-usuario.entity';
import { Usuario } from '../entities/usuario.entity';
import { hashContrasena } from '../sesiones/contrasenas';
import type { CrearUsuarioDto } from './hotel-usuarios.dto';

/** Who may work in the session's hotel. Every read is scoped by the hotel filter. */
@Injectable()
export class HotelUsuariosService {
  constructor(private readonly em: EntityManager) {}

  async listar(): Promise<HotelUsuario[]> {
    const accesos = await this.em.find(HotelUsuarioAcceso, {}, { orderBy: { id: 'asc' } });
    const usuarios = await this.em.find(Usuario, { id: { $in: accesos.map((a) => a.usuarioId) } });
    const porId = new Map(usuarios.map((u) => [u.id, u]));
    return accesos.map((a) => this.fila(a, porId.get(a.usuarioId)!));
  }

  async obtener(id: number): Promise<HotelUsuario> {
    const acceso = await this.em.findOne(HotelUsuarioAcceso, { id });
    if (!acceso) throw new NoEncontradoError('acceso');
    return this.fila(acceso, await this.em.findOneOrFail(Usuario, { id: acceso.usuarioId }));
  }

  async crearUsuario(datos: CrearUsuarioDto): Promise<HotelUsuario> {
    const emailLower = normalizarEmail(datos.email);
    if (await this.em.findOne(Usuario, { emailLower })) throw new ReglaNegocioError(M.emailRegistrado);
    const passwordHash = await hashContrasena(datos.password);
    const ahora = requestContext.require().now;
    try {
      return await this.em.transactional(async (em) => {
        const usuario = em.create(Usuario, { nombre: datos.nombre, email: datos.email, emailLower, passwordHash, creadoEn: ahora });
        await em.flush();
        const acceso = em.create(HotelUsuarioAcceso, { hotelId: hotelDeLaSesion(), usuarioId: usuario.id, tipoUsuario: TIPO_USUARIO_PREDETERMINADO });
        await em.flush();
        return this.fila(acceso, usuario);
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new ReglaNegocioError(M.emailRegistrado);
      throw error;
    }
  }

  async darAcceso(email: string, tipo = TIPO_USUARIO_PREDETERMINADO): Promise<HotelUsuario> {
    const usuario = await this.em.findOne(Usuario, { emailLower: normalizarEmail(email) });
    if (!usuario) throw new ReglaNegocioError(M.usuarioNoExiste);
    if (await this.em.findOne(HotelUsuarioAcceso, { usuarioId: usuario.id })) throw new ReglaNegocioError(M.usuarioYaTieneAcceso);
    const acceso = this.em.create(HotelUsuarioAcceso, { hotelId: hotelDeLaSesion(), usuarioId: usuario.id, tipoUsuario: tipo });
    await this.em.flush();
    return this.fila(acceso, usuario);
  }

  async cambiarTipo(id: number, tipo: string): Promise<HotelUsuario> {
    const acceso = await this.em.findOne(HotelUsuarioAcceso, { id });
    if (!acceso) throw new NoEncontradoError('acceso');
    if (acceso.usuarioId === requestContext.require().userId) throw new ReglaNegocioError(M.cambiarTipoPropio);
    acceso.tipoUsuario = tipo;
    await this.em.flush();
    return this.fila(acceso, await this.em.findOneOrFail(Usuario, { id: acceso.usuarioId }));
  }

  /** Removes access to this hotel and ends that user's sessions in it. Never one's own. */
  async quitarAcceso(id: number): Promise<void> {
    const acceso = await this.em.findOne(HotelUsuarioAcceso, { id });
    if (!acceso) throw new NoEncontradoError('acceso');
    if (acceso.usuarioId === requestContext.require().userId) throw new ReglaNegocioError(M.eliminarAccesoPropio);
    await this.em.transactional(async (em) => {
      await sqlExecutor(em).query('delete from sesion where usuario_id = $1 and hotel_id = $2', [acceso.usuarioId, acceso.hotelId]);
      await em.remove(acceso).flush();
    });
  }

  private fila(acceso: HotelUsuarioAcceso, usuario: Usuario): HotelUsuario {
    return { Id: acceso.id, UsuarioId: usuario.id, Usuario: usuario.email, Nombre: usuario.nombre, IDTipoUsuario: acceso.tipoUsuario };
  }
}
