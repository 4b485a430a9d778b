import { Command } from '@nestjs/cqrs';
import type { SesionRespuesta } from '@recepcion/contracts';
import type { LoginDto } from './login.dto';

export interface SesionIniciada {
  respuesta: SesionRespuesta;
  token: string;
  maxAgeSegundos?: number;
}

export class IniciarSesion extends Command<SesionIniciada> {
  constructor(
    readonly datos: LoginDto,
    readonly ip?: string,
  ) {
    super();
  }
}
