import { tipoDeEvento } from './tipo-evento';

describe('tipoDeEvento', () => {
  it.each(['Airbnb (Not available)', 'Not available', 'Blocked', 'Unavailable', 'No disponible', 'Bloqueado', '  BLOQUEADO ', 'no  disponíble', 'not AVAILABLE'])(
    '"%s" closes the nights without a guest',
    (resumen) => {
      expect(tipoDeEvento(resumen)).toBe('no-disponible');
    },
  );

  it.each([
    'Reserved',
    'CLOSED - Not available',
    'Reserved - María José',
    'Grupo Fernández, 3 noches',
    'Blocked for Mr. Smith',
    '',
  ])('"%s" is a guest\'s booking', (resumen) => {
    expect(tipoDeEvento(resumen)).toBe('reserva');
  });
});
