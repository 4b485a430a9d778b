import {
  cambiarCheckIn,
  checkOutMinimo,
  desplazarLineasDesdeCheckIn,
  estadiaDeLineas,
  lineasQueComienzan,
  lineasQueTerminan,
  moverLineasAlCheckOut,
  ocupadaPorLaPropiaReserva,
} from './edicion-reserva';

const linea = (HabitacionId: number, CheckIn: string, CheckOut: string) => ({ HabitacionId, CheckIn, CheckOut });

describe('changing the reservation check-in', () => {
  it('shifts the check-out by the same stay length', () => {
    expect(cambiarCheckIn({ CheckIn: '2026-12-01', CheckOut: '2026-12-04' }, '2026-12-10')).toEqual({ CheckIn: '2026-12-10', CheckOut: '2026-12-13' });
    expect(cambiarCheckIn({ CheckIn: '2026-12-30', CheckOut: '2027-01-02' }, '2026-12-28')).toEqual({ CheckIn: '2026-12-28', CheckOut: '2026-12-31' });
  });

  it('only sets the check-in when the previous stay was incomplete', () => {
    expect(cambiarCheckIn({ CheckIn: '', CheckOut: '2026-12-04' }, '2026-12-02')).toEqual({ CheckIn: '2026-12-02', CheckOut: '2026-12-04' });
  });

  it('finds the lines that shared the old check-in and, once confirmed, shifts them whole', () => {
    const lineas = [linea(1, '2026-12-01', '2026-12-04'), linea(2, '2026-12-02', '2026-12-04'), linea(3, '2026-12-01', '2026-12-02')];
    expect(lineasQueComienzan(lineas, '2026-12-01').map((l) => l.HabitacionId)).toEqual([1, 3]);
    expect(desplazarLineasDesdeCheckIn(lineas, '2026-12-01', '2026-12-03')).toEqual([
      linea(1, '2026-12-03', '2026-12-06'),
      linea(2, '2026-12-02', '2026-12-04'),
      linea(3, '2026-12-03', '2026-12-04'),
    ]);
    expect(desplazarLineasDesdeCheckIn(lineas, '2026-12-01', '2026-11-29')[0]).toEqual(linea(1, '2026-11-29', '2026-12-02'));
  });

  it('keeps the other fields of a line', () => {
    const [movida] = desplazarLineasDesdeCheckIn([{ ...linea(1, '2026-12-01', '2026-12-02'), Id: 7, Total: 100 }], '2026-12-01', '2026-12-05');
    expect(movida).toEqual({ Id: 7, Total: 100, HabitacionId: 1, CheckIn: '2026-12-05', CheckOut: '2026-12-06' });
  });
});

describe('changing the reservation check-out', () => {
  it('moves the lines that ended on the old check-out, later or earlier', () => {
    const lineas = [linea(1, '2026-12-01', '2026-12-04'), linea(2, '2026-12-01', '2026-12-03')];
    expect(lineasQueTerminan(lineas, '2026-12-04')).toEqual([lineas[0]]);
    expect(moverLineasAlCheckOut(lineas, '2026-12-04', '2026-12-06')).toEqual([linea(1, '2026-12-01', '2026-12-06'), linea(2, '2026-12-01', '2026-12-03')]);
    expect(moverLineasAlCheckOut(lineas, '2026-12-04', '2026-12-02')[0]).toEqual(linea(1, '2026-12-01', '2026-12-02'));
  });

  it('never leaves a line without a night', () => {
    const lineas = [linea(1, '2026-12-03', '2026-12-04')];
    expect(moverLineasAlCheckOut(lineas, '2026-12-04', '2026-12-03')).toEqual(lineas);
  });
});

describe('the same room twice in one reservation', () => {
  const lineas = [linea(1, '2026-12-01', '2026-12-04'), linea(2, '2026-12-01', '2026-12-04')];

  it('is refused when the nights overlap', () => {
    expect(ocupadaPorLaPropiaReserva(linea(1, '2026-12-03', '2026-12-05'), lineas)).toBe(true);
  });

  it('is fine from the check-out day on, in another room, or for the line itself', () => {
    expect(ocupadaPorLaPropiaReserva(linea(1, '2026-12-04', '2026-12-05'), lineas)).toBe(false);
    expect(ocupadaPorLaPropiaReserva(linea(3, '2026-12-01', '2026-12-04'), lineas)).toBe(false);
    expect(ocupadaPorLaPropiaReserva(linea(1, '2026-12-02', '2026-12-03'), lineas, 0)).toBe(false);
  });
});

describe('stay helpers', () => {
  it('the reservation stay spans its lines', () => {
    expect(estadiaDeLineas([linea(1, '2026-12-02', '2026-12-04'), linea(2, '2026-12-01', '2026-12-03')])).toEqual({ CheckIn: '2026-12-01', CheckOut: '2026-12-04' });
    expect(estadiaDeLineas([])).toBeNull();
  });

  it('the minimum check-out is the check-in plus one day', () => {
    expect(checkOutMinimo('2026-12-31')).toBe('2027-01-01');
    expect(checkOutMinimo('')).toBeUndefined();
  });
});
