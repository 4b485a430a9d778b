import { ApiPropertyOptional } from '@nestjs/swagger';
import { MENSAJES_RESERVAS as M, type PaginaListadoReservas, TAMANO_PAGINA_LISTADO as T } from '@recepcion/contracts';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/** Only plain decimal digits become a number ('1e2', '0x10', ' 5' stay text, for IsInt to refuse). */
const Entero = (): PropertyDecorator => Transform(({ value }) => (typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value));

/** `?pagina=&tamano=` of `POST /api/ReservasB/ListadoReservas/Paginado`. */
export class PaginaListadoReservasDto implements PaginaListadoReservas {
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
