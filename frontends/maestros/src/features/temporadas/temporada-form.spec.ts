import { MENSAJES_MAESTROS as M } from '@recepcion/contracts';
import { validarTemporada } from './temporada-form';

describe('temporada', () => {
  it('needs a name, a start and an end not before the start (one day is a season)', () => {
    expect(validarTemporada({ Nombre: 'Navidad', FechaInicial: '2026-12-24', FechaFinal: '2026-12-24' })).toEqual({});
    expect(validarTemporada({ Nombre: '', FechaInicial: '', FechaFinal: '' })).toEqual({
      Nombre: M.faltaNombreTemporada,
      FechaInicial: M.faltaInicioTemporada,
      FechaFinal: M.faltaFinTemporada,
    });
    expect(validarTemporada({ Nombre: 'x', FechaInicial: '2026-12-24', FechaFinal: '2026-12-23' })).toEqual({ FechaFinal: M.finAntesDeInicio });
    expect(validarTemporada({ Nombre: 'x', FechaInicial: '2026-02-30', FechaFinal: '2026-12-23' })).toEqual({ FechaInicial: M.faltaInicioTemporada });
  });
});
