import { LIVE_RECONEXION_MS } from '@recepcion/contracts';
import { SessionStore } from '../session-store';
import { seguirSesion } from './conectar-sesion';
import { ListasEnVivo } from './listas-en-vivo';
import { SocketFalso } from '../../test/socket-falso';
import { configuracionDePrueba, usuarioDePrueba } from '../../test/sesion-de-prueba';

const respuesta = {
  Habitaciones: [
    { Id: 1, Nombre: '101', TipoHabitacionId: 1 },
    { Id: 2, Nombre: '102', TipoHabitacionId: 1 },
  ],
  Monedas: [
    { IDMoneda: 'CLP', Nombre: 'Peso chileno', Centavos: false },
    { IDMoneda: 'USD', Nombre: 'Dólar', Centavos: true },
  ],
  HotelMonedas: [{ Id: 9, MonedaId: 'CLP' }],
  Regimenes: [],
};

function montar() {
  const sockets: SocketFalso[] = [];
  const listas = new ListasEnVivo(() => {
    const s = new SocketFalso();
    sockets.push(s);
    return s;
  });
  return { listas, sockets, socket: () => sockets[sockets.length - 1] };
}

describe('ListasEnVivo', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('asks openhotel with [hotelId, "full"] on connecting and keeps the lists', () => {
    const { listas, socket } = montar();
    const vistas = jest.fn();
    listas.subscribe(vistas);
    listas.iniciar(7);
    expect(socket().conexiones).toBe(1);
    expect(listas.estado()).toBe('conectando');
    socket().conectar();
    expect(socket().pedidos[0].datos).toEqual([7, 'full']);
    socket().responder(respuesta);
    expect(listas.cargadas()).toBe(true);
    expect(listas.get('Habitaciones').map((h) => h.Nombre)).toEqual(['101', '102']);
    expect(listas.get('HotelMonedas')).toEqual([{ Id: 9, MonedaId: 'CLP' }]);
    expect(listas.get('Paises')).toEqual([]);
    expect(vistas).toHaveBeenCalledWith(listas.getSnapshot(), undefined);
  });

  it('applies up events: insert, update, delete by Id', () => {
    const { listas, socket } = montar();
    listas.iniciar(7);
    socket().conectar();
    socket().responder(respuesta);
    const vistas = jest.fn();
    listas.subscribe(vistas);
    const antes = listas.getSnapshot();

    socket().up({ entidad: 'Habitaciones', metodo: 'insert', datos: { Id: 3, Nombre: '201', TipoHabitacionId: 2 } });
    socket().up({ entidad: 'Habitaciones', metodo: 'update', datos: { Id: 1, Nombre: '101-A', TipoHabitacionId: 1 } });
    socket().up({ entidad: 'Habitaciones', metodo: 'delete', datos: { Id: 2 } });
    expect(listas.get('Habitaciones').map((h) => h.Nombre)).toEqual(['101-A', '201']);
    expect(antes.Habitaciones).toHaveLength(2);
    expect(listas.getSnapshot()).not.toBe(antes);
    expect(vistas).toHaveBeenLastCalledWith(listas.getSnapshot(), { entidad: 'Habitaciones', metodo: 'delete', datos: { Id: 2 } });
  });

  it('keys currencies by IDMoneda', () => {
    const { listas, socket } = montar();
    listas.iniciar(7);
    socket().conectar();
    socket().responder(respuesta);
    socket().up({ entidad: 'Monedas', metodo: 'update', datos: { IDMoneda: 'USD', Nombre: 'Dólar estadounidense', Centavos: true } });
    socket().up({ entidad: 'Monedas', metodo: 'delete', datos: { IDMoneda: 'CLP' } });
    expect(listas.get('Monedas')).toEqual([{ IDMoneda: 'USD', Nombre: 'Dólar estadounidense', Centavos: true }]);
  });

  it('does not add a row twice when an insert is repeated, and ignores lists it does not hold', () => {
    const { listas, socket } = montar();
    listas.iniciar(7);
    socket().conectar();
    socket().responder(respuesta);
    const fila = { Id: 5, Nombre: 'Media pensión' };
    socket().up({ entidad: 'Regimenes', metodo: 'insert', datos: fila });
    socket().up({ entidad: 'Regimenes', metodo: 'insert', datos: fila });
    expect(listas.get('Regimenes')).toEqual([fila]);
    const antes = listas.getSnapshot();
    socket().up({ entidad: 'Clientes', metodo: 'insert', datos: { Id: 1, Nombre: 'Ana' } });
    expect(listas.getSnapshot()).toBe(antes);
  });

  it('tries again every 5 s after a failed connection, and asks for the lists again', () => {
    const { listas, socket } = montar();
    listas.iniciar(7);
    socket().falla();
    expect(listas.estado()).toBe('esperando');
    jest.advanceTimersByTime(LIVE_RECONEXION_MS - 1);
    expect(socket().conexiones).toBe(1);
    jest.advanceTimersByTime(1);
    expect(socket().conexiones).toBe(2);
    socket().falla();
    jest.advanceTimersByTime(LIVE_RECONEXION_MS);
    expect(socket().conexiones).toBe(3);
    socket().conectar();
    socket().responder(respuesta);
    expect(listas.get('Habitaciones')).toHaveLength(2);
  });

  it('reconnects 5 s after the server closes, then refreshes the lists', () => {
    const { listas, socket } = montar();
    listas.iniciar(7);
    socket().conectar();
    socket().responder(respuesta);
    socket().cierre('transport close');
    jest.advanceTimersByTime(LIVE_RECONEXION_MS);
    expect(socket().conexiones).toBe(2);
    socket().conectar();
    expect(socket().pedidos).toHaveLength(2);
    socket().responder({ ...respuesta, Habitaciones: [{ Id: 1, Nombre: '101' }] });
    expect(listas.get('Habitaciones')).toHaveLength(1);
  });

  it('keeps the lists when openhotel refuses', () => {
    const { listas, socket } = montar();
    listas.iniciar(7);
    socket().conectar();
    socket().responder({ Message: 'No se encontro' });
    expect(listas.cargadas()).toBe(false);
  });

  it('stops: disconnects, forgets the lists and no longer retries', () => {
    const { listas, socket } = montar();
    listas.iniciar(7);
    socket().conectar();
    socket().responder(respuesta);
    const primero = socket();
    primero.cierre();
    listas.detener();
    expect(primero.desconectado).toBe(true);
    expect(listas.get('Habitaciones')).toEqual([]);
    expect(listas.estado()).toBe('detenido');
    jest.advanceTimersByTime(LIVE_RECONEXION_MS * 3);
    expect(primero.conexiones).toBe(1);
  });

  it('asks openhotel again at once when the server says the lists may be stale (recargar)', () => {
    const { listas, socket } = montar();
    listas.iniciar(7);
    socket().conectar();
    socket().responder(respuesta);
    const vistas = jest.fn();
    listas.subscribe(vistas);
    socket().recargar({ motivo: 'interrupcion', hotelId: 7 });
    expect(socket().pedidos.map((p) => p.datos)).toEqual([
      [7, 'full'],
      [7, 'full'],
    ]);
    socket().responder({ ...respuesta, Regimenes: [{ Id: 5, Nombre: 'Desayuno' }] });
    expect(listas.get('Regimenes')).toEqual([{ Id: 5, Nombre: 'Desayuno' }]);
    expect(vistas).toHaveBeenCalledWith(listas.getSnapshot(), undefined);
    // Not once it has stopped.
    const viejo = socket();
    listas.detener();
    viejo.recargar({ motivo: 'interrupcion', hotelId: 7 });
    expect(viejo.pedidos).toHaveLength(2);
  });

  it('starts over for another hotel and ignores the old socket', () => {
    const { listas, sockets } = montar();
    listas.iniciar(7);
    listas.iniciar(7);
    expect(sockets).toHaveLength(1);
    listas.iniciar(8);
    expect(sockets).toHaveLength(2);
    expect(sockets[0].desconectado).toBe(true);
    sockets[1].conectar();
    expect(sockets[1].pedidos[0].datos).toEqual([8, 'full']);
  });
});

describe('seguirSesion', () => {
  const config = configuracionDePrueba({ Configurado: false });
  const usuario = usuarioDePrueba;

  it('connects when signed in, configured or not, and disconnects when anonymous', () => {
    const sesiones = new SessionStore();
    const listas = { iniciar: jest.fn(), detener: jest.fn() };
    seguirSesion(sesiones, listas);
    expect(listas.iniciar).not.toHaveBeenCalled();
    sesiones.establecer({ hotel_id: 7, user_id: 4, config, usuario });
    expect(listas.iniciar).toHaveBeenLastCalledWith(7);
    sesiones.actualizarConfig({ ...config, Configurado: true });
    expect(listas.iniciar).toHaveBeenLastCalledWith(7);
    sesiones.expirar();
    expect(listas.detener).toHaveBeenCalled();
  });
});
