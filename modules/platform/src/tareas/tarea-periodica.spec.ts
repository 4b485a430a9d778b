import { TareaPeriodica } from './tarea-periodica';

describe('TareaPeriodica', () => {
  afterEach(() => jest.useRealTimers());

  it('looks on its timer, one look at a time, and never after it stopped', async () => {
    jest.useFakeTimers();
    let miradas = 0;
    let terminar: (() => void) | undefined;
    const tarea = new TareaPeriodica(async () => {
      miradas++;
      await new Promise<void>((listo) => (terminar = listo));
    });
    tarea.iniciar(1000);
    jest.advanceTimersByTime(1000);
    expect(miradas).toBe(1);
    // The first look is still running: the timer's next turn joins it.
    jest.advanceTimersByTime(1000);
    expect(miradas).toBe(1);
    terminar?.();
    await Promise.resolve();
    await Promise.resolve();
    jest.advanceTimersByTime(1000);
    expect(miradas).toBe(2);
    terminar?.();
    await tarea.detener();
    jest.advanceTimersByTime(5000);
    expect(miradas).toBe(2);
  });

  it('stopping waits for the look under way, which sees it should stop between its steps', async () => {
    const pasos: string[] = [];
    let seguir: (() => void) | undefined;
    const tarea = new TareaPeriodica(async (sigue) => {
      for (const paso of ['hotel 1', 'hotel 2', 'hotel 3']) {
        if (!sigue()) return;
        pasos.push(paso);
        await new Promise<void>((listo) => (seguir = listo));
      }
    });
    const mirada = tarea.mirar();
    expect(tarea.mirar()).toBe(mirada);
    const detenida = tarea.detener();
    seguir?.();
    await detenida;
    expect(pasos).toEqual(['hotel 1']);
  });

  it('with an interval of 0 it only looks when asked', async () => {
    jest.useFakeTimers();
    let miradas = 0;
    const tarea = new TareaPeriodica(async () => {
      miradas++;
    });
    tarea.iniciar(0);
    jest.advanceTimersByTime(60_000);
    expect(miradas).toBe(0);
    await tarea.mirar();
    expect(miradas).toBe(1);
  });
});
