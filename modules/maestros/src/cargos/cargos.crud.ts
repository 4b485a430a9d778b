import { MENSAJES_MAESTROS as M } from '@recepcion/contracts';
import { crudController, type CrudDefinicion, ReglaNegocioError } from '@recepcion/platform';
import { Type } from 'class-transformer';
import { IsInt, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { Recortar, textoOpcional } from '../compartido';
import { GrupoServicio } from '../grupos-servicio/grupo-servicio.entity';
import { Cargo } from './cargo.entity';

export class CargoDto {
  @MaxLength(120, { message: M.faltaNombre }) @IsNotEmpty({ message: M.faltaNombre }) @IsString({ message: M.faltaNombre }) @Recortar()
  Nombre!: string;

  @IsInt({ message: M.seleccioneTipoCargo }) @Type(() => Number)
  TipoCargoId!: number;

  @IsOptional() @IsString() @MaxLength(1000) Comentario?: string | null;
}

export const definicionCargos: CrudDefinicion<Cargo, CargoDto> = {
  ruta: 'Cargos',
  entidad: Cargo,
  dto: CargoDto,
  orden: { nombre: 'asc' },
  aJson: async (c, em) => ({
    Id: c.id,
    Nombre: c.nombre,
    TipoCargoId: c.tipoCargoId,
    TipoCargoNombre: (await em.findOne(GrupoServicio, { id: c.tipoCargoId }))?.nombre ?? null,
    Comentario: c.comentario ?? null,
  }),
  aplicar: async (c, d, em) => {
    // The hotel filter applies: another hotel's charge type is "not there".
    if (!(await em.findOne(GrupoServicio, { id: d.TipoCargoId }))) throw new ReglaNegocioError(M.tipoCargoNoExiste);
    c.nombre = d.Nombre;
    c.tipoCargoId = d.TipoCargoId;
    c.comentario = textoOpcional(d.Comentario);
  },
};

export const CargosController = crudController(definicionCargos);
