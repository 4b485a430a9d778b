import { conectarVivo, configuracionPrueba, empujar, HOTEL_PRUEBA, iniciarSesionPrueba, limpiarPantalla, renderConPortal, USUARIO_PRUEBA } from '@recepcion/testing-web';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findAreaRoute } from '../../src/routing/area-routes';
import { datosIniciales, type Datos } from './datos';
import { installFakeApi, type FakeApi, type Handler } from './fake-api';

export const HOTEL_ID = HOTEL_PRUEBA;
export const YO = USUARIO_PRUEBA;
export const CONFIG = configuracionPrueba();
export const signIn = (): void => iniciarSesionPrueba(CONFIG);


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
  renderConPortal(
    <main className="rs-root">
      <route.Page hotelId={HOTEL_ID} />
    </main>,
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
export const resetPagina = limpiarPantalla;

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
