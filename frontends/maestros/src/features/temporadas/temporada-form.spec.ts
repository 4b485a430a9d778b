import { MENSAJES_MAESTROS as M } from '@recepcion/contracts';
import { avisosSuperposicion, validarTemporada } from './temporada-form';

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

  it('says which season prices the days an edited season shares with others', () => {
    const alta = { Id: 1, Nombre: 'Alta', FechaInicial: '2026-12-01', FechaFinal: '2027-02-28' };
    const navidad = { Id: 2, Nombre: 'Navidad', FechaInicial: '2026-12-20', FechaFinal: '2026-12-31' };
    expect(avisosSuperposicion(2, navidad, [alta, navidad])).toEqual(['Comparte días con Alta (01-12-2026 a 28-02-2027): en ellos rige Navidad, la más corta.']);
    expect(avisosSuperposicion(1, alta, [alta, navidad])).toEqual(['Comparte días con Navidad (20-12-2026 a 31-12-2026): en ellos rige Navidad, la más corta.']);
    expect(avisosSuperposicion(0, { Nombre: 'Fiestas', FechaInicial: '2026-12-20', FechaFinal: '2026-12-31' }, [navidad])).toEqual([
      'Comparte días con Navidad (20-12-2026 a 31-12-2026): en ellos rige Fiestas, la creada después.',
    ]);
    expect(avisosSuperposicion(0, { Nombre: 'Baja', FechaInicial: '2027-03-01', FechaFinal: '2027-11-30' }, [alta, navidad])).toEqual([]);
    expect(avisosSuperposicion(0, { Nombre: 'Baja', FechaInicial: '2027-03-01', FechaFinal: '' }, [alta])).toEqual([]);
  });
});
