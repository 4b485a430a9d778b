import { Query } from '@nestjs/cqrs';
import type { UsuarioBloqueadoFila } from '../../sesiones/bloqueos.service';

/** Accounts locked by failed logins, newest first; with `email`, those whose e-mail contains it. */
export class UsuariosBloqueados extends Query<UsuarioBloqueadoFila[]> {
  constructor(readonly email?: string) {
    super();
  }
}
