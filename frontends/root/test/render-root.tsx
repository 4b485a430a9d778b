import { session } from '@recepcion/session';
import { configuracionPrueba, HOTEL_PRUEBA, installFakeApi, limpiarPantalla, renderConPortal, USUARIO_PRUEBA, type FakeApi, type Handler } from '@recepcion/testing-web';
import userEvent from '@testing-library/user-event';
import { RootApp } from '../src/app/root-app';

/** Signs in the test receptionist, as an operator or not. */
export function iniciarSesion({ operador = true } = {}): void {
  session.establecer({ hotel_id: HOTEL_PRUEBA, user_id: USUARIO_PRUEBA.Id, config: configuracionPrueba(), usuario: { ...USUARIO_PRUEBA, EsOperador: operador } });
}

/** Renders the area at `path` with the toasts and error toasts the portal adds around it. */
export function renderRoot(path: string, handlers: Handler[] = []): { api: FakeApi; user: ReturnType<typeof userEvent.setup> } {
  const user = userEvent.setup();
  const api = installFakeApi(handlers);
  window.history.replaceState(null, '', path);
  renderConPortal(<RootApp />);
  return { api, user };
}

/** Answers `METHOD /api/path` (exact) with `answer`. */
export const responder =
  (clave: string, answer: { status?: number; body?: unknown } | ((body: unknown) => { status?: number; body?: unknown })): Handler =>
  (call) =>
    `${call.method} ${call.url}` === clave ? (typeof answer === 'function' ? answer(call.body) : answer) : undefined;

export const resetRoot = limpiarPantalla;
