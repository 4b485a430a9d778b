import { MENSAJES_RESERVAS } from '@recepcion/contracts';
import { MENSAJES_LISTA_ESPERA as M } from '../../lib/mensajes';
import { conCheckIn, esperaDatos, esperaNueva, validarEspera } from './espera-form';

const valida = { ...esperaNueva('2027-05-01'), Cliente: { Id: 1, Nombre: 'Luis Soto' } };

describe('lista de espera', () => {
  it('starts with check-in today, check-out tomorrow, 1 guest and 1 room', () => {
    expect(esperaNueva('2027-12-31')).toMatchObject({ CheckIn: '2027-12-31', CheckOut: '2028-01-01', Cliente: null, CantidadPasajeros: 1, CantidadHabitaciones: 1 });
  });

  it('says each missing field with the spec message', () => {
    expect(validarEspera(valida)).toEqual({});
    expect(validarEspera({ ...valida, CheckIn: '', CheckOut: '', Cliente: null, CantidadPasajeros: null, CantidadHabitaciones: 0 })).toEqual({
      CheckIn: M.checkIn,
      CheckOut: M.checkOut,
      Cliente: M.cliente,
      CantidadPasajeros: M.pasajeros,
      CantidadHabitaciones: M.habitaciones,
    });
    expect(validarEspera({ ...valida, CheckOut: '2027-05-01' })).toEqual({ CheckOut: M.posterior });
  });

  it('refuses a new check-in before today (an old entry keeps its own) and fewer guests than rooms', () => {
    expect(validarEspera({ ...valida, CheckIn: '2027-04-20', CheckOut: '2027-04-22' }, { hoy: '2027-05-01' })).toEqual({ CheckIn: MENSAJES_RESERVAS.esperaCheckInPasado });
    expect(validarEspera({ ...valida, CheckIn: '2027-04-20', CheckOut: '2027-04-22' }, { hoy: '2027-05-01', checkInGuardado: '2027-04-20' })).toEqual({});
    expect(validarEspera({ ...valida, CantidadPasajeros: 1, CantidadHabitaciones: 3 })).toEqual({ CantidadPasajeros: MENSAJES_RESERVAS.esperaPasajerosPorHabitacion });
    expect(validarEspera({ ...valida, CantidadPasajeros: 3, CantidadHabitaciones: 3 })).toEqual({});
  });

  it('a check-in moved past the check-out (or without one) sets it to the next day', () => {
    expect(conCheckIn(valida, '2027-05-10')).toEqual({ CheckIn: '2027-05-10', CheckOut: '2027-05-11' });
    expect(conCheckIn({ ...valida, CheckOut: '2027-05-20' }, '2027-05-10')).toEqual({ CheckIn: '2027-05-10', CheckOut: '2027-05-20' });
    expect(conCheckIn({ ...valida, CheckOut: '' }, '2027-05-10')).toEqual({ CheckIn: '2027-05-10', CheckOut: '2027-05-11' });
    expect(conCheckIn(valida, '')).toEqual({ CheckIn: '', CheckOut: '2027-05-02' });
  });

  it('sends the client id and empty texts as null', () => {
    expect(esperaDatos(0, { ...valida, NombrePax: ' ', HabitacionesPreferencia: 'Vista al mar ' })).toEqual({
      Id: 0,
      CheckIn: '2027-05-01',
      CheckOut: '2027-05-02',
      ClienteId: 1,
      NombrePax: null,
      CantidadPasajeros: 1,
      CantidadHabitaciones: 1,
      HabitacionesPreferencia: 'Vista al mar',
      Comentario: null,
    });
  });
});
