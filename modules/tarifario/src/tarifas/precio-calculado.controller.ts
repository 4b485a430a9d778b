import { EntityManager } from '@mikro-orm/postgresql';
import { Body, Controller, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { MENSAJES_TARIFA, type PrecioCalculado } from '@recepcion/contracts';
import { calcularPrecio, calcularPrecioEstadia, diaIso, TIPO_SERVICIO } from '@recepcion/domain';
import { Escritura, EsFecha, ReglaNegocioError, Respuesta } from '@recepcion/platform';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Min } from 'class-validator';
import { noValido } from '../compartido';
import { TipoImpuesto } from '../impuestos/tipo-impuesto.entity';
import { Moneda } from '../monedas/moneda.entity';
import { Temporada } from '../temporadas/temporada.entity';
import { Tarifa, TarifaLinea } from './tarifa.entity';

export class PrecioCalculadoDto {
  @EsFecha('Seleccione una fecha') Fecha!: string;
  @IsNotEmpty({ message: 'Seleccione una moneda' }) @IsString({ message: 'Seleccione una moneda' }) MonedaId!: string;
  @IsInt({ message: 'Seleccione un servicio' }) @Type(() => Number) ServicioId!: number;
  @Min(1, { message: 'La cantidad de pasajeros debe ser mayor que 0' }) @IsInt({ message: 'La cantidad de pasajeros debe ser mayor que 0' }) @Type(() => Number) CantidadPasajeros!: number;
  @IsOptional() @IsBoolean({ message: noValido('IVA incluido') }) DarIVAIncluido?: boolean;
  @IsOptional() @IsBoolean({ message: noValido('Precio por pasajero') }) DarPrecioPorPasajero?: boolean;
  @IsOptional() @IsInt({ message: MENSAJES_TARIFA.seleccioneImpuesto }) @Type(() => Number) TipoImpuestoId?: number | null;
  /** Our addition: which kind `ServicioId` is (6 room type by default). */
  @IsOptional() @IsIn([5, 6, 7], { message: MENSAJES_TARIFA.tipoServicio }) @Type(() => Number) TipoServicioId?: number;
  /** Our addition: the stay's check-out (not a night). With it every night from `Fecha` is priced in its own season. */
  @IsOptional() @EsFecha(noValido('Check-Out')) CheckOut?: string;
}

/**
 * `PUT /api/ReservasB/GetPrecioCalculado`: the pricing engine. Loads the hotel's seasons and the
 * price lists of that kind and currency, then applies the pure rules of libs/domain: one date, or
 * with `CheckOut` a stay, each night in its own season with the nights per season in the answer.
 */
@ApiTags('ReservasB')
@Escritura('todos')
@Controller('ReservasB')
export class PrecioCalculadoController {
  constructor(private readonly em: EntityManager) {}

  @Put('GetPrecioCalculado')
  @Respuesta('PrecioCalculado')
  async calcular(@Body() d: PrecioCalculadoDto): Promise<PrecioCalculado> {
    const tipoServicioId = d.TipoServicioId ?? TIPO_SERVICIO.tipoHabitacion;
    if (d.CheckOut && diaIso(d.CheckOut) <= diaIso(d.Fecha)) throw new ReglaNegocioError(MENSAJES_TARIFA.checkOutPosterior);
    const moneda = await this.em.findOne(Moneda, { id: d.MonedaId });
    if (!moneda) return { HasValue: false, Value: null };
    const tarifas = await this.em.find(Tarifa, { tipoServicioId, monedaId: d.MonedaId });
    const lineas = await this.em.find(TarifaLinea, { tarifaId: { $in: tarifas.map((t) => t.id) }, servicioId: d.ServicioId });
    const impuestos = new Map((await this.em.find(TipoImpuesto, {})).map((t) => [t.id, Number(t.porcentaje)]));
    const temporadas = await this.em.find(Temporada, {});
    // The requested tax type's percentage; without one, the list's own.
    const pedidoPorcentaje = d.TipoImpuestoId ? impuestos.get(d.TipoImpuestoId) : undefined;
    const pedido = {
      fecha: d.Fecha,
      monedaId: d.MonedaId,
      servicioId: d.ServicioId,
      tipoServicioId,
      cantidadPasajeros: d.CantidadPasajeros,
      darIvaIncluido: d.DarIVAIncluido ?? true,
      darPrecioPorPasajero: d.DarPrecioPorPasajero ?? false,
      porcentajeImpuesto: pedidoPorcentaje ?? impuestos.get(tarifas[0]?.tipoImpuestoId ?? 0) ?? 0,
      centavos: moneda.centavos,
    };
    const vigencias = temporadas.map((t) => ({ id: t.id, nombre: t.nombre, fechaInicial: t.fechaInicial, fechaFinal: t.fechaFinal }));
    const listas = tarifas.map((t) => ({
      id: t.id,
      tipoServicioId: t.tipoServicioId,
      temporadaId: t.temporadaId,
      monedaId: t.monedaId,
      porcentajeImpuesto: impuestos.get(t.tipoImpuestoId) ?? 0,
      impuestoIncluido: t.impuestoIncluido,
      precioPorPasajero: t.precioPorPasajero,
      lineas: lineas.filter((l) => l.tarifaId === t.id).map((l) => ({ servicioId: l.servicioId, valor: Number(l.valor), paxMax: l.paxMax })),
    }));
    return d.CheckOut ? calcularPrecioEstadia(pedido, d.CheckOut, vigencias, listas) : calcularPrecio(pedido, vigencias, listas);
  }
}
