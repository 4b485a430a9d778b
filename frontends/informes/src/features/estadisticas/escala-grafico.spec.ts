import { marcasEje, nivelesEtiquetas } from './escala-grafico';

describe('the value axis', () => {
  it('goes from 0 to the maximum in round steps', () => {
    expect(marcasEje(100)).toEqual([0, 25, 50, 75, 100]);
    expect(marcasEje(320_000)).toEqual([0, 100_000, 200_000, 300_000, 400_000]);
    expect(marcasEje(140.5)).toEqual([0, 50, 100, 150]);
  });

  it('goes below 0 when there is less than nothing, through 0', () => {
    expect(marcasEje(320_000, -5_000)).toEqual([-100_000, 0, 100_000, 200_000, 300_000, 400_000]);
  });

  it('still has marks when nothing was earned', () => {
    expect(marcasEje(0)).toEqual([0, 1, 2, 3, 4]);
  });
});

describe('the labels under the bars', () => {
  const dias = Array.from({ length: 30 }, (_, i) => `${String(i + 1).padStart(2, '0')}-11`);

  it('on a phone, the first, the last and a few between', () => {
    const enTelefono = nivelesEtiquetas(dias).flatMap((nivel, i) => (nivel === 0 ? [dias[i]] : []));
    expect(enTelefono[0]).toBe('01-11');
    expect(enTelefono.at(-1)).toBe('30-11');
    expect(enTelefono.length).toBeGreaterThanOrEqual(4);
    expect(enTelefono.length).toBeLessThanOrEqual(7);
  });

  it('on a wider chart, more of them, keeping those a phone shows', () => {
    const niveles = nivelesEtiquetas(dias);
    const hasta = (nivel: number) => niveles.filter((n) => n !== null && n <= nivel).length;
    expect(hasta(1)).toBeGreaterThan(hasta(0));
    expect(hasta(2)).toBeGreaterThan(hasta(1));
  });

  it('shows every month of a year on a half page', () => {
    const meses = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'].map((m) => `${m} 2026`);
    expect(nivelesEtiquetas(meses).filter((n) => n !== null && n <= 2)).toHaveLength(12);
  });
});
