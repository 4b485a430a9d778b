import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { type FilaIneCiudad, type FilaInePais, MENSAJES_INFORMES as M } from '@recepcion/contracts';
import { FechaPipe, LecturaEnEspera, lista, objeto, Respuesta } from '@recepcion/platform';
import { RESPUESTA_400 } from '../../openapi';
import { IneCiudades, InePaises } from './ine.query';

const CIFRAS = { Llegadas: 'integer', Noches: 'integer', Pernotacion: 'integer' } as const;

@ApiTags('Informes')
@LecturaEnEspera()
@Controller('Informes')
export class IneController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('InfNacionalINE/:desde')
  @ApiOperation({ summary: "National guests (residing in the hotel's country) by city of residence, for the month of desde: arrivals, nights, guests × nights" })
  @ApiParam({ name: 'desde', example: '2027-10-01' })
  @ApiOkResponse({ schema: lista(objeto({ Id: 'integer', Ciudad: 'string', ...CIFRAS })) })
  @ApiBadRequestResponse(RESPUESTA_400)
  @Respuesta('FilaIneCiudad', { lista: true })
  ciudades(@Param('desde', new FechaPipe(M.seleccioneLaFecha)) desde: string): Promise<FilaIneCiudad[]> {
    return this.queryBus.execute(new IneCiudades(desde));
  }

  @Get('InfPaisesINE/:desde')
  @ApiOperation({ summary: 'Guests by country of residence, for the month of desde: arrivals, nights, guests × nights' })
  @ApiParam({ name: 'desde', example: '2027-10-01' })
  @ApiOkResponse({ schema: lista(objeto({ Id: 'integer', Pais: 'string', ...CIFRAS })) })
  @ApiBadRequestResponse(RESPUESTA_400)
  @Respuesta('FilaInePais', { lista: true })
  paises(@Param('desde', new FechaPipe(M.seleccioneLaFecha)) desde: string): Promise<FilaInePais[]> {
    return this.queryBus.execute(new InePaises(desde));
  }
}
