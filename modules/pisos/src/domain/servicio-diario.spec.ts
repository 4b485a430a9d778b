import { diaDeServicio, nocheAnterior, servicioDiario } from './servicio-diario';

const en = new Date('2027-03-02T00:05:00Z');

describe('the daily service', () => {
  describe('which day a hotel still owes', () => {
    it('none while the setting is off (or never saved)', () => {
      expect(diaDeServicio(null, '2027-03-02')).toBeNull();
      expect(diaDeServicio({ servicioDiario: false, aplicado: null }, '2027-03-02')).toBeNull();
      expect(diaDeServicio({ servicioDiario: false, aplicado: '2027-02-01' }, '2027-03-02')).toBeNull();
    });

    it('today, when it is on and today’s service has not been done', () => {
      expect(diaDeServicio({ servicioDiario: true, aplicado: '2027-03-01' }, '2027-03-02')).toBe('2027-03-02');
      expect(diaDeServicio({ servicioDiario: true, aplicado: '2027-02-20' }, '2027-03-02')).toBe('2027-03-02');
      expect(diaDeServicio({ servicioDiario: true, aplicado: null }, '2027-03-02')).toBe('2027-03-02');
    });

    it('none once today’s service is done (or a later day’s, by a clock ahead)', () => {
      expect(diaDeServicio({ servicioDiario: true, aplicado: '2027-03-02' }, '2027-03-02')).toBeNull();
      expect(diaDeServicio({ servicioDiario: true, aplicado: '2027-03-03' }, '2027-03-02')).toBeNull();
    });
  });

  it('looks at the guests of the night that has just ended', () => {
    expect(nocheAnterior('2027-03-01')).toBe('2027-02-28');
  });

  describe('given the rooms whose guests were in house last night', () => {
    it('makes the clean and the inspected ones dirty, as the day’s service', () => {
      expect(
        servicioDiario(
          3,
          [
            { habitacionId: 7, estado: 'Limpia' },
            { habitacionId: 9, estado: 'Inspeccionada' },
          ],
          en,
        ),
      ).toEqual([
        { hotelId: 3, habitacionId: 7, de: 'Limpia', a: 'Sucia', motivo: 'servicio-diario', en: '2027-03-02T00:05:00.000Z' },
        { hotelId: 3, habitacionId: 9, de: 'Inspeccionada', a: 'Sucia', motivo: 'servicio-diario', en: '2027-03-02T00:05:00.000Z' },
      ]);
    });

    it('records nothing for a room already dirty', () => {
      expect(servicioDiario(3, [{ habitacionId: 7, estado: 'Sucia' }], en)).toEqual([]);
    });

    it('records nothing when no room had guests', () => {
      expect(servicioDiario(3, [], en)).toEqual([]);
    });
  });
});
