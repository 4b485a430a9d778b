import { ApiProperty } from '@nestjs/swagger';
import { type BuscarEmpresasDto, MENSAJES_ROOT as M } from '@recepcion/contracts';
import { IsString, MaxLength } from 'class-validator';

/** `POST /api/Empresas/buscar`. An empty text lists the first companies by name. */
export class EmpresasPorNombreDto implements BuscarEmpresasDto {
  @ApiProperty({ description: 'Part of the company name (case and accents ignored)', example: 'andes' })
  @MaxLength(120, { message: M.largoMaximo })
  @IsString({ message: M.faltaTexto })
  texto!: string;
}
