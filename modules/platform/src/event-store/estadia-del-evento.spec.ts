import { estadiaDelEvento } from './estadia-del-evento';

describe('estadiaDelEvento: the nights an event names, for the index of stays at a past moment', () => {
  it('a new reservation: the first check-in and the last check-out of its rooms and its general dates', () => {
    const creada = {
      general: { CheckIn: '2026-12-01', CheckOut: '2026-12-04' },
      habitaciones: [
        { HabitacionId: 1, CheckIn: '2026-12-01', CheckOut: '2026-12-03' },
        { HabitacionId: 2, CheckIn: '2026-12-02', CheckOut: '2026-12-06' },
      ],
    };
    expect(estadiaDelEvento(creada)).toBe('[2026-12-01,2026-12-06]');
  });

  it('a moved stay names its line; a block its first night and nights', () => {
    expect(estadiaDelEvento({ linea: { CheckIn: '2027-01-10', CheckOut: '2027-01-12' } })).toBe('[2027-01-10,2027-01-12]');
    expect(estadiaDelEvento({ fecha: '2026-12-30', noches: 3 })).toBe('[2026-12-30,2027-01-02]');
    expect(estadiaDelEvento({ fecha: '2026-12-30', noches: '2' })).toBe('[2026-12-30,2027-01-01]');
  });

  it('a check-in alone is a one-night point; an end before the start is the start', () => {
    expect(estadiaDelEvento({ general: { CheckIn: '2026-12-01' } })).toBe('[2026-12-01,2026-12-01]');
    expect(estadiaDelEvento({ general: { CheckIn: '2026-12-05', CheckOut: '2026-12-01' } })).toBe('[2026-12-05,2026-12-05]');
  });

  it('events without dates (a payment, a status) and data that is no object are left out', () => {
    expect(estadiaDelEvento({ estadoId: 3 })).toBeNull();
    expect(estadiaDelEvento({ habitaciones: 'x', linea: [1], general: null })).toBeNull();
    expect(estadiaDelEvento(null)).toBeNull();
    expect(estadiaDelEvento([{ CheckIn: '2026-12-01' }])).toBeNull();
    expect(estadiaDelEvento({ fecha: '2026-12-01', noches: -1 })).toBeNull();
  });

  it('a date of the right shape that is no day leaves the whole event out, never fails', () => {
    expect(estadiaDelEvento({ general: { CheckIn: '2026-02-30', CheckOut: '2026-03-02' } })).toBeNull();
    expect(estadiaDelEvento({ habitaciones: [{ CheckIn: '2026-12-01', CheckOut: '2026-12-02' }], fecha: '0000-01-01', noches: 1 })).toBeNull();
    expect(estadiaDelEvento({ fecha: '9999-12-30', noches: 99_999 })).toBeNull();
    // Not of the shape at all: that field is simply absent (no check-in, no span).
    expect(estadiaDelEvento({ general: { CheckIn: '1-12-2026', CheckOut: '2026-12-03' } })).toBeNull();
    expect(estadiaDelEvento({ general: { CheckIn: '2026-12-01', CheckOut: '3-12-2026' } })).toBe('[2026-12-01,2026-12-01]');
  });
});
