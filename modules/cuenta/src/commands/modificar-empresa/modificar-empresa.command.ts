import { Command } from '@nestjs/cqrs';
import type { EmpresaHotel } from '@recepcion/contracts';
import type { EmpresaDto } from './modificar-empresa.dto';

/** Edits the company of the session's hotel; any other id is "not found". */
export class ModificarEmpresa extends Command<EmpresaHotel> {
  constructor(
    readonly id: number,
    readonly datos: EmpresaDto,
  ) {
    super();
  }
}
