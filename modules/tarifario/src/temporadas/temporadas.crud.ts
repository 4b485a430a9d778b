import { MENSAJES_MAESTROS as M, type TemporadaDetalle } from '@recepcion/contracts';
import { diaIso } from '@recepcion/domain';
import { crudController, type CrudDefinicion, EsFecha, Recortar, ReglaNegocioError } from '@recepcion/platform';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { largoMaximo } from '../compartido';
import { Temporada } from './temporada.entity';

export class TemporadaDto {
  @MaxLength(80, { message: largoMaximo('Nombre', 80) }) @IsNotEmpty({ message: M.faltaNombreTemporada }) @IsString({ message: M.faltaNombreTemporada }) @Recortar()
  Nombre!: string;

  @EsFecha(M.faltaInicioTemporada) @IsNotEmpty({ message: M.faltaInicioTemporada })
  FechaInicial!: string;

  @EsFecha(M.faltaFinTemporada) @IsNotEmpty({ message: M.faltaFinTemporada })
  FechaFinal!: string;
}

export const definicionTemporadas: CrudDefinicion<Temporada, TemporadaDto> = {
  respuesta: 'TemporadaDetalle',
  ruta: 'Temporadas',
  entidad: Temporada,
  dto: TemporadaDto,
  orden: { fechaInicial: 'asc' },
  aJson: (t): TemporadaDetalle => ({ Id: t.id, Nombre: t.nombre, FechaInicial: t.fechaInicial, FechaFinal: t.fechaFinal }),
  aplicar: (t, d) => {
    const inicio = d.FechaInicial;
    const fin = d.FechaFinal;
    if (diaIso(fin) < diaIso(inicio)) throw new ReglaNegocioError(M.finAntesDeInicio);
    t.nombre = d.Nombre;
    t.fechaInicial = inicio;
    t.fechaFinal = fin;
  },
};

export const TemporadasController = crudController(definicionTemporadas);
