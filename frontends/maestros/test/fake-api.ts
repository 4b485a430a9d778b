import type { HotelUsuario } from '@recepcion/contracts';
import { servirMaestros, tablasIniciales, type Tablas } from './fake-hotel';

/** A stand-in for `fetch`: the HotelUsuarios and master-data calls answered from memory, every call recorded. */
export interface FakeAnswer {
  status?: number;
  body?: unknown;
}

export interface RecordedCall {
  method: string;
  url: string;
  body?: unknown;
}

/** An answer, a promise of one (to hold the call), or undefined (now or later) to let the fake server answer. */
export type Handler = (call: RecordedCall) => FakeAnswer | Promise<FakeAnswer | undefined> | undefined;

export interface FakeApi {
  calls: RecordedCall[];
  /** The calls other than the client log. */
  apiCalls(method?: string): RecordedCall[];
  /** Answers matching calls before the in-memory server does (failures, slow answers...). */
  override(handler: Handler): void;
  usuarios: HotelUsuario[];
  /** The hotel's master data (rooms, seasons, price lists, clients...) as the fake server has it now. */
  tablas: Tablas;
}

const refusal = (Message: string): FakeAnswer => ({ status: 400, body: { Message } });

/**
 * Installs the fake as `globalThis.fetch`. It behaves like the API for hotel `hotelId` and the
 * signed-in user `usuarioActualId`: list, create, give access, change type, remove (not oneself).
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
  const state: FakeApi = {
    calls: [],
    apiCalls: (method) => state.calls.filter((c) => c.url !== '/api/Logger' && (!method || c.method === method)),
    override: (handler) => overrides.push(handler),
    usuarios: usuarios.map((u) => ({ ...u })),
    tablas,
  };
  const overrides: Handler[] = [];
  let nextId = Math.max(0, ...usuarios.map((u) => u.Id)) + 1;

  const serve = ({ method, url, body }: RecordedCall): FakeAnswer => {
    const datos = (body ?? {}) as Record<string, string>;
    if (url === '/api/Logger') return { status: 200 };
    if (method === 'GET' && url === `/api/HotelUsuarios/${hotelId}`) return { body: state.usuarios };
    if (method === 'POST' && url === '/api/HotelUsuarios/CrearUsuario') {
      if (state.usuarios.some((u) => u.Usuario === datos.email)) return refusal('El correo ya está registrado');
      const nuevo = { Id: nextId++, UsuarioId: 100 + nextId, Usuario: datos.email, Nombre: datos.nombre, IDTipoUsuario: 'AD' };
      state.usuarios.push(nuevo);
      return { body: nuevo };
    }
    if (method === 'POST' && url === '/api/HotelUsuarios') {
      if (!datos.Usuario.endsWith('@existe.test')) return refusal('No existe un usuario con ese correo');
      if (state.usuarios.some((u) => u.Usuario === datos.Usuario)) return refusal('Ese usuario ya tiene acceso a este hotel');
      const nuevo = { Id: nextId++, UsuarioId: 100 + nextId, Usuario: datos.Usuario, Nombre: 'Cuenta existente', IDTipoUsuario: datos.IDTipoUsuario ?? 'AD' };
      state.usuarios.push(nuevo);
      return { body: nuevo };
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
    return servirMaestros(state.tablas, hotelId, { method, url, body }) ?? { status: 404, body: { Message: 'No se encontro' } };
  };

  globalThis.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    const call = { method: init.method ?? 'GET', url, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined };
    state.calls.push(call);
    let answer: FakeAnswer | Promise<FakeAnswer | undefined> | undefined;
    for (const handler of overrides) answer ??= handler(call);
    const { status = 200, body } = (await answer) ?? serve(call);
    const text = body === undefined ? '' : JSON.stringify(body);
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: '',
      headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json; charset=utf-8' : null) },
      text: async () => text,
    } as unknown as Response;
  }) as unknown as typeof fetch;

  return state;
}
