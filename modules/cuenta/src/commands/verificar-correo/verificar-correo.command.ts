import { Command } from '@nestjs/cqrs';
import type { RespuestaMensaje } from '@recepcion/contracts';

/** Opens the sign-up's mailed verification link: the account's address is proven. */
export class VerificarCorreo extends Command<RespuestaMensaje> {
  constructor(readonly token: string) {
    super();
  }
}
