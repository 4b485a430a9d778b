import { type HabitacionDetalle, MENSAJES_MAESTROS as M, siLoUsanReservas } from '@recepcion/contracts';
import { crudController, type CrudDefinicion, Recortar, ReglaNegocioError, sinEliminarSi } from '@recepcion/platform';
import { claveDeNombre } from '@recepcion/domain';
import { Type } from 'class-transformer';
import { IsInt, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { largoMaximo, noValido, textoOpcional } from '../compartido';
import { Habitacion } from './habitacion.entity';
import { TipoHabitacion } from './tipo-habitacion.entity';

export class HabitacionDto {
  @MaxLength(40, { message: largoMaximo('Nombre', 40) }) @IsNotEmpty({ message: M.faltaNombre }) @IsString({ message: M.faltaNombre }) @Recortar()
  Nombre!: string;

  @IsInt({ message: M.seleccioneTipoHabitacion }) @Type(() => Number)
  TipoHabitacionId!: number;

  @IsOptional() @MaxLength(1000, { message: largoMaximo('Comentario', 1000) }) @IsString({ message: noValido('Comentario') }) Comentario?: string | null;

  @IsOptional() @IsInt({ message: M.orden }) @Type(() => Number) Orden?: number;
}

export const definicionHabitaciones: CrudDefinicion<Habitacion, HabitacionDto> = {
  respuesta: 'HabitacionDetalle',
  ruta: 'Habitaciones',
  entidad: Habitacion,
  dto: HabitacionDto,
  orden: { orden: 'asc', nombre: 'asc' },
  precargar: (em) => em.find(TipoHabitacion, {}),
  aJson: async (h, em): Promise<HabitacionDetalle> => ({
    Id: h.id,
    Nombre: h.nombre,
    TipoHabitacionId: h.tipoHabitacionId,
    TipoHabitacionNombre: (await em.findOne(TipoHabitacion, { id: h.tipoHabitacionId }))?.nombre ?? null,
    Comentario: h.comentario ?? null,
    Orden: h.orden,
  }),
  aplicar: async (h, d, em) => {
    if (!(await em.findOne(TipoHabitacion, { id: d.TipoHabitacionId }))) throw new ReglaNegocioError(M.tipoHabitacionNoExiste);
    // One name per room in the hotel: the calendar, the lists and the reports tell rooms apart by it.
    const clave = claveDeNombre(d.Nombre);
    const otras = await em.find(Habitacion, h.id === undefined ? {} : { id: { $ne: h.id } });
    if (otras.some((otra) => claveDeNombre(otra.nombre) === clave)) throw new ReglaNegocioError(M.habitacionRepetida);
    h.nombre = d.Nombre;
    h.tipoHabitacionId = d.TipoHabitacionId;
    h.comentario = textoOpcional(d.Comentario);
    h.orden = d.Orden ?? h.orden ?? 0;
  },
};

/** DELETE refuses while reservations use the record (see the module README for why). */
export const HabitacionesController = sinEliminarSi(crudController(definicionHabitaciones), definicionHabitaciones.ruta, siLoUsanReservas('habitacion'));
