import path from 'node:path';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { useState } from 'react';
import { Grid } from './grid';
import type { GridColumn } from './grid-types';

// The real Handsontable (grid.spec.tsx stands a table in for it). jsdom has no layout: these
// stand-ins give every element a size and make it visible, so Handsontable draws its rows.
// What is tested here, where the keyboard focus goes and who gets a key, jsdom does for real.
const tamanos = { offsetWidth: 800, offsetHeight: 30, clientWidth: 800, clientHeight: 400 };
const originales = Object.keys(tamanos).map((clave) => [clave, Object.getOwnPropertyDescriptor(HTMLElement.prototype, clave)] as const);
const nada = () => undefined;
class ObservadorInerte {
  observe = nada;
  unobserve = nada;
  disconnect = nada;
}

// Handsontable puts its core stylesheet in the head unless one with this id is there. Here it is
// the same sheet written for a left-to-right page: its right-to-left selectors (a list of twenty
// `:lang()`s, in 114 of its 728 rules) cost jsdom an ancestor walk per language on every
// getComputedStyle, nine tenths of this file's time (25 s a test; over the 60 s timeout on a busy
// CI machine).
const IDIOMAS_RTL = /:(not|is)\((?::lang\([a-z]+\),?)+\)/g;
const hojaDeHandsontable: string = require(path.join(path.dirname(require.resolve('handsontable')), 'styles/handsontableStyles.js')).default;
const estilosDeHandsontable = document.createElement('style');
estilosDeHandsontable.id = 'handsontable-core-styles';
estilosDeHandsontable.textContent = hojaDeHandsontable.replace(IDIOMAS_RTL, (_, tipo: string) => (tipo === 'not' ? '' : '.rc-solo-rtl'));

beforeAll(() => {
  document.head.appendChild(estilosDeHandsontable);
  for (const [clave, valor] of Object.entries(tamanos)) Object.defineProperty(HTMLElement.prototype, clave, { configurable: true, get: () => valor });
  Object.assign(globalThis, { ResizeObserver: ObservadorInerte, IntersectionObserver: ObservadorInerte });
  Object.assign(Element.prototype, { checkVisibility: () => true });
});

afterAll(() => {
  estilosDeHandsontable.remove();
  delete (Element.prototype as { checkVisibility?: unknown }).checkVisibility;
  for (const [clave, descriptor] of originales) if (descriptor) Object.defineProperty(HTMLElement.prototype, clave, descriptor);
});

interface Habitacion {
  Id: number;
  Numero: string;
  Tipo: string;
}

const columnas: GridColumn<Habitacion>[] = [
  { title: 'Número', data: 'Numero' },
  { title: 'Tipo', data: 'Tipo' },
];
const pagina = (desde: number): Habitacion[] => Array.from({ length: 4 }, (_, i) => ({ Id: desde + i, Numero: String(desde + i), Tipo: i % 2 ? 'Doble' : 'Single' }));

/** Other rows arriving on their own (a list read again after a change elsewhere). */
let llegaronOtras: () => void = () => undefined;

/** A list page: a filter and a pager around the grid; «Siguiente» brings other rows. */
function Listado({ onActivate, fichaAlElegir }: { onActivate: (fila: Habitacion) => void; fichaAlElegir: boolean }) {
  const [filas, setFilas] = useState(() => pagina(101));
  const [enters, setEnters] = useState(0);
  const siguientes = () => setFilas((actuales) => pagina(actuales[0].Id + 4));
  llegaronOtras = siguientes;
  return (
    <>
      <label>
        Filtro
        <input onKeyDown={(event) => event.key === 'Enter' && setEnters((n) => n + 1)} />
      </label>
      <output aria-label="Enter en el filtro">{enters}</output>
      <Grid
        ariaLabel="Habitaciones"
        columns={columnas}
        data={filas}
        onActivate={onActivate}
        onSelect={() => fichaAlElegir && document.querySelector<HTMLInputElement>('#huesped')?.focus()}
      />
      <button type="button" onClick={siguientes}>
        Siguiente
      </button>
      <div role="dialog" aria-label="Reserva">
        <label>
          Huésped
          <input id="huesped" />
        </label>
      </div>
    </>
  );
}

/** `fichaAlElegir`: the page puts the focus in the dialog's field when a row is chosen. */
async function abrirListado({ fichaAlElegir = false } = {}) {
  // No pointer-events check: it reads each target's style, slow with Handsontable's in jsdom.
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  const onActivate = jest.fn();
  render(<Listado onActivate={onActivate} fichaAlElegir={fichaAlElegir} />);
  await screen.findByRole('gridcell', { name: '101' });
  return { user, onActivate, filtro: screen.getByRole('textbox', { name: 'Filtro' }) };
}

const celda = (numero: string) => screen.getByRole('gridcell', { name: numero });
const filaSeleccionada = () => document.querySelectorAll('td.rc-grid__fila-actual')[0]?.textContent ?? null;

// Handsontable in jsdom is slow (its geometry reads go through jsdom's style resolution).
jest.setTimeout(60000);

describe('HotGrid and the keyboard focus', () => {
  it('opens the selected row with Enter while the focus is in the grid, rows reloaded or not', async () => {
    const { user, onActivate } = await abrirListado();
    await user.click(celda('102'));
    expect(celda('102')).toHaveFocus();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onActivate).toHaveBeenCalledTimes(1);
    expect(onActivate.mock.calls[0][0]).toMatchObject({ Numero: '103' });
    // The list is read again while the user is in it: the keyboard stays in the grid.
    act(() => llegaronOtras());
    await screen.findByRole('gridcell', { name: '107' });
    expect(celda('107')).toHaveFocus();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onActivate).toHaveBeenCalledTimes(2);
    expect(onActivate.mock.calls[1][0]).toMatchObject({ Numero: '108' });
  });

  it('leaves Enter and the typing in a filter, a dialog field or a button to them, with a row selected', async () => {
    const { user, onActivate, filtro } = await abrirListado();
    await user.click(celda('102'));
    await user.click(filtro);
    await user.keyboard('sui{Enter}');
    expect(filtro).toHaveValue('sui');
    expect(screen.getByLabelText('Enter en el filtro')).toHaveTextContent('1');
    expect(filaSeleccionada()).toBe('102');

    // A dialog that puts the focus in its first field (from script, no click).
    await user.click(celda('103'));
    const huesped = screen.getByRole('textbox', { name: 'Huésped' });
    act(() => huesped.focus());
    await user.keyboard('Ana{Enter}');
    expect(huesped).toHaveValue('Ana');

    await user.click(celda('104'));
    act(() => screen.getByRole('button', { name: 'Siguiente' }).focus());
    await user.keyboard('{Enter}');
    await screen.findByRole('gridcell', { name: '105' });
    expect(onActivate).not.toHaveBeenCalled();
  });

  it('keeps the focus on the pager button when the next rows arrive, the row still selected', async () => {
    const { user } = await abrirListado();
    await user.click(celda('102'));
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await screen.findByRole('gridcell', { name: '106' });
    const siguiente = screen.getByRole('button', { name: 'Siguiente' });
    expect(siguiente).toHaveFocus();
    expect(filaSeleccionada()).toBe('106');
    await user.keyboard('{Enter}');
    await screen.findByRole('gridcell', { name: '110' });
    expect(siguiente).toHaveFocus();
  });

  it('keeps the focus, and the typing, in a filter while new rows arrive', async () => {
    const { user, filtro } = await abrirListado();
    await user.click(celda('102'));
    await user.click(filtro);
    await user.keyboard('su');
    act(() => llegaronOtras());
    await screen.findByRole('gridcell', { name: '106' });
    expect(filtro).toHaveFocus();
    await user.keyboard('ite');
    expect(filtro).toHaveValue('suite');
  });

  it('leaves Enter, and the focus while rows arrive, to a field the page moved the focus to when a row was clicked', async () => {
    const { user, onActivate } = await abrirListado({ fichaAlElegir: true });
    await user.click(celda('102'));
    const huesped = screen.getByRole('textbox', { name: 'Huésped' });
    expect(huesped).toHaveFocus();
    await user.keyboard('Ana{Enter}');
    expect(huesped).toHaveValue('Ana');
    expect(onActivate).not.toHaveBeenCalled();
    act(() => llegaronOtras());
    await screen.findByRole('gridcell', { name: '106' });
    expect(huesped).toHaveFocus();
  });
});

/** A list whose page keeps the selection and removes the selected row (Quitar), selecting `despues`. */
function ListaConQuitar({ despues }: { despues: (indice: number, quedan: number) => number | null }) {
  const [filas, setFilas] = useState(() => pagina(101));
  const [elegida, setElegida] = useState<number | null>(null);
  const quitar = () => {
    if (elegida === null) return;
    setFilas(filas.filter((_, i) => i !== elegida));
    setElegida(despues(elegida, filas.length - 1));
  };
  return (
    <>
      <Grid ariaLabel="Habitaciones" columns={columnas} data={filas} seleccionada={elegida} onSelect={(_, i) => setElegida(i)} />
      <button type="button" disabled={elegida === null} onClick={quitar}>
        Quitar
      </button>
    </>
  );
}

describe('HotGrid with the selection kept by the page', () => {
  it('after a row is removed, shows selected exactly the row the page chose: none, or the one moved up', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const { unmount } = render(<ListaConQuitar despues={() => null} />);
    await user.click(await screen.findByRole('gridcell', { name: '102' }));
    expect(filaSeleccionada()).toBe('102');
    await user.click(screen.getByRole('button', { name: 'Quitar' }));
    await waitFor(() => expect(screen.queryByRole('gridcell', { name: '102' })).not.toBeInTheDocument());
    expect(filaSeleccionada()).toBeNull();
    expect(screen.getByRole('button', { name: 'Quitar' })).toBeDisabled();
    unmount();

    render(<ListaConQuitar despues={(indice, quedan) => Math.min(indice, quedan - 1)} />);
    await user.click(await screen.findByRole('gridcell', { name: '102' }));
    await user.click(screen.getByRole('button', { name: 'Quitar' }));
    await waitFor(() => expect(screen.queryByRole('gridcell', { name: '102' })).not.toBeInTheDocument());
    expect(filaSeleccionada()).toBe('103');
    expect(screen.getByRole('button', { name: 'Quitar' })).toBeEnabled();
  });
});
