import { BuzonDePaginas } from './buzon-de-paginas';

const unTurno = () => new Promise<void>((r) => setImmediate(r));

describe('BuzonDePaginas', () => {
  it('hands the pages over in order, and the reader waits until the writer took the one before', async () => {
    const buzon = new BuzonDePaginas<number>();
    await buzon.dejar(1);
    let dejada = false;
    const segunda = buzon.dejar(2).then(() => (dejada = true));
    await unTurno();
    expect(dejada).toBe(false);

    expect(await buzon.tomar()).toBe(1);
    await segunda;
    expect(await buzon.tomar()).toBe(2);
    const fin = buzon.tomar();
    await buzon.dejar(null);
    expect(await fin).toBeNull();
  });

  it('wakes a waiting side with the first failure, and both sides throw it from then on', async () => {
    const buzon = new BuzonDePaginas<number>();
    const esperando = buzon.tomar();
    const choque = new Error('ocupacion_sin_solape');
    buzon.cerrar(choque);
    buzon.cerrar(new Error('otra'));
    await expect(esperando).rejects.toBe(choque);
    await expect(buzon.dejar(1)).rejects.toBe(choque);

    const lleno = new BuzonDePaginas<number>();
    await lleno.dejar(1);
    const lector = lleno.dejar(2);
    lleno.cerrar(choque);
    await expect(lector).rejects.toBe(choque);
    await expect(lleno.tomar()).rejects.toBe(choque);
  });
});
