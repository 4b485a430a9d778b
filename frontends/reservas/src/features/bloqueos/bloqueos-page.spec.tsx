import { screen, waitFor, within } from '@testing-library/react';
import { dia, ddmmyyyy, tecleada } from '../../../test/paginas/datos';
import { abrirGrid, anunciar, avisos, canalConectado, filasDe, resetPagina, signIn } from '../../../test/paginas/render-pagina';

const PATH = '/reservas/bloqueo-habitacion';

beforeEach(signIn);
afterEach(resetPagina);

describe('bloqueo de habitaciones', () => {
  it('lists the blocks still running 2 days ago, with the day the room is free again', async () => {
    const { user, api, grid } = await abrirGrid(PATH, 'Bloqueo de habitaciones');
    expect(document.title).toBe('Bloqueo de habitaciones - recepcion.app');
    expect(screen.getByRole('textbox', { name: /^Desde/ })).toHaveValue(ddmmyyyy(dia(-2)));
    expect(api.apiCalls()).toEqual([{ method: 'GET', url: `/api/Bloqueos/Busqueda/${dia(-2)}`, body: undefined }]);
    expect(filasDe(grid)).toEqual([['103', ddmmyyyy(dia(0)), '2', ddmmyyyy(dia(2))]]);

    const desde = screen.getByRole('textbox', { name: /^Desde/ });
    await user.clear(desde);
    await user.type(desde, tecleada(dia(-15)));
    await waitFor(() => expect(filasDe(grid)).toHaveLength(2));
  });

  it('creates a block: today and 1 night by default, the room required', async () => {
    const { user, api, grid } = await abrirGrid(PATH, 'Bloqueo de habitaciones');
    await user.click(screen.getByRole('button', { name: 'Nuevo bloqueo' }));
    const dialog = screen.getByRole('dialog', { name: 'Bloqueo de habitación' });
    expect(within(dialog).getByRole('textbox', { name: /^Fecha/ })).toHaveValue(ddmmyyyy(dia(0)));
    expect(within(dialog).getByRole('textbox', { name: /^Noches/ })).toHaveValue('1');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(within(dialog).getByRole('combobox', { name: /^Habitación/ })).toHaveAccessibleDescription('Seleccione una Habitación');
    expect(avisos()).toEqual(['Seleccione una Habitación']);

    await user.clear(within(dialog).getByRole('textbox', { name: /^Fecha/ }));
    await user.clear(within(dialog).getByRole('textbox', { name: /^Noches/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(within(dialog).getByRole('textbox', { name: /^Fecha/ })).toHaveAccessibleDescription('Seleccione una Fecha');
    expect(within(dialog).getByRole('textbox', { name: /^Noches/ })).toHaveAccessibleDescription('Ingrese la cantidad de Noches');
    expect(api.apiCalls('POST')).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /^Fecha/ }), tecleada(dia(4)));
    await user.type(within(dialog).getByRole('textbox', { name: /^Noches/ }), '3');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Habitación/ }), '101');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.apiCalls('POST')).toEqual([{ method: 'POST', url: '/api/Bloqueos', body: { Id: 0, Fecha: dia(4), Noches: 3, HabitacionId: 1 } }]);
    expect(await screen.findByText('Guardado con éxito')).toBeInTheDocument();
    expect(filasDe(grid)).toEqual([
      ['103', ddmmyyyy(dia(0)), '2', ddmmyyyy(dia(2))],
      ['101', ddmmyyyy(dia(4)), '3', ddmmyyyy(dia(7))],
    ]);
  });

  it('a room taken those nights: the error toast, and the dialog stays open', async () => {
    const { user, api } = await abrirGrid(PATH, 'Bloqueo de habitaciones');
    await user.click(screen.getByRole('button', { name: 'Nuevo bloqueo' }));
    const dialog = screen.getByRole('dialog', { name: 'Bloqueo de habitación' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Habitación/ }), '102');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(avisos()).toEqual(['Habitación no disponible']));
    expect(screen.getByRole('alert')).toHaveClass('rc-toast--error');
    expect(screen.getByRole('dialog', { name: 'Bloqueo de habitación' })).toBeInTheDocument();
    expect(api.datos.Bloqueos).toHaveLength(2);
  });

  it('edits the selected block (read again) and deletes it after confirming', async () => {
    const { user, api, grid } = await abrirGrid(PATH, 'Bloqueo de habitaciones');
    await user.dblClick(within(grid).getAllByRole('row')[1]);
    const dialog = await screen.findByRole('dialog', { name: 'Bloqueo de habitación' });
    expect(within(dialog).getByRole('combobox', { name: /^Habitación/ })).toHaveValue('3');
    await user.clear(within(dialog).getByRole('textbox', { name: /^Noches/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Noches/ }), '5{Enter}');
    await waitFor(() => expect(filasDe(grid)).toEqual([['103', ddmmyyyy(dia(0)), '5', ddmmyyyy(dia(5))]]));
    expect(api.apiCalls('GET')).toContainEqual({ method: 'GET', url: '/api/Bloqueos/1', body: undefined });
    expect(api.apiCalls('PUT')).toEqual([{ method: 'PUT', url: '/api/Bloqueos/1', body: { Id: 1, Fecha: dia(0), Noches: 5, HabitacionId: 3 } }]);

    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Confirmar' })).getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText('No hay habitaciones bloqueadas desde esa fecha. Bloquee una con «Nuevo bloqueo».')).toBeInTheDocument();
    expect(api.apiCalls('DELETE')).toEqual([{ method: 'DELETE', url: '/api/bloqueos/1', body: undefined }]);
    expect(screen.getByText('Eliminado con éxito')).toBeInTheDocument();
  });

  it('the rooms come from the live channel once it answers; a block saved elsewhere shows', async () => {
    const { user, api, grid } = await abrirGrid(PATH, 'Bloqueo de habitaciones');
    canalConectado({ ...api.datos, Habitaciones: [...api.datos.Habitaciones, { Id: 4, Nombre: '201', TipoHabitacionId: 1, Orden: 4 }] });
    await user.click(screen.getByRole('button', { name: 'Nuevo bloqueo' }));
    const opciones = within(screen.getByRole('combobox', { name: /^Habitación/ })).getAllByRole('option');
    expect(opciones.map((o) => o.textContent)).toEqual(['Seleccione...', '101', '102', '103', '201']);
    await user.keyboard('{Escape}');

    api.datos.Bloqueos.push({ Id: 60, Fecha: dia(9), Noches: 1, HabitacionId: 2, HabitacionNombre: '102' });
    anunciar('Bloqueos', 'insert');
    await waitFor(() => expect(filasDe(grid)).toHaveLength(2));
  });
});

