import { evolucionarPiso } from './piso.evolucionar';

const cambio = (de: string, a: string, en: string) => ({ type: 'EstadoPisoCambiado', data: { hotelId: 3, habitacionId: 12, de, a, motivo: 'manual', en } });

describe('the board’s read model of a room', () => {
  it('given no row, when the room becomes dirty, then its row says dirty since then', () => {
    expect(evolucionarPiso(null, cambio('Limpia', 'Sucia', '2027-03-01T10:00:00.000Z'))).toEqual({ habitacionId: 12, hotelId: 3, estado: 'Sucia', cambiadoEn: '2027-03-01T10:00:00.000Z' });
  });

  it('given a dirty room, when it is cleaned and inspected, then the last state and time stand', () => {
    const sucia = evolucionarPiso(null, cambio('Limpia', 'Sucia', '2027-03-01T10:00:00.000Z'));
    const limpia = evolucionarPiso(sucia, cambio('Sucia', 'Limpia', '2027-03-01T12:00:00.000Z'));
    expect(evolucionarPiso(limpia, cambio('Limpia', 'Inspeccionada', '2027-03-01T12:30:00.000Z'))).toEqual({ habitacionId: 12, hotelId: 3, estado: 'Inspeccionada', cambiadoEn: '2027-03-01T12:30:00.000Z' });
  });

  it('ignores events it does not follow', () => {
    const fila = { habitacionId: 12, hotelId: 3, estado: 'Sucia' as const, cambiadoEn: 'x' };
    expect(evolucionarPiso(fila, { type: 'Otro', data: {} })).toBe(fila);
  });
});
