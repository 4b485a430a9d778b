import { cambiarVista, cantidadDias, diasDeVentana, esMovil, irAHoy, mover, tituloVentana, ventanaConFecha, ventanaInicial } from './ventana';

const ESCRITORIO = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36';
const MOVIL = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

describe('the calendar window', () => {
  it('opens at today minus 2 days with 14 columns, 7 on a mobile (by user agent)', () => {
    expect(ventanaInicial('2027-08-03', ESCRITORIO)).toEqual({ desde: '2027-08-01', vista: 14 });
    expect(ventanaInicial('2027-03-01', MOVIL)).toEqual({ desde: '2027-02-27', vista: 7 });
    expect(esMovil(ESCRITORIO)).toBe(false);
    expect(esMovil('Mozilla/5.0 (Linux; Android 14) Mobile Safari')).toBe(true);
  });

  it("has views of 7, 14, 21 days and a month (the start's month's days, from the same start)", () => {
    const v = { desde: '2027-02-10', vista: 14 as const };
    expect(cantidadDias(cambiarVista(v, 7))).toBe(7);
    expect(cantidadDias(cambiarVista(v, 21))).toBe(21);
    expect(cambiarVista(v, 'mes')).toEqual({ desde: '2027-02-10', vista: 'mes' });
    expect(cantidadDias(cambiarVista(v, 'mes'))).toBe(28);
    expect(cantidadDias({ desde: '2028-02-01', vista: 'mes' })).toBe(29);
  });

  it('moves back and forward by a week or a month; Hoy goes back to today minus 2', () => {
    const v = { desde: '2027-01-31', vista: 14 as const };
    expect(mover(v, 'semana', 1).desde).toBe('2027-02-07');
    expect(mover(v, 'semana', -1).desde).toBe('2027-01-24');
    expect(mover(v, 'mes', 1).desde).toBe('2027-02-28');
    expect(mover(v, 'mes', -1).desde).toBe('2026-12-31');
    expect(mover({ desde: '2027-12-01', vista: 'mes' }, 'mes', 1)).toEqual({ desde: '2028-01-01', vista: 'mes' });
    expect(mover({ desde: '2027-11-25', vista: 'mes' }, 'mes', 1)).toEqual({ desde: '2027-12-25', vista: 'mes' });
    expect(mover({ desde: '2027-03-30', vista: 'mes' }, 'mes', -1)).toEqual({ desde: '2027-02-28', vista: 'mes' });
    expect(irAHoy(v, '2027-05-10')).toEqual({ desde: '2027-05-08', vista: 14 });
    // The month view too starts at today minus 2: on the 27th, not 26 columns in the past.
    expect(irAHoy({ desde: '2027-01-01', vista: 'mes' }, '2027-11-27')).toEqual({ desde: '2027-11-25', vista: 'mes' });
  });

  it('marks today, weekends and the first day of a month', () => {
    const dias = diasDeVentana({ desde: '2027-07-30', vista: 7 }, '2027-08-02');
    expect(dias.map((d) => d.iso)).toEqual(['2027-07-30', '2027-07-31', '2027-08-01', '2027-08-02', '2027-08-03', '2027-08-04', '2027-08-05']);
    expect(dias.filter((d) => d.finDeSemana).map((d) => d.iso)).toEqual(['2027-07-31', '2027-08-01']);
    expect(dias.filter((d) => d.hoy).map((d) => d.iso)).toEqual(['2027-08-02']);
    expect(dias.filter((d) => d.inicioMes).map((d) => d.mes)).toEqual(['julio 2027', 'agosto 2027']);
    expect(dias[0].semana).toBe('vi');
  });

  it('shortens a month label that starts near the window’s end, where it would be cut', () => {
    const mes = (desde: string) => diasDeVentana({ desde, vista: 7 }, desde).filter((d) => d.inicioMes).map((d) => d.mes);
    // December begins with 3, 2 and 1 columns left.
    expect(mes('2026-11-27')).toEqual(['noviembre 2026', 'diciembre 2026']);
    expect(mes('2026-11-26')).toEqual(['noviembre 2026', 'dic 2026']);
    expect(mes('2026-11-25')).toEqual(['noviembre 2026', 'dic']);
  });

  it('a search result shows its week from the Monday; the title names the range', () => {
    expect(ventanaConFecha({ desde: '2027-01-01', vista: 14 }, '2027-08-05')).toEqual({ desde: '2027-08-02', vista: 14 });
    expect(ventanaConFecha({ desde: '2027-01-01', vista: 'mes' }, '2027-08-05')).toEqual({ desde: '2027-08-02', vista: 'mes' });
    expect(tituloVentana({ desde: '2027-08-01', vista: 14 })).toBe('1 de agosto – 14 de agosto de 2027');
  });
});
