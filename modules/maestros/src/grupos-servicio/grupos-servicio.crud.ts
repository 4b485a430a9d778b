import { MENSAJES_MAESTROS as M, type GrupoServicioDetalle } from '@recepcion/contracts';
import { crudController, type CrudDefinicion, Recortar } from '@recepcion/platform';
import { Type } from 'class-transformer';
import { IsInt, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { largoMaximo, noValido, textoOpcional } from '../compartido';
import { GrupoServicio } from './grupo-servicio.entity';

export class GrupoServicioDto {
  @MaxLength(120, { message: largoMaximo('Nombre', 120) }) @IsNotEmpty({ message: M.faltaNombre }) @IsString({ message: M.faltaNombre }) @Recortar()
  Nombre!: string;

  @IsOptional() @IsInt({ message: noValido('Contacto') }) @Type(() => Number) IDContactoMaster?: number | null;
  @IsOptional() @MaxLength(1000, { message: largoMaximo('Comentario', 1000) }) @IsString({ message: noValido('Comentario') }) Comentario?: string | null;
}

export const definicionGruposServicio: CrudDefinicion<GrupoServicio, GrupoServicioDto> = {
  respuesta: 'GrupoServicioDetalle',
  ruta: 'GruposServicio',
  entidad: GrupoServicio,
  dto: GrupoServicioDto,
  orden: { nombre: 'asc' },
  aJson: (g): GrupoServicioDetalle => ({ Id: g.id, Nombre: g.nombre, IDContactoMaster: g.idContactoMaster ?? null, Comentario: g.comentario ?? null }),
  aplicar: (g, d) => {
    g.nombre = d.Nombre;
    g.idContactoMaster = d.IDContactoMaster ?? null;
    g.comentario = textoOpcional(d.Comentario);
  },
  mensajeEnUso: 'No se puede eliminar: hay cargos de este tipo',
};

export const GruposServicioController = crudController(definicionGruposServicio);
