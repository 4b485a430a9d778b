import { Command } from '@nestjs/cqrs';
import type { RespuestaMensaje } from '@recepcion/contracts';

/** The signed-in user asks for the verification link again (lost mail, or an account a hotel made). */
export class EnviarVerificacion extends Command<RespuestaMensaje> {}
