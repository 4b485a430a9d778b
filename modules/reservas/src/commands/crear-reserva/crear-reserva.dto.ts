import { CAMPOS_MONTO as C, type CrearReservaCuerpo, ESTADOS_RESERVA_ELEGIBLES, FORMAS_PAGO_BASE_IDS, type EstadoReservaId, type LineaHabitacionCuerpo, MENSAJES_MONTOS as MM, MENSAJES_RESERVAS as M, MONTO_MAXIMO, type ReservaCuerpo, type TramoNoches } from '@recepcion/contracts';
import { EsFecha } from '@recepcion/platform';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsEmail, IsIn, IsInt, IsNotEmpty, IsNumber, IsOptional, IsString, Max, MaxLength, Min, ValidateIf, ValidateNested } from 'class-validator';

/** Most runs of nights per season a line may carry (a run per season change). */
const TRAMOS_MAXIMOS = 1000;

/** A run of nights at one season's price, as `GetPrecioCalculado` answered it; whether it explains the line's price is checked with the line (prepararReserva). */
export class TramoNochesDto implements TramoNoches {
  @EsFecha(M.seleccioneCheckIn) Desde!: string;
  @EsFecha(M.seleccioneCheckOut) Hasta!: string;
  @Min(1, { message: M.minimoUnaNoche }) @IsInt({ message: M.minimoUnaNoche }) @Type(() => Number) Noches!: number;
  @IsOptional() @IsInt() @Type(() => Number) TemporadaId!: number | null;
  @IsOptional() @IsString() @MaxLength(200) TemporadaNombre!: string | null;
  /** Null: a night without a price; such a detail explains no price and is left out. */
  @IsOptional() @Max(MONTO_MAXIMO, { message: MM.maximo(C.precioAlojamiento, MONTO_MAXIMO) }) @Min(0, { message: M.precioNegativo })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: M.ingresePrecio }) @Type(() => Number) Precio!: number | null;
}

/** A room line as the UI sends it; prices are per night, totals are computed by the server. */
export class LineaHabitacionDto implements LineaHabitacionCuerpo {
  /** 0 or absent: a new line. */
  @IsOptional() @IsInt() @Type(() => Number) Id?: number;
  @EsFecha(M.seleccioneCheckIn) CheckIn!: string;
  @EsFecha(M.seleccioneCheckOut) CheckOut!: string;
  @IsInt({ message: M.seleccioneHabitacion }) @Type(() => Number) HabitacionId!: number;
  @IsOptional() @IsInt() @Type(() => Number) TipoHabitacionId?: number;
  @Min(1, { message: M.ingresePasajeros }) @IsInt({ message: M.ingresePasajeros }) @Type(() => Number) CantidadPasajero!: number;
  /** 0 is allowed (the UI asks first); the currency's own bound and cents are checked with the currency (prepararReserva). */
  @Max(MONTO_MAXIMO, { message: MM.maximo(C.precioAlojamiento, MONTO_MAXIMO) }) @Min(0, { message: M.precioNegativo })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: M.ingresePrecio }) @Type(() => Number) AlojamientoPrecioUnitario!: number;
  /** The nights per season the price list proposed; the total is then their sum (prepararReserva). */
  @IsOptional() @ArrayMaxSize(TRAMOS_MAXIMOS) @IsArray() @ValidateNested({ each: true }) @Type(() => TramoNochesDto) AlojamientoNoches?: TramoNochesDto[] | null;
  @IsOptional() @IsInt() @Type(() => Number) IDServicioRegimen?: number | null;
  /** With a meal plan it defaults to 0; without one it is cleared (spec section 5). */
  @ValidateIf((o) => o.IDServicioRegimen != null && o.RegimenPrecioUnitario != null)
  @Max(MONTO_MAXIMO, { message: MM.maximo(C.precioRegimen, MONTO_MAXIMO) })
  @Min(0, { message: M.precioNegativo })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: M.precioNegativo })
  @Type(() => Number)
  RegimenPrecioUnitario?: number | null;
  @IsOptional() @ArrayMaxSize(TRAMOS_MAXIMOS) @IsArray() @ValidateNested({ each: true }) @Type(() => TramoNochesDto) RegimenNoches?: TramoNochesDto[] | null;
}

/** General data and rooms: the body a create and a full edit share. */
export class ReservaDto implements ReservaCuerpo {
  @EsFecha(M.seleccioneCheckIn) CheckIn!: string;
  @EsFecha(M.seleccioneCheckOut) CheckOut!: string;
  @IsInt({ message: M.seleccioneCliente }) @Type(() => Number) ClienteId!: number;
  @IsIn(FORMAS_PAGO_BASE_IDS, { message: M.seleccioneFormaPago }) @Type(() => Number) FormaPagoId!: number;
  @MaxLength(10, { message: M.seleccioneMoneda }) @IsNotEmpty({ message: M.seleccioneMoneda }) @IsString({ message: M.seleccioneMoneda }) MonedaId!: string;
  @IsInt({ message: M.seleccioneImpuesto }) @Type(() => Number) TipoImpuestoId!: number;
  @IsOptional() @IsBoolean() ImpuestoIncluido?: boolean;
  @IsOptional() @IsString() @MaxLength(4000) Comentario?: string | null;
  @IsOptional() @IsString() @MaxLength(200) ContactoClienteNombre?: string | null;
  @ValidateIf((o) => Boolean(o.ContactoClienteEmail)) @IsEmail({}, { message: M.correoNoValido }) ContactoClienteEmail?: string | null;
  @IsOptional() @IsString() @MaxLength(200) NombreGrupo?: string | null;
  @IsOptional() @Min(0) @IsInt() @Type(() => Number) CantidadPasajeros?: number;

  @ArrayMinSize(1, { message: M.faltanHabitaciones }) @IsArray({ message: M.faltanHabitaciones }) @ValidateNested({ each: true }) @Type(() => LineaHabitacionDto)
  Habitaciones!: LineaHabitacionDto[];
}

/** `POST /api/ReservasB`: the wizard may create it confirmed (or in another status) at once. */
export class CrearReservaDto extends ReservaDto implements CrearReservaCuerpo {
  @IsOptional() @IsIn(ESTADOS_RESERVA_ELEGIBLES, { message: M.seleccioneEstado }) @Type(() => Number) EstadoId?: EstadoReservaId;
}
