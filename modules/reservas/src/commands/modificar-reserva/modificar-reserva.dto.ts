import { CAMPOS_MONTO as C, CANTIDAD_MAXIMA_CARGO, type CargoReservaCuerpo, type IngresoReservaCuerpo, MENSAJES_MONTOS as MM, MENSAJES_RESERVAS as M, type ModificarReservaCuerpo, MONTO_MAXIMO, type PasajeroReservaCuerpo } from '@recepcion/contracts';
import { EsFecha } from '@recepcion/platform';
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsInt, IsNotEmpty, IsNumber, IsOptional, IsString, Max, MaxLength, Min, NotEquals, ValidateNested } from 'class-validator';
import { ReservaDto } from '../crear-reserva/crear-reserva.dto';

export class CargoReservaDto implements CargoReservaCuerpo {
  @IsOptional() @IsInt() @Type(() => Number) Id?: number;
  @EsFecha(M.seleccioneFecha) Fecha!: string;
  @IsInt({ message: M.seleccioneCargo }) @Type(() => Number) CargoId!: number;
  /** A room of the reservation, or a client (ContactoClienteId): one of them. */
  @IsOptional() @IsInt() @Type(() => Number) HabitacionId?: number | null;
  @IsOptional() @IsInt() @Type(() => Number) ContactoClienteId?: number | null;
  @IsInt({ message: M.seleccioneImpuesto }) @Type(() => Number) TipoImpuestoId!: number;
  @IsOptional() @IsBoolean() ImpuestoIncluido?: boolean;
  @IsNotEmpty({ message: M.seleccioneMoneda }) @IsString({ message: M.seleccioneMoneda }) MonedaId!: string;
  /** Negative: a discount. The currency's own bound and cents are checked with the currency (prepararCargos). */
  @Max(MONTO_MAXIMO, { message: MM.maximo(C.precioCargo, MONTO_MAXIMO) }) @Min(-MONTO_MAXIMO, { message: MM.maximo(C.precioCargo, MONTO_MAXIMO) })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: M.ingresePrecioCargo }) @Type(() => Number) Precio!: number;
  @Max(CANTIDAD_MAXIMA_CARGO, { message: MM.cantidadMaxima }) @Min(1, { message: MM.cantidadEntera }) @IsInt({ message: MM.cantidadEntera })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: M.ingreseCantidad }) @Type(() => Number) Cantidad = 1;
  @IsOptional() @IsString() @MaxLength(1000) Comentario?: string | null;
}

export class IngresoReservaDto implements IngresoReservaCuerpo {
  @IsOptional() @IsInt() @Type(() => Number) Id?: number;
  @EsFecha(M.seleccioneFecha) Fecha!: string;
  @IsOptional() @IsInt() @Type(() => Number) HabitacionId?: number | null;
  @IsOptional() @IsInt() @Type(() => Number) ClienteId?: number | null;
  @MaxLength(200, { message: M.ingreseConcepto }) @IsNotEmpty({ message: M.ingreseConcepto }) @IsString({ message: M.ingreseConcepto }) Concepto!: string;
  /** Negative: a refund; zero records nothing. The currency's own bound and cents are checked with the currency (prepararIngresos). */
  @Max(MONTO_MAXIMO, { message: MM.maximo(C.valorPago, MONTO_MAXIMO) }) @Min(-MONTO_MAXIMO, { message: MM.maximo(C.valorPago, MONTO_MAXIMO) }) @NotEquals(0, { message: MM.pagoCero })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: M.ingreseValor }) @IsNotEmpty({ message: M.ingreseValor }) @Type(() => Number) Valor!: number;
  @IsNotEmpty({ message: M.seleccioneMoneda }) @IsString({ message: M.seleccioneMoneda }) MonedaId!: string;
  @IsInt({ message: M.seleccioneFormaPagoIngreso }) @Type(() => Number) FormaPagoId!: number;
}

export class PasajeroReservaDto implements PasajeroReservaCuerpo {
  @IsOptional() @IsInt() @Type(() => Number) Id?: number;
  @IsInt({ message: M.faltaPasajero }) @Type(() => Number) PasajeroId!: number;
  @IsInt({ message: M.faltaHabitacion }) @Type(() => Number) HabitacionId!: number;
}

/** `PUT /api/ReservasB/{id}`: the full edit may carry the lists; a list left out stays as it is. */
export class ModificarReservaDto extends ReservaDto implements ModificarReservaCuerpo {
  /** Our addition: the version the edit was made on; a stale one answers 409. */
  @IsOptional() @IsInt() @Type(() => Number) Version?: number;
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => CargoReservaDto) Cargos?: CargoReservaDto[];
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => IngresoReservaDto) Ingresos?: IngresoReservaDto[];
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => PasajeroReservaDto) Pasajeros?: PasajeroReservaDto[];
}
