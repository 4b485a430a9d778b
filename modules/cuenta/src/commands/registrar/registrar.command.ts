import { Command } from '@nestjs/cqrs';
import type { SesionRespuesta } from '@recepcion/contracts';
import type { RegistrarDto } from './registrar.dto';

export interface Registrado {
  respuesta: SesionRespuesta;
  token: string;
}

export class Registrar extends Command<Registrado> {
  constructor(readonly datos: RegistrarDto) {
    super();
  }
}
