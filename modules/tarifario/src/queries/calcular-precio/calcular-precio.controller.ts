import { Body, Controller, Put } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { CalcularPrecio, MENSAJES_TARIFA, type PedidoDePrecio, type PrecioCalculado } from '@recepcion/contracts';
import { Escritura, EsFecha, Respuesta } from '@recepcion/platform';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Min } from 'class-validator';
import { noValido } from '../../compartido';

export class PrecioCalculadoDto implements PedidoDePrecio {
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

/** `PUT /api/ReservasB/GetPrecioCalculado`: the pricing engine (`CalcularPrecio`). */
@ApiTags('ReservasB')
@Escritura('todos')
@Controller('ReservasB')
export class PrecioCalculadoController {
  constructor(private readonly queryBus: QueryBus) {}

  @Put('GetPrecioCalculado')
  @Respuesta('PrecioCalculado')
  calcular(@Body() d: PrecioCalculadoDto): Promise<PrecioCalculado> {
    return this.queryBus.execute(new CalcularPrecio(d));
  }
}
