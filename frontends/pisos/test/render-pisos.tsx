import type { Configuracion } from '@recepcion/contracts';
import { session } from '@recepcion/session';
import { conectarVivo, empujar, iniciarSesionPrueba, limpiarPantalla, renderConPortal, USUARIO_PRUEBA } from '@recepcion/testing-web';
import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PisosApp } from '../src/app/pisos-app';
import { datosIniciales, installFakeApi, type DatosPisos, type FakeApi, type Handler } from './fake-pisos';

/** Signs the test user in with this user type (AD by default; CA Camarería, CO Consulta, RE Recepción). */
export function signIn(TipoUsuario = 'AD'): void {
  iniciarSesionPrueba();
  const actual = session.get();
  act(() => session.establecer({ hotel_id: actual.hotelId as number, user_id: USUARIO_PRUEBA.Id, config: actual.config as Configuracion, usuario: { ...USUARIO_PRUEBA, TipoUsuario } }));
}

/**
 * Renders the area at `path` as the shell does, with what the portal adds around it: the toast
 * host and the error toasts of failed calls.
 */
export function renderPisos(path: string, { datos = datosIniciales(), override }: { datos?: DatosPisos; override?: Handler } = {}): { api: FakeApi; user: ReturnType<typeof userEvent.setup> } {
  const user = userEvent.setup();
  const api = installFakeApi(datos);
  if (override) api.override(override);
  window.history.replaceState(null, '', path);
  renderConPortal(<PisosApp />);
  return { api, user };
}

/** Unmounts, clears toasts, stops the live channel and leaves the address at '/'. */
export const resetPisos = limpiarPantalla;

/** The live channel answers `openhotel`; then the server announces a change. */
export function conectarCanal(): void {
  act(() => conectarVivo({}));
}
export function anunciar(entidad: string, datos: unknown = { HabitacionId: 1 }): void {
  act(() => empujar({ entidad, metodo: 'update', datos }));
}

/** The error and success toasts' texts on screen now. */
export function avisos(): (string | null | undefined)[] {
  return [...document.querySelectorAll('.rc-toast__message')].map((m) => m.textContent);
}
