import { MENSAJES_MAESTROS as M, type RegimenDetalle } from '@recepcion/contracts';
import { crudController, type CrudDefinicion, Recortar } from '@recepcion/platform';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { largoMaximo, noValido, textoOpcional } from '../compartido';
import { Regimen } from './regimen.entity';

export class RegimenDto {
  @MaxLength(120, { message: largoMaximo('Nombre', 120) }) @IsNotEmpty({ message: M.faltaNombre }) @IsString({ message: M.faltaNombre }) @Recortar()
  Nombre!: string;

  @IsOptional() @MaxLength(1000, { message: largoMaximo('Comentario', 1000) }) @IsString({ message: noValido('Comentario') }) Comentario?: string | null;
}

export const definicionRegimenes: CrudDefinicion<Regimen, RegimenDto> = {
  respuesta: 'RegimenDetalle',
  ruta: 'Regimenes',
  entidad: Regimen,
  dto: RegimenDto,
  orden: { nombre: 'asc' },
  aJson: (r): RegimenDetalle => ({ Id: r.id, Nombre: r.nombre, Comentario: r.comentario ?? null }),
  aplicar: (r, d) => {
    r.nombre = d.Nombre;
    r.comentario = textoOpcional(d.Comentario);
  },
};

export const RegimenesController = crudController(definicionRegimenes);
