import { Controller, Get, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { type HotelEliminado, MENSAJES_ROOT as M } from '@recepcion/contracts';
import { GetQueModifica, ReglaNegocioError, SoloOperador, Respuesta } from '@recepcion/platform';
import { EliminarHotel } from './eliminar-hotel.command';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

@ApiTags('Hoteles')
@Controller('Hoteles')
export class EliminarHotelController {
  constructor(private readonly commandBus: CommandBus) {}

  /** The spec's GET that deletes: it needs the application header like a POST. */
  @Get('EliminarHotelC/:correo/:cantidadReservas')
  @SoloOperador()
  @GetQueModifica()
  @ApiOperation({ summary: "Deletes the hotel owned by this e-mail when the count equals its reservations, after writing a JSON export under the data directory (operators only)" })
  @ApiParam({ name: 'correo', description: "The owner's e-mail" })
  @ApiParam({ name: 'cantidadReservas', description: 'The hotel’s reservations, as the global report shows them' })
  @ApiOkResponse({ description: '{Message, HotelId, NombreHotel, Exportacion, Filas}' })
  @ApiBadRequestResponse({ description: "'Coloque un correo', 'Agrege la cantidad de reservas', or the count does not match (nothing deleted)" })
  @Respuesta('HotelEliminado')
  eliminar(@Param('correo') correo: string, @Param('cantidadReservas') cantidad: string): Promise<HotelEliminado> {
    const email = (correo ?? '').trim();
    if (!email || email.length > 254 || !EMAIL.test(email)) throw new ReglaNegocioError(M.coloqueCorreo);
    if (!/^\d{1,9}$/.test(String(cantidad ?? '').trim())) throw new ReglaNegocioError(M.agregeCantidad);
    return this.commandBus.execute(new EliminarHotel(email, Number(cantidad)));
  }
}
