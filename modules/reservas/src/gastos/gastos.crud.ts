import { EntityManager } from '@mikro-orm/postgresql';
import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { crudController, type CrudDefinicion, ReglaNegocioError } from '@recepcion/platform';
import { Transform, Type } from 'class-transformer';
import { IsISO8601, IsNotEmpty, IsNumber, IsOptional, IsString, MaxLength } from 'class-validator';
import { Gasto } from './gasto.entity';

const M = { fecha: 'Seleccione una Fecha', concepto: 'Ingrese el Concepto', valor: 'Ingrese el Valor' };

export class GastoDto {
  @IsISO8601({ strict: true }, { message: M.fecha }) @IsNotEmpty({ message: M.fecha }) Fecha!: string;
  @MaxLength(200, { message: M.concepto }) @IsNotEmpty({ message: M.concepto }) @IsString({ message: M.concepto }) @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value)) Concepto!: string;
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: M.valor }) @IsNotEmpty({ message: M.valor }) @Type(() => Number) Valor!: number;
  @IsOptional() @IsString() @MaxLength(2000) Comentario?: string | null;
}

const aJson = (g: Gasto) => ({ Id: g.id, Fecha: g.fecha, Concepto: g.concepto, Valor: Number(g.valor), Comentario: g.comentario ?? null });

export const definicionGastos: CrudDefinicion<Gasto, GastoDto> = {
  ruta: 'Gastos',
  entidad: Gasto,
  dto: GastoDto,
  orden: { fecha: 'asc', id: 'asc' },
  aJson,
  aplicar: (g, d) => {
    if (!Number.isFinite(d.Valor)) throw new ReglaNegocioError(M.valor);
    g.fecha = d.Fecha.slice(0, 10);
    g.concepto = d.Concepto;
    g.valor = String(d.Valor);
    g.comentario = d.Comentario?.trim() || null;
  },
};

export const GastosController = crudController(definicionGastos);

/** `GET /api/Gastos/Busqueda/{desde}/{hasta}` (UI default: 2 days ago to 30 days ahead). */
@ApiTags('Gastos')
@Controller('Gastos')
export class GastosBusquedaController {
  constructor(private readonly em: EntityManager) {}

  @Get('Busqueda/:desde/:hasta')
  async buscar(@Param('desde') desde: string, @Param('hasta') hasta: string) {
    if (!/^\d{4}-\d{2}-\d{2}/.test(desde) || !/^\d{4}-\d{2}-\d{2}/.test(hasta)) throw new ReglaNegocioError('Seleccione la fecha');
    const gastos = await this.em.find(Gasto, { fecha: { $gte: desde.slice(0, 10), $lte: hasta.slice(0, 10) } }, { orderBy: { fecha: 'asc', id: 'asc' } });
    return gastos.map(aJson);
  }
}
