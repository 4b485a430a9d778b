import { ApiPropertyOptional } from '@nestjs/swagger';
import { type FiltroActividad, MENSAJES_ACTIVIDAD as M, TAMANO_PAGINA_ACTIVIDAD as T, TIPOS_ACTIVIDAD, type TipoActividad } from '@recepcion/contracts';
import { EsFecha } from '@recepcion/platform';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';

/** Only plain decimal digits become a number ('1e2', '0x10', ' 5' stay text, for IsInt to refuse). */
const Entero = (): PropertyDecorator => Transform(({ value }) => (typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value));

/** `GET /api/Actividad?desde=&hasta=&usuario=&tipo=&pagina=&tamano=`. */
export class ActividadHotelDto implements FiltroActividad {
  @ApiPropertyOptional({ description: 'yyyy-MM-dd, first day included', format: 'date' })
  @IsOptional()
  @EsFecha(M.desdeNoValida)
  desde?: string;

  @ApiPropertyOptional({ description: 'yyyy-MM-dd, last day included', format: 'date' })
  @IsOptional()
  @EsFecha(M.hastaNoValida)
  hasta?: string;

  @ApiPropertyOptional({ description: 'A user id', type: 'integer', minimum: 1 })
  @IsOptional()
  @Max(2_147_483_647, { message: M.usuarioNoValido })
  @Min(1, { message: M.usuarioNoValido })
  @IsInt({ message: M.usuarioNoValido })
  @Entero()
  usuario?: number;

  @ApiPropertyOptional({ description: 'The kind of change', enum: TIPOS_ACTIVIDAD })
  @IsOptional()
  @IsIn(TIPOS_ACTIVIDAD, { message: M.tipoNoValido })
  tipo?: TipoActividad;

  @ApiPropertyOptional({ description: 'From 1', type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 })
  @IsOptional()
  @Max(1_000_000, { message: M.paginaNoValida })
  @Min(1, { message: M.paginaNoValida })
  @IsInt({ message: M.paginaNoValida })
  @Entero()
  pagina?: number;

  @ApiPropertyOptional({ description: 'Rows per page', type: 'integer', minimum: 1, maximum: T.maximo, default: T.defecto })
  @IsOptional()
  @Max(T.maximo, { message: M.tamanoPaginaNoValido })
  @Min(1, { message: M.tamanoPaginaNoValido })
  @IsInt({ message: M.tamanoPaginaNoValido })
  @Entero()
  tamano?: number;
}
