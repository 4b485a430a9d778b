import { MENSAJES_MAESTROS as M } from '@recepcion/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { abrirGrid, filasDe, seleccionada } from '../../../test/grid';
import { renderArea, resetArea, signIn } from '../../../test/render-area';
import { MENSAJES } from '../../mensajes';

const PATH = '/configuracion/tipos-habitacion';
const abrir = (opciones = {}) => abrirGrid(PATH, 'Tipos de habitación', opciones);

beforeEach(signIn);
afterEach(resetArea);

describe('tipos de habitación', () => {
  it('lists the room types with their guests and titles the page', async () => {
    const { grid, api } = await abrir();
    expect(document.title).toBe('Tipos de habitación - recepcion.app');
    expect(screen.getByRole('heading', { level: 1, name: 'Tipos de habitación' })).toBeInTheDocument();
    expect(within(grid).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Nombre', 'Pasajeros máx.', 'Pasajeros predeterminados', 'Acciones']);
    expect(filasDe(grid)).toEqual([['Doble', '2', '2', '']]);
    expect(seleccionada(grid)).toHaveTextContent('Doble');
    expect(api.apiCalls()).toEqual([{ method: 'GET', url: '/api/TiposHabitacion', body: undefined }]);
  });

  it('creates a type inline: a name is required, guests are whole numbers from 1, default 1', async () => {
    const { user, grid, api } = await abrir();
    await user.click(screen.getByRole('button', { name: 'Nuevo tipo' }));
    const nueva = within(grid).getByRole('row', { name: 'Nueva fila' });
    expect(within(nueva).getByRole('textbox', { name: 'Nombre' })).toHaveFocus();
    expect(within(nueva).getByRole('textbox', { name: 'Pasajeros máx.' })).toHaveValue('1');
    expect(within(nueva).getByRole('textbox', { name: 'Pasajeros predeterminados' })).toHaveValue('1');
    expect(screen.getByRole('button', { name: 'Nuevo tipo' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Editar' })).toBeDisabled();

    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(M.faltaNombre);
    expect(within(nueva).getByRole('textbox', { name: 'Nombre' })).toHaveAccessibleDescription(M.faltaNombre);
    expect(within(nueva).getByRole('textbox', { name: 'Nombre' })).toHaveFocus();

    await user.type(within(nueva).getByRole('textbox', { name: 'Nombre' }), 'Suite');
    await user.clear(within(nueva).getByRole('textbox', { name: 'Pasajeros máx.' }));
    await user.type(within(nueva).getByRole('textbox', { name: 'Pasajeros máx.' }), '0');
    await user.click(within(nueva).getByRole('button', { name: 'Guardar' }));
    expect(within(nueva).getByRole('textbox', { name: 'Pasajeros máx.' })).toHaveAccessibleDescription(M.cantidadPasajeros);
    expect(api.apiCalls('POST')).toEqual([]);

    await user.clear(within(nueva).getByRole('textbox', { name: 'Pasajeros máx.' }));
    await user.type(within(nueva).getByRole('textbox', { name: 'Pasajeros máx.' }), '4');
    await user.clear(within(nueva).getByRole('textbox', { name: 'Pasajeros predeterminados' }));
    await user.type(within(nueva).getByRole('textbox', { name: 'Pasajeros predeterminados' }), '2{Enter}');
    expect(await screen.findByText(MENSAJES.guardado)).toBeInTheDocument();
    expect(api.apiCalls('POST')).toEqual([
      { method: 'POST', url: '/api/TiposHabitacion', body: { Id: 0, Nombre: 'Suite', CantidadPasajeros: 4, CantidadPasajerosPredeterminado: 2 } },
    ]);
    expect(filasDe(grid)).toEqual([
      ['Doble', '2', '2', ''],
      ['Suite', '4', '2', ''],
    ]);
    expect(seleccionada(grid)).toHaveTextContent('Suite');
    expect(seleccionada(grid)).toHaveFocus();
  });

  it('refuses a default above the maximum, on the field, before calling the server', async () => {
    const { user, grid, api } = await abrir();
    await user.click(screen.getByRole('button', { name: 'Nuevo tipo' }));
    const nueva = within(grid).getByRole('row', { name: 'Nueva fila' });
    await user.type(within(nueva).getByRole('textbox', { name: 'Nombre' }), 'Triple');
    await user.clear(within(nueva).getByRole('textbox', { name: 'Pasajeros máx.' }));
    await user.type(within(nueva).getByRole('textbox', { name: 'Pasajeros máx.' }), '2');
    await user.clear(within(nueva).getByRole('textbox', { name: 'Pasajeros predeterminados' }));
    await user.type(within(nueva).getByRole('textbox', { name: 'Pasajeros predeterminados' }), '3{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(M.pasajerosPredeterminadoSobreMaximo);
    expect(within(nueva).getByRole('textbox', { name: 'Pasajeros predeterminados' })).toHaveAccessibleDescription(M.pasajerosPredeterminadoSobreMaximo);
    expect(within(nueva).getByRole('textbox', { name: 'Pasajeros predeterminados' })).toHaveFocus();
    expect(api.apiCalls('POST')).toEqual([]);

    await user.clear(within(nueva).getByRole('textbox', { name: 'Pasajeros máx.' }));
    await user.type(within(nueva).getByRole('textbox', { name: 'Pasajeros máx.' }), '3{Enter}');
    expect(await screen.findByText(MENSAJES.guardado)).toBeInTheDocument();
    expect(api.apiCalls('POST')).toEqual([
      { method: 'POST', url: '/api/TiposHabitacion', body: { Id: 0, Nombre: 'Triple', CantidadPasajeros: 3, CantidadPasajerosPredeterminado: 3 } },
    ]);
  });

  it('edits the selected row with Enter; Esc cancels and restores it', async () => {
    const { user, grid, api } = await abrir();
    seleccionada(grid).focus();
    await user.keyboard('{Enter}');
    const fila = within(grid).getByRole('row', { name: 'Fila en edición' });
    await user.clear(within(fila).getByRole('textbox', { name: 'Nombre' }));
    await user.type(within(fila).getByRole('textbox', { name: 'Nombre' }), 'Matrimonial');
    await user.keyboard('{Escape}');
    expect(filasDe(grid)).toEqual([['Doble', '2', '2', '']]);
    expect(seleccionada(grid)).toHaveFocus();
    expect(api.apiCalls('PUT')).toEqual([]);

    await user.dblClick(seleccionada(grid));
    const otra = within(grid).getByRole('row', { name: 'Fila en edición' });
    await user.clear(within(otra).getByRole('textbox', { name: 'Nombre' }));
    await user.type(within(otra).getByRole('textbox', { name: 'Nombre' }), 'Matrimonial{Enter}');
    await waitFor(() => expect(filasDe(grid)).toEqual([['Matrimonial', '2', '2', '']]));
    expect(api.apiCalls('PUT')).toEqual([
      { method: 'PUT', url: '/api/TiposHabitacion/1', body: { Id: 1, Nombre: 'Matrimonial', CantidadPasajeros: 2, CantidadPasajerosPredeterminado: 2 } },
    ]);
  });

  it('keeps a type that has rooms: the refusal shows and the row stays', async () => {
    const { user, grid } = await abrir();
    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    const confirmar = screen.getByRole('alertdialog', { name: 'Confirmar' });
    expect(confirmar).toHaveTextContent(MENSAJES.confirmarEliminar);
    await user.click(within(confirmar).getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No se puede eliminar: hay habitaciones de este tipo');
    expect(filasDe(grid)).toHaveLength(1);
  });

  it('deletes after confirming, and not when cancelled', async () => {
    const { user, grid, api } = await abrir();
    act(() => void api.tablas.Habitaciones.splice(0));
    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancelar' }));
    expect(api.apiCalls('DELETE')).toEqual([]);
    seleccionada(grid).focus();
    await user.keyboard('{Delete}');
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText(MENSAJES.eliminado)).toBeInTheDocument();
    expect(api.apiCalls('DELETE')).toEqual([{ method: 'DELETE', url: '/api/TiposHabitacion/1', body: undefined }]);
    expect(screen.getByText('Todavía no hay tipos de habitación. Cree uno con «Nuevo tipo».')).toBeInTheDocument();
  });

  it('says it is loading, then shows a failed list with its reason and Reintentar', async () => {
    let fallar = true;
    let soltar!: () => void;
    const retenida = new Promise<void>((resolve) => (soltar = resolve));
    renderArea(PATH, {
      override: (call) => (call.method === 'GET' ? retenida.then(() => (fallar ? { status: 500, body: { Message: 'Error', detailedMessage: 'Base de datos no disponible' } } : undefined)) : undefined),
    });
    expect(screen.getByRole('status')).toHaveTextContent('Cargando tipos de habitación…');
    expect(screen.getByRole('button', { name: 'Nuevo tipo' })).toBeDisabled();
    await act(async () => soltar());
    const fallo = await screen.findByText('No se pudo cargar la lista de tipos de habitación.', { exact: false });
    expect(fallo.closest('[role="alert"]')).toHaveTextContent('Base de datos no disponible');
    fallar = false;
    await act(async () => screen.getByRole('button', { name: 'Reintentar' }).click());
    expect(await screen.findByRole('grid', { name: 'Tipos de habitación' })).toBeInTheDocument();
  });
});
