import { ApiPropertyOptional } from '@nestjs/swagger';
import { type FiltroLoggerDto, MENSAJES_ROOT as M } from '@recepcion/contracts';
import { EsFecha } from '@recepcion/platform';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

/** `GET /api/Logger` filters (query string), all optional. */
export class ListarLogClienteDto implements FiltroLoggerDto {
  @ApiPropertyOptional({ description: 'yyyy-MM-dd, first UTC day' })
  @IsOptional()
  @EsFecha(M.fechaNoValida)
  desde?: string;

  @ApiPropertyOptional({ description: 'yyyy-MM-dd, last UTC day' })
  @IsOptional()
  @EsFecha(M.fechaNoValida)
  hasta?: string;

  @ApiPropertyOptional({ description: "The hotel: the session's at the time, or the id the browser reported" })
  @IsOptional()
  @Max(2_147_483_647, { message: M.idcmNoValido })
  @Min(1, { message: M.idcmNoValido })
  @IsInt({ message: M.idcmNoValido })
  @Type(() => Number)
  hotel?: number;

  @ApiPropertyOptional({ description: 'In the message, tag, category, url or stack trace (case ignored)' })
  @IsOptional()
  @MaxLength(200, { message: M.largoMaximo })
  @IsString({ message: M.largoMaximo })
  texto?: string;

  @ApiPropertyOptional({ description: 'From 1', default: 1 })
  @IsOptional()
  @Max(1_000_000, { message: M.paginaNoValida })
  @Min(1, { message: M.paginaNoValida })
  @IsInt({ message: M.paginaNoValida })
  @Type(() => Number)
  pagina?: number;

  @ApiPropertyOptional({ description: 'Entries per page, 1 to 500', default: 500 })
  @IsOptional()
  @Max(500, { message: M.tamanoPaginaNoValido })
  @Min(1, { message: M.tamanoPaginaNoValido })
  @IsInt({ message: M.tamanoPaginaNoValido })
  @Type(() => Number)
  tamano?: number;
}
