import { conectarVivo, empujar, iniciarSesionPrueba, limpiarPantalla, renderConPortal } from '@recepcion/testing-web';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InformesApp } from '../src/app/informes-app';
import { datosIniciales, type Datos } from './datos';
import { installFakeApi, type FakeApi, type Handler } from './fake-api';

export { configuracionPrueba, HOTEL_PRUEBA } from '@recepcion/testing-web';
export const signIn = (): void => iniciarSesionPrueba();

/**
 * Renders the area at `path` as the shell does, with what the portal adds around it: the toast
 * host and the error toasts of failed calls.
 */
export function renderInformes(path: string, { datos = datosIniciales(), override }: { datos?: Datos; override?: Handler } = {}): { api: FakeApi; user: ReturnType<typeof userEvent.setup> } {
  const user = userEvent.setup();
  const api = installFakeApi(datos);
  if (override) api.override(override);
  window.history.replaceState(null, '', path);
  renderConPortal(<InformesApp />);
  return { api, user };
}

/** Renders `path` and waits for the report's grid named `nombre`. */
export async function abrirInforme(path: string, nombre: string, opciones: { datos?: Datos; override?: Handler } = {}) {
  const r = renderInformes(path, opciones);
  const grid = await screen.findByRole('grid', { name: nombre });
  return { ...r, grid };
}

/** Unmounts, clears toasts, stops the live channel and leaves the address at '/'. */
export const resetInformes = limpiarPantalla;

/** The body rows of a grid, each as the texts of its cells. */
export function filasDe(grid: HTMLElement): (string | null)[][] {
  return within(grid)
    .getAllByRole('row')
    .slice(1)
    .map((fila) => within(fila).queryAllByRole('gridcell').map((celda) => celda.textContent));
}

export function encabezadosDe(grid: HTMLElement): (string | null)[] {
  return within(grid)
    .getAllByRole('columnheader')
    .map((c) => c.textContent);
}

/** The info toasts on screen now (role status). */
export function avisosInfo(): (string | null | undefined)[] {
  return screen
    .queryAllByRole('status')
    .map((s) => s.querySelector('.rc-toast__message')?.textContent)
    .filter((t) => t !== undefined);
}

/** The live channel answers `openhotel`; then the server announces a change. */
export function conectarCanal(): void {
  act(() => conectarVivo({ Monedas: datosIniciales().Monedas }));
}
export function anunciar(entidad: string): void {
  act(() => empujar({ entidad, metodo: 'update', datos: { Id: 1, Version: 2 } }));
}

/**
 * Clicks 'Exportar CSV' and answers the file the browser would save: its name and its text
 * (BOM included).
 */
export async function exportarCsv(user: ReturnType<typeof userEvent.setup>): Promise<{ nombre: string; texto: string }> {
  let blob: Blob | undefined;
  Object.assign(URL, {
    createObjectURL: jest.fn((b: Blob) => {
      blob = b;
      return 'blob:informe';
    }),
    revokeObjectURL: jest.fn(),
  });
  const clic = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
  const nombre = (clic.mock.contexts[0] as HTMLAnchorElement).download;
  clic.mockRestore();
  if (!blob) throw new Error('No se descargó ningún archivo');
  const archivo = blob;
  const leer = <T,>(como: (lector: FileReader) => void) =>
    new Promise<T>((resolve) => {
      const lector = new FileReader();
      lector.onload = () => resolve(lector.result as T);
      como(lector);
    });
  // The bytes say whether the file starts with the BOM; reading it as text may drop it.
  const bytes = new Uint8Array(await leer<ArrayBuffer>((l) => l.readAsArrayBuffer(archivo)));
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const texto = (await leer<string>((l) => l.readAsText(archivo, 'utf-8'))).replace(/^\uFEFF/, '');
  return { nombre, texto: (bom ? '\uFEFF' : '') + texto };
}

/** Queries on the page as shown (the app's main), leaving out the report's paper copy, which repeats its period and totals. */
export const enPantalla = () => within(screen.getByRole('main'));

/** The report's paper copy (outside the app's root, hidden on screen): its article. */
export function papel(): HTMLElement {
  const articulo = document.querySelector('.rc-impresion article');
  if (!articulo) throw new Error('El informe no tiene copia para imprimir');
  return articulo as HTMLElement;
}
