import { type HotelUsuario, MENSAJES_CUENTA } from '@recepcion/contracts';
import { installFetchFalso, refusal, type FakeApi as FetchFalso, type RecordedCall } from '@recepcion/testing-web';

import { servirCanales } from './fake-canales';
import { servirMaestros, tablasIniciales, type Tablas } from './fake-hotel';
import { servirMotor } from './fake-motor';

export type { FakeAnswer, Handler, RecordedCall } from '@recepcion/testing-web';

/** The fake `fetch` (libs/testing-web) serving the HotelUsuarios and master-data calls from memory. */
export interface FakeApi extends FetchFalso {
  usuarios: HotelUsuario[];
  /** The hotel's master data (rooms, seasons, price lists, clients...) as the fake server has it now. */
  tablas: Tablas;
}

/**
 * Installs the fake as `globalThis.fetch`. It behaves like the API for hotel `hotelId` and the
 * signed-in user `usuarioActualId`: list, create, invite, change type, remove (not oneself).
 */
export function installFakeApi({
  hotelId,
  usuarioActualId,
  usuarios,
  tablas = tablasIniciales(),
}: {
  hotelId: number;
  usuarioActualId: number;
  usuarios: HotelUsuario[];
  tablas?: Tablas;
}): FakeApi {
  const state = { usuarios: usuarios.map((u) => ({ ...u })), tablas };
  let nextId = Math.max(0, ...usuarios.map((u) => u.Id)) + 1;

  const serve = ({ method, url, body }: RecordedCall) => {
    const datos = (body ?? {}) as Record<string, string>;
    if (method === 'GET' && url === `/api/HotelUsuarios/${hotelId}`) return { body: state.usuarios };
    if (method === 'POST' && url === '/api/HotelUsuarios/CrearUsuario') {
      if (state.usuarios.some((u) => u.Usuario === datos.email)) return refusal('El correo ya está registrado');
      const nuevo = { Id: nextId++, UsuarioId: 100 + nextId, Usuario: datos.email, Nombre: datos.nombre, IDTipoUsuario: datos.IDTipoUsuario ?? 'RE' };
      state.usuarios.push(nuevo);
      return { body: nuevo };
    }
    if (method === 'POST' && url === '/api/HotelUsuarios') {
      // An invitation: the same answer whether the address has an account or not; nobody is added.
      if (state.usuarios.some((u) => u.Usuario === datos.Usuario)) return refusal(MENSAJES_CUENTA.usuarioYaTieneAcceso);
      return { body: { Message: MENSAJES_CUENTA.invitacionEnviada } };
    }
    const fila = /^\/api\/HotelUsuarios\/(\d+)$/.exec(url);
    const usuario = fila ? state.usuarios.find((u) => u.Id === Number(fila[1])) : undefined;
    if (fila && !usuario) return { status: 404, body: { Message: 'No se encontro' } };
    if (method === 'PUT' && usuario) {
      usuario.IDTipoUsuario = datos.IDTipoUsuario;
      return { body: { ...usuario } };
    }
    if (method === 'DELETE' && usuario) {
      if (usuario.UsuarioId === usuarioActualId) return refusal('No se puede eliminar el acceso a sí mismo');
      state.usuarios = state.usuarios.filter((u) => u !== usuario);
      return { body: { Message: 'Eliminado con éxito' } };
    }
    return servirCanales(state.tablas, { method, url, body }) ?? servirMotor(state.tablas, { method, url, body }) ?? servirMaestros(state.tablas, hotelId, { method, url, body }) ?? { status: 404, body: { Message: 'No se encontro' } };
  };

  // The fetch fake answers through `serve`; `usuarios` and `tablas` read the server's state.
  return Object.defineProperties(installFetchFalso({ servir: serve }) as FakeApi, {
    usuarios: { get: () => state.usuarios, enumerable: true },
    tablas: { get: () => state.tablas, enumerable: true },
  });
}
