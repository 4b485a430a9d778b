import { mensajeEnUsoPorTarifas, MENSAJES_MAESTROS as M, type RegimenDetalle, siLoUsanReservas, UsosEnTarifas } from '@recepcion/contracts';
import { crudController, type CrudDefinicion, type MotivoParaNoEliminar, Recortar, sinEliminarSi } from '@recepcion/platform';
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

/** Price lists price meal plans as service kind 5. */
const TIPO_SERVICIO_REGIMEN = 5;

/**
 * A meal plan in use stays: a room line that names it keeps charging it, and a price list's line
 * for it would be left pricing nothing.
 */
const enUso: MotivoParaNoEliminar = async (queryBus, id) => {
  const reservas = await siLoUsanReservas('regimen')(queryBus, id);
  if (reservas) return reservas;
  const tarifas = await queryBus.execute<UsosEnTarifas, number>(new UsosEnTarifas(TIPO_SERVICIO_REGIMEN, id));
  return tarifas > 0 ? mensajeEnUsoPorTarifas('el régimen', 'lo', tarifas) : null;
};

export const RegimenesController = sinEliminarSi(crudController(definicionRegimenes), definicionRegimenes.ruta, enUso);
