import { fusionarSolapes } from './fusionar-solapes';

const evento = (uid: string, desde: string, hasta: string) => ({ uid, desde, hasta, resumen: 'Reserved', tipo: 'reserva' as const });

describe('one feed’s overlapping events', () => {
  it('become one occupation over all their nights, under the first one’s uid', () => {
    expect(fusionarSolapes([evento('b', '2027-01-22', '2027-01-25'), evento('a', '2027-01-20', '2027-01-23')])).toEqual([evento('a', '2027-01-20', '2027-01-25')]);
    // One inside another: the outer one's nights.
    expect(fusionarSolapes([evento('a', '2027-01-20', '2027-01-28'), evento('b', '2027-01-22', '2027-01-25')])).toEqual([evento('a', '2027-01-20', '2027-01-28')]);
  });

  it('leave apart stays that only touch, and keep the others as they are', () => {
    const toca = [evento('a', '2027-01-20', '2027-01-23'), evento('b', '2027-01-23', '2027-01-25'), evento('c', '2027-02-01', '2027-02-03')];
    expect(fusionarSolapes(toca)).toEqual(toca);
    expect(fusionarSolapes([])).toEqual([]);
  });
});
