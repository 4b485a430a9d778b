import { type HotelUsuario, type InvitacionEnviada, MENSAJES_CUENTA } from '@recepcion/contracts';
import { installFetchFalso, refusal, type FakeApi as FetchFalso, type RecordedCall } from '@recepcion/testing-web';

import { servirCanales } from './fake-canales';
import { servirMaestros, tablasIniciales, type Tablas } from './fake-hotel';
import { servirMotor } from './fake-motor';

export type { FakeAnswer, Handler, RecordedCall } from '@recepcion/testing-web';

/** The fake `fetch` (libs/testing-web) serving the HotelUsuarios and master-data calls from memory. */
export interface FakeApi extends FetchFalso {
  usuarios: HotelUsuario[];
  /** The invitations the hotel sent that still wait (each «Invitar» adds one). */
  invitaciones: InvitacionEnviada[];
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
  invitaciones = [],
}: {
  hotelId: number;
  usuarioActualId: number;
  usuarios: HotelUsuario[];
  tablas?: Tablas;
  invitaciones?: InvitacionEnviada[];
}): FakeApi {
  const state = { usuarios: usuarios.map((u) => ({ ...u })), tablas, invitaciones: invitaciones.map((i) => ({ ...i })) };
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
      const enviada = new Date();
      const Email = datos.Usuario.toLowerCase();
      state.invitaciones = [
        { Id: nextId++, Email, IDTipoUsuario: datos.IDTipoUsuario ?? 'AD', Fecha: enviada.toISOString(), Vence: new Date(enviada.getTime() + 7 * 86_400_000).toISOString() },
        ...state.invitaciones.filter((i) => i.Email !== Email),
      ];
      return { body: { Message: MENSAJES_CUENTA.invitacionEnviada } };
    }
    if (method === 'GET' && url === '/api/HotelUsuarios/Invitaciones') return { body: state.invitaciones };
    const invitacion = /^\/api\/HotelUsuarios\/Invitaciones\/(\d+)$/.exec(url);
    if (method === 'DELETE' && invitacion) {
      if (!state.invitaciones.some((i) => i.Id === Number(invitacion[1]))) return { status: 404, body: { Message: 'No se encontro' } };
      state.invitaciones = state.invitaciones.filter((i) => i.Id !== Number(invitacion[1]));
      return { body: { Message: MENSAJES_CUENTA.invitacionRetirada } };
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
    invitaciones: { get: () => state.invitaciones, enumerable: true },
    tablas: { get: () => state.tablas, enumerable: true },
  });
}
