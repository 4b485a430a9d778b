import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ClientePorEmail } from '@recepcion/contracts';
import { hotelDeLaSesion, requestContext, sqlExecutor } from '@recepcion/platform';
import { Cliente } from '../../clientes/cliente.entity';
import { GIRO_PARTICULAR } from '../../clientes/giros';

/**
 * A guest who books on the hotel's page is a private client of the hotel: the one with that
 * e-mail (the oldest, if several), or a new one. An existing client's data are not overwritten by
 * what a stranger types.
 */
@CommandHandler(ClientePorEmail)
export class ClientePorEmailHandler implements ICommandHandler<ClientePorEmail, { Id: number; Nombre: string }> {
  constructor(private readonly em: EntityManager) {}

  async execute({ datos }: ClientePorEmail): Promise<{ Id: number; Nombre: string }> {
    const hotelId = hotelDeLaSesion();
    const [existente] = await sqlExecutor(this.em).query<{ id: number; nombre: string }>(
      'select id, nombre from cliente where hotel_id = $1 and giro_id = $2 and lower(email) = lower($3) order by id limit 1',
      [hotelId, GIRO_PARTICULAR, datos.Email.trim()],
    );
    if (existente) return { Id: existente.id, Nombre: existente.nombre };
    const em = this.em.fork();
    const cliente = em.create(Cliente, {
      hotelId,
      nombre: datos.Nombre.trim(),
      giroId: GIRO_PARTICULAR,
      paisId: datos.PaisId,
      email: datos.Email.trim(),
      telefono: datos.Telefono.trim() || null,
      pasaporte: datos.Documento?.trim() || null,
      creadoEn: requestContext.require().now,
    });
    await em.persistAndFlush(cliente);
    return { Id: cliente.id, Nombre: cliente.nombre };
  }
}
