import { Command } from '@nestjs/cqrs';
import type { FilasAfectadas } from '@recepcion/contracts';

/** Gives the hotel `idcm` a company of its own (when it shares one); answers the rows affected. */
export class CrearEmpresa extends Command<FilasAfectadas> {
  constructor(readonly idcm: number) {
    super();
  }
}
