import {
  mesDeInforme,
  primerDiaDelMes,
  primerDiaDelMesMas,
  rangoPorDefecto,
  topeVentanaInforme,
  ultimoDiaDelMes,
  ventanaActividad,
  ventanaEstadisticaDiaria,
  ventanaEstadisticaMensual,
} from './ventana-informe';

describe('months', () => {
  it('finds the first and last day of a month, leap years included', () => {
    expect(primerDiaDelMes('2026-02-17')).toBe('2026-02-01');
    expect(ultimoDiaDelMes('2026-02-17')).toBe('2026-02-28');
    expect(ultimoDiaDelMes('2028-02-01')).toBe('2028-02-29');
    expect(ultimoDiaDelMes('2026-12-05')).toBe('2026-12-31');
    expect(ultimoDiaDelMes('2026-04-30')).toBe('2026-04-30');
  });

  it('moves by whole months across years, both ways', () => {
    expect(primerDiaDelMesMas('2026-11-23', 1)).toBe('2026-12-01');
    expect(primerDiaDelMesMas('2026-11-23', 2)).toBe('2027-01-01');
    expect(primerDiaDelMesMas('2026-01-31', -1)).toBe('2025-12-01');
    expect(primerDiaDelMesMas('2026-03-15', -15)).toBe('2024-12-01');
  });

  it('caps a window at the end of the 12th month after its start (13 months)', () => {
    expect(topeVentanaInforme('2026-01-15')).toBe('2027-01-31');
    expect(topeVentanaInforme('2026-03-01')).toBe('2027-03-31');
    expect(topeVentanaInforme('2027-02-10')).toBe('2028-02-29');
  });

  it('refuses impossible dates', () => {
    expect(() => primerDiaDelMes('2026-02-30')).toThrow('Fecha no válida');
    expect(() => ventanaActividad('30-01-2026', null)).toThrow('Fecha no válida');
    expect(() => ventanaEstadisticaDiaria('2026-13-01', null)).toThrow('Fecha no válida');
  });
});

describe('activity reports and monthly statistics', () => {
  it.each([ventanaActividad, ventanaEstadisticaMensual])('snap the start to its month start and the end to its month end (%#)', (ventana) => {
    expect(ventana('2026-03-17', '2026-05-02')).toEqual({ desde: '2026-03-01', hasta: '2026-05-31' });
    expect(ventana('2026-03-01', '2026-03-31')).toEqual({ desde: '2026-03-01', hasta: '2026-03-31' });
  });

  it.each([ventanaActividad, ventanaEstadisticaMensual])('never end before they start: an earlier or missing end is the end of the start month (%#)', (ventana) => {
    expect(ventana('2026-03-17', '2026-01-10')).toEqual({ desde: '2026-03-01', hasta: '2026-03-31' });
    expect(ventana('2026-03-17', '2026-03-02')).toEqual({ desde: '2026-03-01', hasta: '2026-03-31' });
    expect(ventana('2026-03-17', null)).toEqual({ desde: '2026-03-01', hasta: '2026-03-31' });
  });

  it.each([ventanaActividad, ventanaEstadisticaMensual])('cover at most 13 months (%#)', (ventana) => {
    expect(ventana('2026-03-17', '2027-03-02')).toEqual({ desde: '2026-03-01', hasta: '2027-03-31' });
    expect(ventana('2026-03-17', '2027-04-01')).toEqual({ desde: '2026-03-01', hasta: '2027-03-31' });
    expect(ventana('2026-03-17', '2030-12-31')).toEqual({ desde: '2026-03-01', hasta: '2027-03-31' });
  });
});

describe('daily statistics', () => {
  it('keep their start; the end defaults to the end of the start month', () => {
    expect(ventanaEstadisticaDiaria('2026-03-17', null)).toEqual({ desde: '2026-03-17', hasta: '2026-03-31' });
    expect(ventanaEstadisticaDiaria('2026-02-10', undefined)).toEqual({ desde: '2026-02-10', hasta: '2026-02-28' });
  });

  it('keep an end on or after the start as given', () => {
    expect(ventanaEstadisticaDiaria('2026-03-17', '2026-03-17')).toEqual({ desde: '2026-03-17', hasta: '2026-03-17' });
    expect(ventanaEstadisticaDiaria('2026-03-17', '2026-06-09')).toEqual({ desde: '2026-03-17', hasta: '2026-06-09' });
  });

  it('turn an end before the start into the end of the start month', () => {
    expect(ventanaEstadisticaDiaria('2026-03-17', '2026-03-16')).toEqual({ desde: '2026-03-17', hasta: '2026-03-31' });
  });

  it('cap the end at the end of the 12th month after the start', () => {
    expect(ventanaEstadisticaDiaria('2026-03-17', '2027-03-31')).toEqual({ desde: '2026-03-17', hasta: '2027-03-31' });
    expect(ventanaEstadisticaDiaria('2026-03-17', '2027-04-01')).toEqual({ desde: '2026-03-17', hasta: '2027-03-31' });
  });
});

describe('INE reports', () => {
  it('cover the month of their date', () => {
    expect(mesDeInforme('2026-11-23')).toEqual({ desde: '2026-11-01', hasta: '2026-11-30' });
  });
});

describe('default ranges (spec section 9)', () => {
  const hoy = '2026-11-23';
  it('start the INE and availability reports on the first of the current month', () => {
    expect(rangoPorDefecto('ine', hoy).desde).toBe('2026-11-01');
    expect(rangoPorDefecto('habitaciones-disponibles', hoy).desde).toBe('2026-11-01');
  });

  it('run reservations with charges from the first of this month to the end of the next', () => {
    expect(rangoPorDefecto('reservas-cargos-ingresos', hoy)).toEqual({ desde: '2026-11-01', hasta: '2026-12-31' });
    expect(rangoPorDefecto('reservas-cargos-ingresos', '2026-12-05')).toEqual({ desde: '2026-12-01', hasta: '2027-01-31' });
  });

  it('show housekeeping today', () => {
    expect(rangoPorDefecto('estado-hotel', hoy)).toEqual({ desde: hoy, hasta: hoy });
  });

  it('show activity and daily statistics for the current month, monthly statistics for the current year', () => {
    expect(rangoPorDefecto('actividad', hoy)).toEqual({ desde: '2026-11-01', hasta: '2026-11-30' });
    expect(rangoPorDefecto('estadistica-diaria', hoy)).toEqual({ desde: '2026-11-01', hasta: '2026-11-30' });
    expect(rangoPorDefecto('estadistica-mensual', hoy)).toEqual({ desde: '2026-01-01', hasta: '2026-12-31' });
  });
});
