import { Body, Controller, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { type CeldaMovida, MoverCeldaReserva } from '@recepcion/contracts';
import { Escritura, objeto, ReglaNegocioError, Respuesta } from '@recepcion/platform';
import { leerIdCelda } from '../../domain/celda';
import { CeldaDto } from './mover-celda.dto';

const MOVIDA = {
  description: "{resultado: true, reserva} or, with nothing changed, {resultado: false, Message} ('Habitación no disponible', 'Las reservas deben tener como mínimo una noche', 'Un traslado mantiene la cantidad de noches')",
  schema: objeto({ resultado: 'boolean', Message: 'string?', reserva: objeto({}) }),
};
const CELDA = { name: 'id', description: 'The cell: {reservaId}-{lineaId}', example: '12-1' };
const CELDA_MAL = { description: "{Message}: 'La celda no es válida', 'Seleccione una fecha Check-In', 'Seleccione una fecha Check-Out', 'Seleccione una Habitación'" };

/** Moves go to reservations as a command: the calendar never writes a reservation itself. */
@ApiTags('Calendario')
@Escritura('recepcion')
@Controller('Calendario')
export class MoverCeldaController {
  constructor(private readonly commandBus: CommandBus) {}

  /** Drag: same nights, maybe another room. `resultado: false` (and nothing changed) when refused. */
  @Put('SetTrasladoReserva/:id')
  @ApiOperation({ summary: 'Drag: the same nights, maybe another room' })
  @ApiParam(CELDA)
  @ApiOkResponse(MOVIDA)
  @ApiBadRequestResponse(CELDA_MAL)
  @Respuesta('CeldaMovida')
  trasladar(@Param('id') id: string, @Body() celda: CeldaDto) {
    return this.mover(id, celda, false);
  }

  /** Edge drag: longer or shorter stay in the same room. */
  @Put('SetExpandirReservaRecurso/:id')
  @ApiOperation({ summary: 'Edge drag: a longer or shorter stay in the same room' })
  @ApiParam(CELDA)
  @ApiOkResponse(MOVIDA)
  @ApiBadRequestResponse(CELDA_MAL)
  @Respuesta('CeldaMovida')
  expandir(@Param('id') id: string, @Body() celda: CeldaDto) {
    return this.mover(id, celda, true);
  }

  private mover(id: string, celda: CeldaDto, redimensionar: boolean): Promise<CeldaMovida> {
    const linea = leerIdCelda(id);
    if (!linea) throw new ReglaNegocioError('La celda no es válida');
    const cambio = { CheckIn: celda.start_date, CheckOut: celda.end_date, HabitacionId: celda.room };
    return this.commandBus.execute<MoverCeldaReserva, CeldaMovida>(new MoverCeldaReserva(linea.reservaId, linea.lineaId, cambio, redimensionar));
  }
}
