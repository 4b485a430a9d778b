import { textoHistorial } from './texto-historial';

const opciones = { monedaReserva: 'CLP', centavosDe: (m: string) => m !== 'CLP' };

describe('a history line as the product shows dates and amounts', () => {
  it.each([
    ['Reserva creada para Ana Rojas del 2026-12-01 al 2026-12-04 con 1 habitación(es)', 'Reserva creada para Ana Rojas del 01-12-2026 al 04-12-2026 con 1 habitación(es)'],
    ['Habitación 101 modificada: del 2026-12-01 al 2026-12-04, 2 pasajero(s), total 150000', 'Habitación 101 modificada: del 01-12-2026 al 04-12-2026, 2 pasajero(s), total 150.000 CLP'],
    ['Estadía en 101 cambiada: del 2026-12-01T00:00:00.000Z al 2026-12-05, total 1234567', 'Estadía en 101 cambiada: del 01-12-2026 al 05-12-2026, total 1.234.567 CLP'],
    ['Cargo agregado: Agua mineral × 3, 4500 CLP', 'Cargo agregado: Agua mineral × 3, 4.500 CLP'],
    ['Pago registrado: Abono, 1250.5 USD', 'Pago registrado: Abono, 1.250,50 USD'],
    ['Pago modificado: Devolución, -20000 CLP', 'Pago modificado: Devolución, -20.000 CLP'],
  ])('%s', (servidor, mostrado) => {
    expect(textoHistorial(servidor, opciones)).toBe(mostrado);
  });

  it('without a reservation currency (the activity log) groups a total’s digits and formats the rest the same', () => {
    expect(textoHistorial('Habitación 101 modificada: del 2026-12-01 al 2026-12-04, 2 pasajero(s), total 150000', { centavosDe: () => true })).toBe(
      'Habitación 101 modificada: del 01-12-2026 al 04-12-2026, 2 pasajero(s), total 150.000',
    );
    expect(textoHistorial('Pago registrado: Abono, 10000 CLP', opciones)).toBe('Pago registrado: Abono, 10.000 CLP');
  });

  it('leaves a line the server already formats, and the rest of the text, as they are', () => {
    for (const ya of ['Cargo agregado: Agua mineral × 3, 4.500 CLP', 'Pago registrado: Abono, 1.250,50 USD', 'Habitación 101 modificada: del 01-12-2026 al 04-12-2026, total 150.000', 'Estado: Sin confirmar → Confirmado', 'Pasajero 41 quitado']) {
      expect(textoHistorial(ya, opciones)).toBe(ya);
    }
  });
});
