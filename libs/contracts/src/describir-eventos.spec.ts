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
});
