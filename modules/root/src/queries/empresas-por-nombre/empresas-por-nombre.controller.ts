import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { EmpresaRoot } from '@recepcion/contracts';
import { SoloOperador, Respuesta } from '@recepcion/platform';
import { EmpresasPorNombreDto } from './empresas-por-nombre.dto';
import { EmpresasPorNombre } from './empresas-por-nombre.query';

@ApiTags('Empresas')
@Controller('Empresas')
export class EmpresasPorNombreController {
  constructor(private readonly queryBus: QueryBus) {}

  @Post('buscar')
  @HttpCode(200)
  @SoloOperador()
  @ApiOperation({ summary: 'Companies by name, ignoring case and accents (operators only)' })
  @ApiOkResponse({ description: 'Id, Nombre, Direccion, Ciudad, pais.Nombre, Telefono1, PersonaContacto, Giro, MensajeCheckOut, TopeReservas, TopeReservasVigentes, sFechaRegistro, Hoteles' })
  @Respuesta('EmpresaRoot', { lista: true })
  buscar(@Body() datos: EmpresasPorNombreDto): Promise<EmpresaRoot[]> {
    return this.queryBus.execute(new EmpresasPorNombre(datos.texto));
  }
}
