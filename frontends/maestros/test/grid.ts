import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderArea } from './render-area';
import type { Tablas } from './fake-hotel';
import type { Handler } from './fake-api';

/** The body rows of a grid, each as the texts of its cells. */
export function filasDe(grid: HTMLElement): (string | null)[][] {
  return within(grid)
    .getAllByRole('row')
    .slice(1)
    .map((fila) => within(fila).queryAllByRole('gridcell').map((celda) => celda.textContent));
}

/** The selected row of a grid. */
export function seleccionada(grid: HTMLElement): HTMLElement {
  return within(grid).getByRole('row', { selected: true });
}

/** Renders the area at `path` and waits for the grid named `nombre`. */
export async function abrirGrid(path: string, nombre: string, opciones: { tablas?: Tablas; override?: Handler } = {}) {
  const user = userEvent.setup();
  const api = renderArea(path, opciones);
  const grid = await screen.findByRole('grid', { name: nombre });
  return { user, api, grid };
}

/** The texts of the warning and error toasts shown now (they are alerts). */
export function avisos(): (string | null | undefined)[] {
  return screen.queryAllByRole('alert').map((alerta) => alerta.querySelector('.rc-toast__message')?.textContent);
}
