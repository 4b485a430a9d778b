import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CrearEmpresaDeHotel, type FilasAfectadas } from '@recepcion/contracts';
import { NoEncontradoError } from '@recepcion/platform';
import { CrearEmpresa } from './crear-empresa.command';

@CommandHandler(CrearEmpresa)
export class CrearEmpresaHandler implements ICommandHandler<CrearEmpresa, FilasAfectadas> {
  constructor(private readonly commandBus: CommandBus) {}

  async execute({ idcm }: CrearEmpresa): Promise<FilasAfectadas> {
    const filas = await this.commandBus.execute<CrearEmpresaDeHotel, number | null>(new CrearEmpresaDeHotel(idcm));
    if (filas === null) throw new NoEncontradoError('hotel');
    return { filas };
  }
}
