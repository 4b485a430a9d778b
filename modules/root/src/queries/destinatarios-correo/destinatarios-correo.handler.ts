import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { type DestinatarioCorreo, type UsuarioDeHotel, UsuariosDeHoteles } from '@recepcion/contracts';
import { DestinatariosCorreo } from './destinatarios-correo.query';

@QueryHandler(DestinatariosCorreo)
export class DestinatariosCorreoHandler implements IQueryHandler<DestinatariosCorreo, DestinatarioCorreo[]> {
  constructor(private readonly queryBus: QueryBus) {}

  async execute({ tipo }: DestinatariosCorreo): Promise<DestinatarioCorreo[]> {
    const usuarios = await this.queryBus.execute<UsuariosDeHoteles, UsuarioDeHotel[]>(new UsuariosDeHoteles(tipo === 'd'));
    return usuarios
      .filter((u): u is UsuarioDeHotel & { Email: string } => Boolean(u.Email))
      .map((u) => ({ Email: u.Email, NombreUsuario: u.NombreUsuario ?? '', NombreHotel: u.NombreHotel }));
  }
}
