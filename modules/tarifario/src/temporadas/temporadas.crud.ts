import { MENSAJES_MAESTROS as M, type TemporadaDetalle } from '@recepcion/contracts';
import { claveDeNombre, diaIso } from '@recepcion/domain';
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
  aplicar: async (t, d, em) => {
    const inicio = d.FechaInicial;
    const fin = d.FechaFinal;
    if (diaIso(fin) < diaIso(inicio)) throw new ReglaNegocioError(M.finAntesDeInicio);
    // One name per season: the price lists and the wizard's breakdown name seasons, two «Baja» read as one.
    const clave = claveDeNombre(d.Nombre);
    const otras = await em.find(Temporada, t.id === undefined ? {} : { id: { $ne: t.id } });
    if (otras.some((otra) => claveDeNombre(otra.nombre) === clave)) throw new ReglaNegocioError(M.temporadaRepetida);
    t.nombre = d.Nombre;
    t.fechaInicial = inicio;
    t.fechaFinal = fin;
  },
};

export const TemporadasController = crudController(definicionTemporadas);
