import { type CargoDetalle, MENSAJES_MAESTROS as M, siLoUsanReservas } from '@recepcion/contracts';
import { crudController, type CrudDefinicion, Recortar, ReglaNegocioError, sinEliminarSi } from '@recepcion/platform';
import { Type } from 'class-transformer';
import { IsInt, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { largoMaximo, noValido, textoOpcional } from '../compartido';
import { GrupoServicio } from '../grupos-servicio/grupo-servicio.entity';
import { Cargo } from './cargo.entity';

export class CargoDto {
  @MaxLength(120, { message: largoMaximo('Nombre', 120) }) @IsNotEmpty({ message: M.faltaNombre }) @IsString({ message: M.faltaNombre }) @Recortar()
  Nombre!: string;

  @IsInt({ message: M.seleccioneTipoCargo }) @Type(() => Number)
  TipoCargoId!: number;

  @IsOptional() @MaxLength(1000, { message: largoMaximo('Comentario', 1000) }) @IsString({ message: noValido('Comentario') }) Comentario?: string | null;
}

export const definicionCargos: CrudDefinicion<Cargo, CargoDto> = {
  respuesta: 'CargoDetalle',
  ruta: 'Cargos',
  entidad: Cargo,
  dto: CargoDto,
  orden: { nombre: 'asc' },
  aJson: async (c, em): Promise<CargoDetalle> => ({
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

/** DELETE refuses while reservations use the record (see the module README for why). */
export const CargosController = sinEliminarSi(crudController(definicionCargos), definicionCargos.ruta, siLoUsanReservas('cargo'));
