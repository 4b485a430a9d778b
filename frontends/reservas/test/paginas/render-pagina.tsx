import { onApiError } from '@recepcion/api-client';
import type { Configuracion, UsuarioSesion } from '@recepcion/contracts';
import { listas, session } from '@recepcion/session';
import { toast, ToastHost } from '@recepcion/ui';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findAreaRoute } from '../../src/routing/area-routes';
import { conectarVivo, empujar } from '../socket-io-falso';
import { datosIniciales, type Datos } from './datos';
import { installFakeApi, type FakeApi, type Handler } from './fake-api';

export const HOTEL_ID = 7;
export const YO: UsuarioSesion = { Id: 4, Nombre: 'Ana Pérez', Email: 'ana@hotel.test', EsOperador: false };

export const CONFIG: Configuracion = {
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
  session.establecer({ hotel_id: HOTEL_ID, user_id: YO.Id, config: CONFIG, usuario: YO });
}

const afterCleanup: (() => void)[] = [];

/**
 * Renders the page of `path` (the area's route table) as the shell shows it, with what the portal
 * adds around it: the toast host and the error toasts of failed calls. The reservation dialogs
 * (features/reserva) are left out: these tests check the address the pages set.
 */
export function renderPagina(path: string, { datos = datosIniciales(), override }: { datos?: Datos; override?: Handler } = {}): FakeApi {
  const api = installFakeApi(datos);
  if (override) api.override(override);
  window.history.replaceState(null, '', path);
  const route = findAreaRoute(path.split('?')[0]);
  if (!route) throw new Error(`Sin página para ${path}`);
  afterCleanup.push(onApiError((error) => void toast.error(error.mensaje)));
  render(
    <>
      <main className="rs-root">
        <route.Page hotelId={HOTEL_ID} />
      </main>
      <ToastHost />
    </>,
  );
  return api;
}

/** Renders `path` and waits for the grid named `nombre`. */
export async function abrirGrid(path: string, nombre: string, opciones: { datos?: Datos; override?: Handler } = {}) {
  const user = userEvent.setup();
  const api = renderPagina(path, opciones);
  const grid = await screen.findByRole('grid', { name: nombre });
  return { user, api, grid };
}

/** Unmounts, clears toasts, forgets the live lists and leaves the address at '/'. */
export function resetPagina(): void {
  cleanup();
  afterCleanup.splice(0).forEach((stop) => stop());
  act(() => toast.clear());
  act(() => listas.detener());
  document.querySelectorAll('[data-rc-dialog]').forEach((dialog) => dialog.remove());
  window.history.replaceState(null, '', '/');
}

/** The live channel answers `openhotel` with the hotel's lists. */
export function canalConectado(datos: Pick<Datos, 'Habitaciones' | 'Monedas'>): void {
  act(() => conectarVivo({ Habitaciones: datos.Habitaciones, Monedas: datos.Monedas }));
}

/** The server announces a change to the hotel's open sessions. */
export function anunciar(entidad: string, metodo: 'insert' | 'update' | 'delete' = 'update', datos: unknown = {}): void {
  act(() => empujar({ entidad, metodo, datos }));
}

/** The body rows of a grid, each as the texts of its cells. */
export function filasDe(grid: HTMLElement): (string | null)[][] {
  return within(grid)
    .getAllByRole('row')
    .slice(1)
    .map((fila) => within(fila).queryAllByRole('gridcell').map((celda) => celda.textContent));
}

/** The texts of the warning and error toasts shown now (they are alerts). */
export function avisos(): (string | null | undefined)[] {
  return screen.queryAllByRole('alert').map((alerta) => alerta.querySelector('.rc-toast__message')?.textContent);
}
