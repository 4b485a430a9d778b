import { RevisionPorHotel } from './revision-por-hotel';

const esperar = (ms: number) => new Promise((listo) => setTimeout(listo, ms));

describe('RevisionPorHotel', () => {
  it('gathers a hotel\'s asks into one run, apart from another hotel\'s, telling whether any asked to notify', async () => {
    const corridas: [number, boolean][] = [];
    const revision = new RevisionPorHotel(async (hotelId, avisar) => void corridas.push([hotelId, avisar]), 20, () => undefined);
    for (let i = 0; i < 50; i++) revision.pedir(1, i === 7);
    revision.pedir(2);
    await esperar(60);
    expect(corridas).toEqual([[1, true], [2, false]]);
  });

  it('an ask while a run is under way runs it once more after, never two at once', async () => {
    let enCurso = 0;
    let maximo = 0;
    const corridas: boolean[] = [];
    const revision = new RevisionPorHotel(
      async (_hotelId, avisar) => {
        maximo = Math.max(maximo, ++enCurso);
        corridas.push(avisar);
        await esperar(30);
        enCurso--;
      },
      10,
      () => undefined,
    );
    revision.pedir(1);
    await esperar(20);
    revision.pedir(1, true);
    revision.pedir(1);
    await esperar(120);
    expect(corridas).toEqual([false, true]);
    expect(maximo).toBe(1);
  });

  it('a failed run is reported and the next ask runs again', async () => {
    const fallos: unknown[] = [];
    let veces = 0;
    const revision = new RevisionPorHotel(
      async () => {
        veces++;
        throw new Error('sin base');
      },
      5,
      (error) => fallos.push(error),
    );
    revision.pedir(3);
    await esperar(30);
    revision.pedir(3);
    await esperar(30);
    expect([veces, fallos.length]).toEqual([2, 2]);
  });
});
