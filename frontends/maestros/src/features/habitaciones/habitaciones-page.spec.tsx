import { MENSAJES_MAESTROS as M } from '@recepcion/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { listasDe, tablasIniciales } from '../../../test/fake-hotel';
import { abrirGrid, avisos, filasDe, seleccionada } from '../../../test/grid';
import { resetArea, signIn } from '../../../test/render-area';
import { conectarVivo, empujar } from '@recepcion/testing-web';
import { MENSAJES } from '../../mensajes';

const PATH = '/configuracion/habitaciones';
const abrir = () => abrirGrid(PATH, 'Habitaciones');

beforeEach(signIn);
afterEach(resetArea);

describe('habitaciones', () => {
  it('lists the rooms in calendar order with their type', async () => {
    const { grid } = await abrir();
    expect(document.title).toBe('Habitaciones - recepcion.app');
    expect(filasDe(grid)).toEqual([
      ['101', 'Doble', '1', '', ''],
      ['102', 'Doble', '2', '', ''],
      ['103', 'Doble', '3', '', ''],
    ]);
  });

  it('creates a room: a number and a room type are required; Orden follows the last one', async () => {
    const { user, grid, api } = await abrir();
    await user.click(screen.getByRole('button', { name: 'Nueva habitación' }));
    const nueva = within(grid).getByRole('row', { name: 'Nueva fila' });
    expect(within(nueva).getByRole('textbox', { name: 'Orden' })).toHaveValue('4');
    const tipo = within(nueva).getByRole('combobox', { name: 'Tipo de habitación' });
    expect(within(tipo).getAllByRole('option').map((o) => o.textContent)).toEqual(['Seleccione un Tipo de Habitación', 'Doble']);

    await user.type(within(nueva).getByRole('textbox', { name: 'Habitación' }), '201{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(M.seleccioneTipoHabitacion);
    expect(tipo).toHaveAccessibleDescription(M.seleccioneTipoHabitacion);
    expect(tipo).toHaveFocus();

    await user.selectOptions(tipo, 'Doble');
    await user.type(within(nueva).getByRole('textbox', { name: 'Comentario' }), 'Vista al mar{Enter}');
    expect(await screen.findByText(MENSAJES.guardado)).toBeInTheDocument();
    expect(api.apiCalls('POST')).toEqual([
      { method: 'POST', url: '/api/Habitaciones', body: { Id: 0, Nombre: '201', TipoHabitacionId: 1, Orden: 4, Comentario: 'Vista al mar' } },
    ]);
    expect(filasDe(grid).at(-1)).toEqual(['201', 'Doble', '4', 'Vista al mar', '']);
    expect(seleccionada(grid)).toHaveTextContent('201');
  });

  it('refuses a name another room has (trimmed, without case or accents), on create and on edit, before calling the server', async () => {
    const { user, grid, api } = await abrir();
    await user.click(screen.getByRole('button', { name: 'Nueva habitación' }));
    const nueva = within(grid).getByRole('row', { name: 'Nueva fila' });
    await user.type(within(nueva).getByRole('textbox', { name: 'Habitación' }), ' 102 ');
    await user.selectOptions(within(nueva).getByRole('combobox', { name: 'Tipo de habitación' }), 'Doble');
    await user.click(within(nueva).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(M.habitacionRepetida);
    expect(within(nueva).getByRole('textbox', { name: 'Habitación' })).toHaveAccessibleDescription(M.habitacionRepetida);
    expect(api.apiCalls('POST')).toEqual([]);
    await user.click(within(nueva).getByRole('button', { name: 'Cancelar' }));

    // Editing a room keeps its own name.
    await user.click(within(grid).getAllByRole('row')[1]);
    await user.click(screen.getByRole('button', { name: 'Editar' }));
    const editada = within(grid).getByRole('row', { name: 'Fila en edición' });
    await user.clear(within(editada).getByRole('textbox', { name: 'Habitación' }));
    await user.type(within(editada).getByRole('textbox', { name: 'Habitación' }), '103{Enter}');
    expect(within(editada).getByRole('textbox', { name: 'Habitación' })).toHaveAccessibleDescription(M.habitacionRepetida);
    await user.clear(within(editada).getByRole('textbox', { name: 'Habitación' }));
    await user.type(within(editada).getByRole('textbox', { name: 'Habitación' }), '101{Enter}');
    expect(await screen.findByText(MENSAJES.guardado)).toBeInTheDocument();
    expect(api.apiCalls('PUT')).toHaveLength(1);
  });

  it("reloads the list when a room update answers the comment marker '-.-' (spec section 8)", async () => {
    const tablas = tablasIniciales();
    const { user, grid, api } = await abrirGrid(PATH, 'Habitaciones', {
      tablas,
      override: ({ method, url, body }) => {
        if (method !== 'PUT' || url !== '/api/Habitaciones/1') return undefined;
        // The server changed more than this row (another room's order): it says so with the marker.
        const guardada = { ...tablas.Habitaciones[0], ...(body as object), Comentario: '-.-' };
        tablas.Habitaciones = [guardada, ...tablas.Habitaciones.slice(1).map((h) => (h.Id === 3 ? { ...h, Orden: 9, Comentario: 'Al fondo' } : h))];
        return { body: guardada };
      },
    });
    const lecturas = () => api.calls.filter((c) => c.method === 'GET' && c.url === '/api/Habitaciones').length;
    const antes = lecturas();
    await user.click(within(grid).getAllByRole('row')[1]);
    await user.click(screen.getByRole('button', { name: 'Editar' }));
    const editada = within(grid).getByRole('row', { name: 'Fila en edición' });
    await user.type(within(editada).getByRole('textbox', { name: 'Comentario' }), 'Renumerar{Enter}');
    expect(await screen.findByText(MENSAJES.guardado)).toBeInTheDocument();
    await waitFor(() => expect(lecturas()).toBe(antes + 1));
    await waitFor(() => expect(filasDe(grid).at(-1)).toEqual(['103', 'Doble', '9', 'Al fondo', '']));
  });

  it('does not reload the list after an ordinary update', async () => {
    const { user, grid, api } = await abrir();
    const lecturas = () => api.calls.filter((c) => c.method === 'GET' && c.url === '/api/Habitaciones').length;
    const antes = lecturas();
    await user.click(within(grid).getAllByRole('row')[1]);
    await user.click(screen.getByRole('button', { name: 'Editar' }));
    const editada = within(grid).getByRole('row', { name: 'Fila en edición' });
    await user.type(within(editada).getByRole('textbox', { name: 'Comentario' }), 'Vista al mar{Enter}');
    expect(await screen.findByText(MENSAJES.guardado)).toBeInTheDocument();
    await act(() => Promise.resolve());
    expect(lecturas()).toBe(antes);
  });

  it('a row is never both edited and created: Nuevo waits for the open row', async () => {
    const { user, grid } = await abrir();
    await user.click(screen.getByRole('button', { name: 'Editar' }));
    expect(screen.getByRole('button', { name: 'Nueva habitación' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Editando la fila seleccionada.');
    // The other rows do not take the selection while one is open.
    await user.click(within(grid).getByRole('gridcell', { name: '103' }));
    expect(within(grid).getByRole('row', { name: 'Fila en edición' })).toBeInTheDocument();
    await user.dblClick(within(grid).getByRole('gridcell', { name: '103' }));
    expect(avisos()).toEqual([MENSAJES.terminarEdicion]);
    expect(within(within(grid).getByRole('row', { name: 'Fila en edición' })).getByRole('textbox', { name: 'Habitación' })).toHaveValue('101');
    await user.click(within(grid).getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByRole('button', { name: 'Nueva habitación' })).toBeEnabled();
  });

  it('moves the selection with the arrow keys, Home and End', async () => {
    const { user, grid } = await abrir();
    await user.click(within(grid).getByRole('gridcell', { name: '102' }));
    expect(seleccionada(grid)).toHaveTextContent('102');
    await user.keyboard('{ArrowDown}');
    expect(seleccionada(grid)).toHaveTextContent('103');
    expect(seleccionada(grid)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(seleccionada(grid)).toHaveTextContent('101');
    await user.keyboard('{End}{ArrowUp}');
    expect(seleccionada(grid)).toHaveTextContent('102');
  });

  describe('with the live channel', () => {
    it('shows a room another tab creates, changes or deletes, without reading the list again', async () => {
      const { grid, api } = await abrir();
      act(() => conectarVivo(listasDe(api.tablas)));
      act(() => empujar({ entidad: 'Habitaciones', metodo: 'insert', datos: { Id: 9, Nombre: '104', TipoHabitacionId: 1, TipoHabitacionNombre: 'Doble', Comentario: null, Orden: 4 } }));
      expect(filasDe(grid).map((f) => f[0])).toEqual(['101', '102', '103', '104']);
      act(() => empujar({ entidad: 'Habitaciones', metodo: 'update', datos: { Id: 9, Nombre: '104B', TipoHabitacionId: 1, TipoHabitacionNombre: 'Doble', Comentario: null, Orden: 4 } }));
      expect(filasDe(grid).map((f) => f[0])).toEqual(['101', '102', '103', '104B']);
      act(() => empujar({ entidad: 'Habitaciones', metodo: 'delete', datos: { Id: 1 } }));
      expect(filasDe(grid).map((f) => f[0])).toEqual(['102', '103', '104B']);
      expect(api.apiCalls('GET').filter((c) => c.url === '/api/Habitaciones')).toHaveLength(1);
    });

    it('offers a room type added in another tab, and shows a renamed type in the rows', async () => {
      const { user, grid, api } = await abrir();
      act(() => conectarVivo(listasDe(api.tablas)));
      const suite = { Id: 2, Nombre: 'Suite', CantidadPasajeros: 4, CantidadPasajerosPredeterminado: 2 };
      api.tablas.TiposHabitacion.push(suite);
      act(() => empujar({ entidad: 'TiposHabitacion', metodo: 'insert', datos: suite }));
      act(() => empujar({ entidad: 'TiposHabitacion', metodo: 'update', datos: { Id: 1, Nombre: 'Doble superior', CantidadPasajeros: 2, CantidadPasajerosPredeterminado: 2 } }));
      expect(filasDe(grid)[0]).toEqual(['101', 'Doble superior', '1', '', '']);
      await user.click(screen.getByRole('button', { name: 'Nueva habitación' }));
      const tipo = within(grid).getByRole('combobox', { name: 'Tipo de habitación' });
      expect(within(tipo).getAllByRole('option').map((o) => o.textContent)).toEqual(['Seleccione un Tipo de Habitación', 'Doble superior', 'Suite']);
      await user.selectOptions(tipo, 'Suite');
      await user.type(within(grid).getByRole('textbox', { name: 'Habitación' }), '401{Enter}');
      // The page's own save and the channel's echo of it leave one row.
      await waitFor(() => expect(filasDe(grid).filter((f) => f[0] === '401')).toEqual([['401', 'Suite', '4', '', '']]));
    });
  });
});
