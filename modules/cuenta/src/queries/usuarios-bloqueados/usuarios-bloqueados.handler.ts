import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { normalizarEmail } from '../../compartido/mapeos';
import { BloqueosService, type UsuarioBloqueadoFila } from '../../sesiones/bloqueos.service';
import { UsuariosBloqueados } from './usuarios-bloqueados.query';

@QueryHandler(UsuariosBloqueados)
export class UsuariosBloqueadosHandler implements IQueryHandler<UsuariosBloqueados, UsuarioBloqueadoFila[]> {
  constructor(private readonly bloqueos: BloqueosService) {}

  execute({ email }: UsuariosBloqueados): Promise<UsuarioBloqueadoFila[]> {
    return email === undefined ? this.bloqueos.listar() : this.bloqueos.listar(normalizarEmail(email));
  }
}
