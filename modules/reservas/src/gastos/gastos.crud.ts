import { EntityManager } from '@mikro-orm/postgresql';
import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CAMPOS_MONTO, ENTIDAD_EN_VIVO_RESERVAS, MENSAJES_MONTOS, MENSAJES_RESERVAS, MONTO_MAXIMO, type GastoDetalle } from '@recepcion/contracts';
import { problemaDeMonto } from '@recepcion/domain';
import { crudController, type CrudDefinicion, EsFecha, FechaPipe, Recortar, ReglaNegocioError, Respuesta } from '@recepcion/platform';
import { Type } from 'class-transformer';
import { IsNotEmpty, IsNumber, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { Gasto } from './gasto.entity';

const M = { fecha: MENSAJES_RESERVAS.seleccioneFecha, concepto: MENSAJES_RESERVAS.ingreseConcepto, valor: MENSAJES_RESERVAS.ingreseValor };

export class GastoDto {
  @EsFecha(M.fecha) Fecha!: string;
  @MaxLength(200, { message: M.concepto }) @IsNotEmpty({ message: M.concepto }) @IsString({ message: M.concepto }) @Recortar() Concepto!: string;
  /** Never negative (an expense is money out; a correction edits it), within the bound, 2 decimals at most. */
  @Max(MONTO_MAXIMO, { message: MENSAJES_MONTOS.maximo(CAMPOS_MONTO.valorGasto, MONTO_MAXIMO) }) @Min(0, { message: MENSAJES_MONTOS.negativo(CAMPOS_MONTO.valorGasto) })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: M.valor }) @IsNotEmpty({ message: M.valor }) @Type(() => Number) Valor!: number;
  @IsOptional() @IsString() @MaxLength(2000) Comentario?: string | null;
}

const aJson = (g: Gasto): GastoDetalle => ({ Id: g.id, Fecha: g.fecha, Concepto: g.concepto, Valor: Number(g.valor), Comentario: g.comentario ?? null });

export const definicionGastos: CrudDefinicion<Gasto, GastoDto> = {
  respuesta: 'GastoDetalle',
  ruta: ENTIDAD_EN_VIVO_RESERVAS.gastos,
  // The front desk's daily work: reception may change it too.
  permiso: 'recepcion',
  entidad: Gasto,
  dto: GastoDto,
  orden: { fecha: 'asc', id: 'asc' },
  aJson,
  aplicar: (g, d) => {
    if (!Number.isFinite(d.Valor)) throw new ReglaNegocioError(M.valor);
    // The expense has no currency of its own: the widest bound, 2 decimals at most, never 0.
    const problema = problemaDeMonto(d.Valor, { campo: CAMPOS_MONTO.valorGasto, sinCero: true, maximo: MONTO_MAXIMO });
    if (problema) throw new ReglaNegocioError(problema);
    g.fecha = d.Fecha;
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
  @Respuesta('GastoDetalle', { lista: true })
  async buscar(@Param('desde', new FechaPipe(MENSAJES_RESERVAS.seleccioneLaFecha)) desde: string, @Param('hasta', new FechaPipe(MENSAJES_RESERVAS.seleccioneLaFecha)) hasta: string) {
    const gastos = await this.em.find(Gasto, { fecha: { $gte: desde, $lte: hasta } }, { orderBy: { fecha: 'asc', id: 'asc' } });
    return gastos.map(aJson);
  }
}
