import { Type } from 'class-transformer';
import { ArrayMinSize, IsArray, IsBoolean, IsEmail, IsIn, IsInt, IsISO8601, IsNotEmpty, IsNumber, IsOptional, IsString, MaxLength, Min, ValidateIf, ValidateNested } from 'class-validator';

const M = {
  checkIn: 'Seleccione una fecha Check-In',
  checkOut: 'Seleccione una fecha Check-Out',
  cliente: 'Seleccione un Cliente',
  formaPago: 'Seleccione una forma de pago',
  moneda: 'Seleccione una moneda',
  impuesto: 'Seleccione un Impuesto',
  habitacion: 'Seleccione una Habitación',
  pasajeros: 'Ingrese la cantidad de pasajeros',
  precio: 'Ingrese el precio del alojamiento',
  precioNegativo: 'El precio debe ser mayor o igual a cero',
  habitaciones: 'Faltan ingresar las habitaciones',
};

/** A room line as the UI sends it; prices are per night, totals are computed by the server. */
export class LineaHabitacionDto {
  /** 0 or absent: a new line. */
  @IsOptional() @IsInt() @Type(() => Number) Id?: number;
  @IsISO8601({ strict: true }, { message: M.checkIn }) @IsNotEmpty({ message: M.checkIn }) CheckIn!: string;
  @IsISO8601({ strict: true }, { message: M.checkOut }) @IsNotEmpty({ message: M.checkOut }) CheckOut!: string;
  @IsInt({ message: M.habitacion }) @Type(() => Number) HabitacionId!: number;
  @IsOptional() @IsInt() @Type(() => Number) TipoHabitacionId?: number;
  @Min(1, { message: M.pasajeros }) @IsInt({ message: M.pasajeros }) @Type(() => Number) CantidadPasajero!: number;
  @Min(0, { message: M.precioNegativo }) @IsNumber({ allowNaN: false, allowInfinity: false }, { message: M.precio }) @Type(() => Number) AlojamientoPrecioUnitario!: number;
  @IsOptional() @IsInt() @Type(() => Number) IDServicioRegimen?: number | null;
  /** With a meal plan it defaults to 0; without one it is cleared (spec section 5). */
  @ValidateIf((o) => o.IDServicioRegimen != null && o.RegimenPrecioUnitario != null)
  @Min(0, { message: M.precioNegativo })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: M.precioNegativo })
  @Type(() => Number)
  RegimenPrecioUnitario?: number | null;
}

export class ReservaDto {
  @IsISO8601({ strict: true }, { message: M.checkIn }) @IsNotEmpty({ message: M.checkIn }) CheckIn!: string;
  @IsISO8601({ strict: true }, { message: M.checkOut }) @IsNotEmpty({ message: M.checkOut }) CheckOut!: string;
  @IsInt({ message: M.cliente }) @Type(() => Number) ClienteId!: number;
  @IsIn([1, 2], { message: M.formaPago }) @Type(() => Number) FormaPagoId!: number;
  @MaxLength(10, { message: M.moneda }) @IsNotEmpty({ message: M.moneda }) @IsString({ message: M.moneda }) MonedaId!: string;
  @IsInt({ message: M.impuesto }) @Type(() => Number) TipoImpuestoId!: number;
  @IsOptional() @IsBoolean() ImpuestoIncluido?: boolean;
  @IsOptional() @IsString() @MaxLength(4000) Comentario?: string | null;
  @IsOptional() @IsString() @MaxLength(200) ContactoClienteNombre?: string | null;
  @ValidateIf((o) => Boolean(o.ContactoClienteEmail)) @IsEmail({}, { message: 'El correo no es válido' }) ContactoClienteEmail?: string | null;
  @IsOptional() @IsString() @MaxLength(200) NombreGrupo?: string | null;
  @IsOptional() @Min(0) @IsInt() @Type(() => Number) CantidadPasajeros?: number;
  /** Our addition: the version the edit was made on; a stale one answers 409. */
  @IsOptional() @IsInt() @Type(() => Number) Version?: number;

  @ArrayMinSize(1, { message: M.habitaciones }) @IsArray({ message: M.habitaciones }) @ValidateNested({ each: true }) @Type(() => LineaHabitacionDto)
  Habitaciones!: LineaHabitacionDto[];
}

export class AnularDto {
  @MaxLength(1000) @IsNotEmpty({ message: 'Indique el motivo de la anulación' }) @IsString({ message: 'Indique el motivo de la anulación' })
  texto!: string;
}

export class ListadoDto {
  @IsISO8601({ strict: true }, { message: 'Seleccione la fecha Desde' }) Desde!: string;
  @IsOptional() @IsISO8601({ strict: true }, { message: 'Seleccione la fecha Hasta' }) Hasta?: string | null;
  @IsOptional() @IsInt() @Type(() => Number) ClienteId?: number | null;
  @IsOptional() @IsBoolean() Anulados?: boolean;
}

export class BorradorDto {
  @IsOptional() @IsISO8601({ strict: true }) CheckIn?: string;
  @IsOptional() @IsISO8601({ strict: true }) CheckOut?: string;
  @IsOptional() @IsArray() @IsInt({ each: true }) @Type(() => Number) HabitacionIds?: number[];
  @IsOptional() @IsInt() @Type(() => Number) ClienteId?: number;
}

const MM = {
  fecha: 'Seleccione una Fecha',
  cargo: 'Seleccione un cargo',
  impuesto: 'Seleccione un Impuesto',
  moneda: 'Seleccione una moneda',
  precio: 'Ingrese el Precio',
  cantidad: 'Ingrese la Cantidad',
  concepto: 'Ingrese el Concepto',
  valor: 'Ingrese el Valor',
  formaPago: 'Seleccione una Forma de Pago',
  habitacion: 'Falta seleccionar la habitación',
  pasajero: 'Falta seleccionar el pasajero',
};

export class CargoReservaDto {
  @IsOptional() @IsInt() @Type(() => Number) Id?: number;
  @IsISO8601({ strict: true }, { message: MM.fecha }) @IsNotEmpty({ message: MM.fecha }) Fecha!: string;
  @IsInt({ message: MM.cargo }) @Type(() => Number) CargoId!: number;
  /** A room of the reservation, or a client (ContactoClienteId): one of them. */
  @IsOptional() @IsInt() @Type(() => Number) HabitacionId?: number | null;
  @IsOptional() @IsInt() @Type(() => Number) ContactoClienteId?: number | null;
  @IsInt({ message: MM.impuesto }) @Type(() => Number) TipoImpuestoId!: number;
  @IsOptional() @IsBoolean() ImpuestoIncluido?: boolean;
  @IsNotEmpty({ message: MM.moneda }) @IsString({ message: MM.moneda }) MonedaId!: string;
  @Min(0, { message: MM.precio }) @IsNumber({ allowNaN: false, allowInfinity: false }, { message: MM.precio }) @Type(() => Number) Precio!: number;
  @Min(0.0001, { message: MM.cantidad }) @IsNumber({ allowNaN: false, allowInfinity: false }, { message: MM.cantidad }) @Type(() => Number) Cantidad = 1;
  @IsOptional() @IsString() @MaxLength(1000) Comentario?: string | null;
}

export class IngresoReservaDto {
  @IsOptional() @IsInt() @Type(() => Number) Id?: number;
  @IsISO8601({ strict: true }, { message: MM.fecha }) @IsNotEmpty({ message: MM.fecha }) Fecha!: string;
  @IsOptional() @IsInt() @Type(() => Number) HabitacionId?: number | null;
  @IsOptional() @IsInt() @Type(() => Number) ClienteId?: number | null;
  @MaxLength(200, { message: MM.concepto }) @IsNotEmpty({ message: MM.concepto }) @IsString({ message: MM.concepto }) Concepto!: string;
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: MM.valor }) @IsNotEmpty({ message: MM.valor }) @Type(() => Number) Valor!: number;
  @IsNotEmpty({ message: MM.moneda }) @IsString({ message: MM.moneda }) MonedaId!: string;
  @IsInt({ message: MM.formaPago }) @Type(() => Number) FormaPagoId!: number;
}

export class PasajeroReservaDto {
  @IsOptional() @IsInt() @Type(() => Number) Id?: number;
  @IsInt({ message: MM.pasajero }) @Type(() => Number) PasajeroId!: number;
  @IsInt({ message: MM.habitacion }) @Type(() => Number) HabitacionId!: number;
}

/** The full edit may carry the lists; a list left out stays as it is. */
export class ReservaCompletaDto extends ReservaDto {
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => CargoReservaDto) Cargos?: CargoReservaDto[];
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => IngresoReservaDto) Ingresos?: IngresoReservaDto[];
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => PasajeroReservaDto) Pasajeros?: PasajeroReservaDto[];
}
