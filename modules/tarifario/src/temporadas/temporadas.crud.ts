import { MENSAJES_MAESTROS as M } from '@recepcion/contracts';
import { diaIso } from '@recepcion/domain';
import { crudController, type CrudDefinicion, ReglaNegocioError } from '@recepcion/platform';
import { IsISO8601, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Recortar } from '../compartido';
import { Temporada } from './temporada.entity';

export class TemporadaDto {
  @MaxLength(80, { message: M.faltaNombreTemporada }) @IsNotEmpty({ message: M.faltaNombreTemporada }) @IsString({ message: M.faltaNombreTemporada }) @Recortar()
  Nombre!: string;

  @IsISO8601({ strict: true }, { message: M.faltaInicioTemporada }) @IsNotEmpty({ message: M.faltaInicioTemporada })
  FechaInicial!: string;

  @IsISO8601({ strict: true }, { message: M.faltaFinTemporada }) @IsNotEmpty({ message: M.faltaFinTemporada })
  FechaFinal!: string;
}

const soloDia = (valor: string) => valor.slice(0, 10);

export const definicionTemporadas: CrudDefinicion<Temporada, TemporadaDto> = {
  ruta: 'Temporadas',
  entidad: Temporada,
  dto: TemporadaDto,
  orden: { fechaInicial: 'asc' },
  aJson: (t) => ({ Id: t.id, Nombre: t.nombre, FechaInicial: t.fechaInicial, FechaFinal: t.fechaFinal }),
  aplicar: (t, d) => {
    const inicio = soloDia(d.FechaInicial);
    const fin = soloDia(d.FechaFinal);
    if (diaIso(fin) < diaIso(inicio)) throw new ReglaNegocioError(M.finAntesDeInicio);
    t.nombre = d.Nombre;
    t.fechaInicial = inicio;
    t.fechaFinal = fin;
  },
};

export const TemporadasController = crudController(definicionTemporadas);
