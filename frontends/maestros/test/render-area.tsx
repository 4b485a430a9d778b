import type { HotelUsuario, InvitacionEnviada } from '@recepcion/contracts';
import { session } from '@recepcion/session';
import { HOTEL_PRUEBA, iniciarSesionPrueba, limpiarPantalla, renderConPortal, USUARIO_PRUEBA } from '@recepcion/testing-web';
import { MaestrosApp } from '../src/app/maestros-app';
import { installFakeApi, type FakeApi, type Handler } from './fake-api';
import type { Tablas } from './fake-hotel';

export const HOTEL_ID = HOTEL_PRUEBA;
export const YO = USUARIO_PRUEBA;

export const USUARIOS: HotelUsuario[] = [
  { Id: 1, UsuarioId: YO.Id, Usuario: YO.Email, Nombre: YO.Nombre, IDTipoUsuario: 'AD' },
  { Id: 2, UsuarioId: 5, Usuario: 'luis@hotel.test', Nombre: 'Luis Soto', IDTipoUsuario: 'RE' },
  { Id: 3, UsuarioId: 6, Usuario: 'marta@hotel.test', Nombre: 'Marta Díaz', IDTipoUsuario: 'CO' },
];

export function signIn(): void {
  iniciarSesionPrueba();
}

export function signOut(): void {
  session.expirar();
}

/**
 * Renders the area at `path` as the shell would, with what the portal adds around it: the toast
 * host and the error toasts of failed calls.
 */
export function renderArea(
  path: string,
  { usuarios = USUARIOS, tablas, override, invitaciones }: { usuarios?: HotelUsuario[]; tablas?: Tablas; override?: Handler; invitaciones?: InvitacionEnviada[] } = {},
): FakeApi {
  const api = installFakeApi({ hotelId: HOTEL_ID, usuarioActualId: YO.Id, usuarios, tablas, invitaciones });
  if (override) api.override(override);
  window.history.replaceState(null, '', path);
  renderConPortal(<MaestrosApp />);
  return api;
}

/** Unmounts, clears toasts, forgets the session and leaves the address at '/'. */
export const resetArea = limpiarPantalla;
