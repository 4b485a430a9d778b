import { Command } from '@nestjs/cqrs';
import type { RegistrarLogClienteDto } from './registrar-log-cliente.dto';

export class RegistrarLogCliente extends Command<{ Id: number }> {
  constructor(
    readonly datos: RegistrarLogClienteDto,
    /** The request's own User-Agent header, when the body does not carry one. */
    readonly userAgentCabecera?: string,
  ) {
    super();
  }
}
