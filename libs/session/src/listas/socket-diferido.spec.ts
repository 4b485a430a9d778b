import { LIVE_RECONEXION_MS } from '@recepcion/contracts';
import { SocketFalso } from '../../test/socket-falso';
import { ListasEnVivo } from './listas-en-vivo';
import { SocketDiferido } from './socket-diferido';

/** The client's load, resolved or failed by the test. */
function carga() {
  const reales: SocketFalso[] = [];
  const pendientes: { resolver: () => void; fallar: () => void }[] = [];
  const abrir = jest.fn(
    () =>
      new Promise<SocketFalso>((resolve, reject) => {
        pendientes.push({
          resolver: () => {
            const real = new SocketFalso();
            reales.push(real);
            resolve(real);
          },
          fallar: () => reject(new Error('Failed to fetch dynamically imported module')),
        });
      }),
  );
  return { abrir, reales, ultima: () => pendientes[pendientes.length - 1] };
}

const respuesta = { Habitaciones: [{ Id: 1, Nombre: '101' }] };

describe('SocketDiferido', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('loads the client on the first connect only, then the lists arrive as before', async () => {
    const { abrir, reales, ultima } = carga();
    const listas = new ListasEnVivo(() => new SocketDiferido(abrir));
    expect(abrir).not.toHaveBeenCalled();
    listas.iniciar(7);
    expect(abrir).toHaveBeenCalledTimes(1);
    expect(listas.estado()).toBe('conectando');

    ultima().resolver();
    await Promise.resolve();
    const [real] = reales;
    expect(real.conexiones).toBe(1);
    real.conectar();
    expect(real.pedidos[0].datos).toEqual([7, 'full']);
    real.responder(respuesta);
    expect(listas.get('Habitaciones')).toEqual(respuesta.Habitaciones);
    real.up({ entidad: 'Habitaciones', metodo: 'insert', datos: { Id: 2, Nombre: '102' } });
    expect(listas.get('Habitaciones')).toHaveLength(2);

    real.cierre();
    jest.advanceTimersByTime(LIVE_RECONEXION_MS);
    expect(real.conexiones).toBe(2);
    expect(abrir).toHaveBeenCalledTimes(1);
  });

  it('a failed load is a failed connection: it loads again 5 s later', async () => {
    const { abrir, reales, ultima } = carga();
    const listas = new ListasEnVivo(() => new SocketDiferido(abrir));
    listas.iniciar(7);
    ultima().fallar();
    await Promise.resolve();
    await Promise.resolve();
    expect(listas.estado()).toBe('esperando');
    jest.advanceTimersByTime(LIVE_RECONEXION_MS);
    expect(abrir).toHaveBeenCalledTimes(2);

    ultima().resolver();
    await Promise.resolve();
    reales[0].conectar();
    reales[0].responder(respuesta);
    expect(listas.cargadas()).toBe(true);
  });

  it('stopped before the client has loaded: it never connects', async () => {
    const { abrir, reales, ultima } = carga();
    const listas = new ListasEnVivo(() => new SocketDiferido(abrir));
    listas.iniciar(7);
    listas.detener();
    ultima().resolver();
    await Promise.resolve();
    expect(reales[0].conexiones).toBe(0);
    reales[0].conectar();
    expect(reales[0].pedidos).toHaveLength(0);
    expect(listas.estado()).toBe('detenido');
  });
});
