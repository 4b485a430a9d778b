import { describirEventoReserva, nombresDelHistorial, recordarNombres } from './describir-eventos';

describe('a reservation history line', () => {
  it('names the guest, charge, payment or room a removal took out, from the events before it', () => {
    const eventos: [string, unknown][] = [
      ['ReservaCreada', { general: { ClienteNombre: 'Ana', CheckIn: '2026-12-01', CheckOut: '2026-12-03' }, habitaciones: [{ Id: 1, HabitacionNombre: '101' }, { Id: 2, HabitacionNombre: '102' }] }],
      ['PasajeroAgregado', { pasajero: { Id: 3, PasajeroNombre: 'Carla Rojas', HabitacionNombre: '101' } }],
      ['CargoAgregado', { cargo: { Id: 4, CargoNombre: 'Agua mineral', Cantidad: 2, Total: 3000, MonedaId: 'CLP' } }],
      ['IngresoRegistrado', { ingreso: { Id: 5, Concepto: 'Abono', Valor: 10000, MonedaId: 'CLP' } }],
      ['PasajeroQuitado', { pasajeroId: 3 }],
      ['CargoQuitado', { cargoId: 4 }],
      ['IngresoQuitado', { ingresoId: 5 }],
      ['HabitacionQuitada', { lineaId: 2 }],
      ['EstadiaRedimensionada', { linea: { Id: 1, HabitacionNombre: '101', CheckIn: '2026-12-01', CheckOut: '2026-12-04', Total: 90000 } }],
    ];
    const nombres = nombresDelHistorial();
    const lineas = eventos.map(([tipo, datos]) => {
      const linea = describirEventoReserva(tipo, datos, nombres);
      recordarNombres(nombres, tipo, datos);
      return linea;
    });
    expect(lineas.slice(4)).toEqual([
      'Pasajero Carla Rojas quitado',
      'Cargo Agua mineral quitado',
      'Pago «Abono» quitado',
      'Quitada la habitación 102',
      'Estadía en la habitación 101 cambiada: del 2026-12-01 al 2026-12-04, total 90000',
    ]);
    // Without the earlier events (the hotel's activity log reads one at a time): the id, as before.
    expect(describirEventoReserva('PasajeroQuitado', { pasajeroId: 3 })).toBe('Pasajero 3 quitado');
  });

  it('says what an edit of the general data changed: the comment alone, the dates, the group', () => {
    const general = { CheckIn: '2026-12-01', CheckOut: '2026-12-03', ClienteId: 7, ClienteNombre: 'Ana', Comentario: null, NombreGrupo: null, MonedaId: 'CLP', CantidadPasajeros: 2 };
    const eventos: [string, unknown][] = [
      ['ReservaCreada', { general, habitaciones: [] }],
      ['DatosGeneralesModificados', { general: { ...general, Comentario: 'Llega tarde, después de las 23 h' } }],
      ['DatosGeneralesModificados', { general: { ...general, Comentario: 'Llega tarde, después de las 23 h', CheckIn: '2026-12-02', CheckOut: '2026-12-04', NombreGrupo: 'Coro' } }],
      ['DatosGeneralesModificados', { general: { ...general, CheckIn: '2026-12-02', CheckOut: '2026-12-04', NombreGrupo: 'Coro' } }],
    ];
    const nombres = nombresDelHistorial();
    const lineas = eventos.map(([tipo, datos]) => {
      const linea = describirEventoReserva(tipo, datos, nombres);
      recordarNombres(nombres, tipo, datos);
      return linea;
    });
    expect(lineas.slice(1)).toEqual([
      'Datos generales modificados: comentario «Llega tarde, después de las 23 h»',
      'Datos generales modificados: del 2026-12-02 al 2026-12-04; grupo «Coro»',
      'Datos generales modificados: comentario borrado',
    ]);
    // The activity log reads one event at a time: the whole picture, as before.
    expect(describirEventoReserva('DatosGeneralesModificados', eventos[1][1])).toBe('Datos generales modificados: del 2026-12-01 al 2026-12-03, cliente Ana');
  });
});
