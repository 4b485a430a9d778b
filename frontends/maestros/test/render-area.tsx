import { onApiError } from '@recepcion/api-client';
import type { Configuracion, HotelUsuario, UsuarioSesion } from '@recepcion/contracts';
import { listas, session } from '@recepcion/session';
import { toast, ToastHost } from '@recepcion/ui';
import { act, cleanup, render } from '@testing-library/react';
import { MaestrosApp } from '../src/app/maestros-app';
import { installFakeApi, type FakeApi, type Handler } from './fake-api';
import type { Tablas } from './fake-hotel';

export const HOTEL_ID = 7;
export const YO: UsuarioSesion = { Id: 4, Nombre: 'Ana Pérez', Email: 'ana@hotel.test', EsOperador: false };

export const USUARIOS: HotelUsuario[] = [
  { Id: 1, UsuarioId: YO.Id, Usuario: YO.Email, Nombre: YO.Nombre, IDTipoUsuario: 'AD' },
  { Id: 2, UsuarioId: 5, Usuario: 'luis@hotel.test', Nombre: 'Luis Soto', IDTipoUsuario: 'RE' },
  { Id: 3, UsuarioId: 6, Usuario: 'marta@hotel.test', Nombre: 'Marta Díaz', IDTipoUsuario: 'CO' },
];

const config: Configuracion = {
  Id: 3,
  HotelId: HOTEL_ID,
  Nombre: 'Hotel Sur',
  MonedaId: 'CLP',
  TipoImpuestoId: 1,
  ImpuestoIncluido: true,
  TipoImpuestoSAId: null,
  ImpuestoIncluidoSA: true,
  PrecioHabitacionPorPersona: false,
  PrecioRegimenPorPersona: false,
  Encabezado: null,
  PaisId: 35,
  Configurado: true,
  Email: YO.Email,
};

export function signIn(): void {
  session.establecer({ hotel_id: HOTEL_ID, user_id: YO.Id, config, usuario: YO });
}

export function signOut(): void {
  session.expirar();
}

/**
 * Renders the area at `path` as the shell would, with what the portal adds around it: the toast
 * host and the error toasts of failed calls.
 */
export function renderArea(path: string, { usuarios = USUARIOS, tablas, override }: { usuarios?: HotelUsuario[]; tablas?: Tablas; override?: Handler } = {}): FakeApi {
  const api = installFakeApi({ hotelId: HOTEL_ID, usuarioActualId: YO.Id, usuarios, tablas });
  if (override) api.override(override);
  window.history.replaceState(null, '', path);
  const stop = onApiError((error) => void toast.error(error.mensaje));
  render(
    <>
      <MaestrosApp />
      <ToastHost />
    </>,
  );
  afterCleanup.push(stop);
  return api;
}

const afterCleanup: (() => void)[] = [];

/** Unmounts, clears toasts, forgets the session and leaves the address at '/'. */
export function resetArea(): void {
  cleanup();
  afterCleanup.splice(0).forEach((stop) => stop());
  act(() => toast.clear());
  // The next test's sign-in opens a new live channel (the fake socket.io of test/socket-io-falso).
  act(() => listas.detener());
  document.querySelectorAll('[data-rc-dialog]').forEach((dialog) => dialog.remove());
  window.history.replaceState(null, '', '/');
}
