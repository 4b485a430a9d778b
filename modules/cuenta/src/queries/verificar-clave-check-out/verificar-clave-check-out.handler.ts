import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { VerificarClaveCheckOut } from '@recepcion/contracts';
import { hotelDeLaSesion } from '@recepcion/platform';
import { ConfiguracionHotel } from '../../entities/configuracion.entity';
import { verificarContrasena } from '../../sesiones/contrasenas';

@QueryHandler(VerificarClaveCheckOut)
export class VerificarClaveCheckOutHandler implements IQueryHandler<VerificarClaveCheckOut, boolean> {
  constructor(private readonly em: EntityManager) {}

  async execute({ clave }: VerificarClaveCheckOut): Promise<boolean> {
    const c = await this.em.findOneOrFail(ConfiguracionHotel, { hotelId: hotelDeLaSesion() });
    if (!c.claveCheckOutHash) return true;
    return Boolean(clave) && (await verificarContrasena(c.claveCheckOutHash, clave!));
  }
}
