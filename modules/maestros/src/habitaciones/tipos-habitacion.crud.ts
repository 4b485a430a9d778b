import { MENSAJES_MAESTROS as M, type TipoHabitacionDetalle } from '@recepcion/contracts';
import { crudController, type CrudDefinicion, Recortar, ReglaNegocioError } from '@recepcion/platform';
import { Type } from 'class-transformer';
import { IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { largoMaximo } from '../compartido';
import { TipoHabitacion } from './tipo-habitacion.entity';

export class TipoHabitacionDto {
  @MaxLength(120, { message: largoMaximo('Nombre', 120) }) @IsNotEmpty({ message: M.faltaNombre }) @IsString({ message: M.faltaNombre }) @Recortar()
  Nombre!: string;

  @IsOptional() @Max(50, { message: M.cantidadPasajeros }) @Min(1, { message: M.cantidadPasajeros }) @IsInt({ message: M.cantidadPasajeros }) @Type(() => Number)
  CantidadPasajeros?: number;

  /** Default guests of a new room line (spec: default 1). */
  @IsOptional() @Max(50, { message: M.cantidadPasajeros }) @Min(1, { message: M.cantidadPasajeros }) @IsInt({ message: M.cantidadPasajeros }) @Type(() => Number)
  CantidadPasajerosPredeterminado?: number;
}

export const definicionTiposHabitacion: CrudDefinicion<TipoHabitacion, TipoHabitacionDto> = {
  respuesta: 'TipoHabitacionDetalle',
  ruta: 'TiposHabitacion',
  entidad: TipoHabitacion,
  dto: TipoHabitacionDto,
  orden: { nombre: 'asc' },
  aJson: (t): TipoHabitacionDetalle => ({
    Id: t.id,
    Nombre: t.nombre,
    CantidadPasajeros: t.cantidadPasajeros,
    CantidadPasajerosPredeterminado: t.cantidadPasajerosPredeterminado,
  }),
  aplicar: (t, d) => {
    // A field left out keeps what the type has (a new one: 1). A default above the maximum is
    // refused, never made to fit: which of the two was meant only the user knows.
    const predeterminado = d.CantidadPasajerosPredeterminado ?? t.cantidadPasajerosPredeterminado ?? 1;
    const maximo = d.CantidadPasajeros ?? t.cantidadPasajeros ?? 1;
    if (predeterminado > maximo) throw new ReglaNegocioError(M.pasajerosPredeterminadoSobreMaximo);
    t.nombre = d.Nombre;
    t.cantidadPasajerosPredeterminado = predeterminado;
    t.cantidadPasajeros = maximo;
  },
  mensajeEnUso: 'No se puede eliminar: hay habitaciones de este tipo',
};

export const TiposHabitacionController = crudController(definicionTiposHabitacion);
