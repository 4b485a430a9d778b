import { MENSAJES_BLOQUEO as M } from '../../lib/mensajes';
import { bloqueoDatos, bloqueoNuevo, validarBloqueo } from './bloqueo-form';

describe('bloqueo', () => {
  it('starts today for one night, without a room', () => {
    expect(bloqueoNuevo('2027-04-01')).toEqual({ Fecha: '2027-04-01', Noches: 1, HabitacionId: '' });
  });

  it('needs a date, whole nights (at least one) and a room', () => {
    expect(validarBloqueo({ Fecha: '', Noches: null, HabitacionId: '' })).toEqual({ Fecha: M.fecha, Noches: M.noches, HabitacionId: M.habitacion });
    expect(validarBloqueo({ Fecha: '2027-04-01', Noches: 0, HabitacionId: '2' })).toEqual({ Noches: M.noches });
    expect(validarBloqueo({ Fecha: '2027-04-01', Noches: 1.5, HabitacionId: '2' })).toEqual({ Noches: M.noches });
    expect(validarBloqueo({ Fecha: '2027-04-01', Noches: 2, HabitacionId: '2' })).toEqual({});
  });

  it('says the maximum of nights instead of asking for them', () => {
    expect(validarBloqueo({ Fecha: '2027-04-01', Noches: 99999, HabitacionId: '2' })).toEqual({ Noches: 'La cantidad de Noches no puede superar 366' });
    expect(validarBloqueo({ Fecha: '2027-04-01', Noches: 366, HabitacionId: '2' })).toEqual({});
  });

  it('sends the room as a number', () => {
    expect(bloqueoDatos(0, { Fecha: '2027-04-01', Noches: 2, HabitacionId: '3' })).toEqual({ Id: 0, Fecha: '2027-04-01', Noches: 2, HabitacionId: 3 });
  });
});
