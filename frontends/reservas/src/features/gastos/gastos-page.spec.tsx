import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dia, ddmmyyyy, tecleada } from '../../../test/paginas/datos';
import { abrirGrid, anunciar, avisos, canalConectado, filasDe, renderPagina, resetPagina, signIn } from '../../../test/paginas/render-pagina';

const PATH = '/reservas/gastos';

beforeEach(signIn);
afterEach(resetPagina);

describe('gastos', () => {
  it('lists the expenses from 2 days ago to 30 ahead, with the total in the hotel currency', async () => {
    const { api, grid } = await abrirGrid(PATH, 'Gastos');
    expect(document.title).toBe('Gastos - recepcion.app');
    expect(screen.getByRole('heading', { level: 1, name: 'Gastos' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Desde/ })).toHaveValue(ddmmyyyy(dia(-2)));
    expect(screen.getByRole('textbox', { name: /^Hasta/ })).toHaveValue(ddmmyyyy(dia(30)));
    expect(api.apiCalls()).toEqual([{ method: 'GET', url: `/api/Gastos/Busqueda/${dia(-2)}/${dia(30)}`, body: undefined }]);
    expect(filasDe(grid)).toEqual([
      [ddmmyyyy(dia(-1)), 'Gas licuado', '45.990', ''],
      [ddmmyyyy(dia(0)), 'Lavandería', '12.000', 'Sábanas'],
    ]);
    expect(screen.getByText(/2 gastos, total/)).toHaveTextContent('2 gastos, total CLP 57.990');
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeInTheDocument();
  });

  it('searches again when a date changes, and says when nothing matches', async () => {
    const { user, api } = await abrirGrid(PATH, 'Gastos');
    const desde = screen.getByRole('textbox', { name: /^Desde/ });
    await user.clear(desde);
    expect(desde).toHaveAccessibleDescription('Seleccione la fecha');
    await user.type(desde, tecleada(dia(-30)));
    await waitFor(() => expect(filasDe(screen.getByRole('grid', { name: 'Gastos' }))).toHaveLength(3));
    expect(api.apiCalls().map((c) => c.url)).toContain(`/api/Gastos/Busqueda/${dia(-30)}/${dia(30)}`);

    const hasta = screen.getByRole('textbox', { name: /^Hasta/ });
    await user.clear(hasta);
    await user.type(hasta, tecleada(dia(-25)));
    expect(await screen.findByText('No hay gastos entre esas fechas. Registre uno con «Nuevo gasto».')).toBeInTheDocument();
  });

  it('creates an expense: today by default, date, concept and value required', async () => {
    const { user, api, grid } = await abrirGrid(PATH, 'Gastos');
    await user.click(screen.getByRole('button', { name: 'Nuevo gasto' }));
    const dialog = screen.getByRole('dialog', { name: 'Gasto' });
    expect(within(dialog).getByRole('textbox', { name: /^Fecha/ })).toHaveValue(ddmmyyyy(dia(0)));
    await user.clear(within(dialog).getByRole('textbox', { name: /^Fecha/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(within(dialog).getByRole('textbox', { name: /^Fecha/ })).toHaveAccessibleDescription('Seleccione una Fecha');
    expect(within(dialog).getByRole('textbox', { name: /^Concepto/ })).toHaveAccessibleDescription('Ingrese el Concepto');
    expect(within(dialog).getByRole('textbox', { name: /^Valor/ })).toHaveAccessibleDescription('Ingrese el Valor');
    expect(avisos()).toEqual(['Seleccione una Fecha']);
    expect(api.apiCalls('POST')).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /^Fecha/ }), tecleada(dia(1)));
    await user.type(within(dialog).getByRole('textbox', { name: /^Concepto/ }), 'Gas licuado');
    await user.type(within(dialog).getByRole('textbox', { name: /^Valor/ }), '45990');
    await user.type(within(dialog).getByRole('textbox', { name: /^Comentario/ }), 'Dos balones{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.apiCalls('POST')).toEqual([{ method: 'POST', url: '/api/Gastos', body: { Id: 0, Fecha: dia(1), Concepto: 'Gas licuado', Valor: 45990, Comentario: 'Dos balones' } }]);
    expect(await screen.findByText('Guardado con éxito')).toBeInTheDocument();
    expect(filasDe(grid)[2]).toEqual([ddmmyyyy(dia(1)), 'Gas licuado', '45.990', 'Dos balones']);
    expect(within(grid).getByRole('row', { selected: true })).toHaveTextContent('Dos balones');
  });

  it('opens a row with Enter (read again), saves it with PUT, and deletes after confirming', async () => {
    const { user, api, grid } = await abrirGrid(PATH, 'Gastos');
    const fila = within(grid).getAllByRole('row')[2];
    await user.click(fila);
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Gasto' });
    expect(api.apiCalls('GET')).toContainEqual({ method: 'GET', url: '/api/Gastos/2', body: undefined });
    expect(within(dialog).getByRole('textbox', { name: /^Valor/ })).toHaveValue('12.000');
    await user.clear(within(dialog).getByRole('textbox', { name: /^Valor/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Valor/ }), '15000');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(filasDe(grid)[1]).toEqual([ddmmyyyy(dia(0)), 'Lavandería', '15.000', 'Sábanas']));
    expect(api.apiCalls('PUT')).toEqual([{ method: 'PUT', url: '/api/Gastos/2', body: { Id: 2, Fecha: dia(0), Concepto: 'Lavandería', Valor: 15000, Comentario: 'Sábanas' } }]);

    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    const confirmar = screen.getByRole('alertdialog', { name: 'Confirmar' });
    expect(confirmar).toHaveTextContent('¿Confirma que desea eliminar este registro?');
    await user.click(within(confirmar).getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText('Eliminado con éxito')).toBeInTheDocument();
    expect(api.apiCalls('DELETE')).toEqual([{ method: 'DELETE', url: '/api/Gastos/2', body: undefined }]);
    expect(filasDe(grid)).toEqual([[ddmmyyyy(dia(-1)), 'Gas licuado', '45.990', '']]);
  });

  it('Escape closes the dialog without saving', async () => {
    const { user, api } = await abrirGrid(PATH, 'Gastos');
    await user.click(screen.getByRole('button', { name: 'Nuevo gasto' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.apiCalls('POST')).toEqual([]);
  });

  it('reads the list again when another session changes an expense', async () => {
    const { api, grid } = await abrirGrid(PATH, 'Gastos');
    canalConectado(api.datos);
    api.datos.Gastos.push({ Id: 50, Fecha: dia(2), Concepto: 'Jardinería', Valor: 30000, Comentario: null });
    anunciar('Gastos', 'insert');
    await waitFor(() => expect(filasDe(grid)).toHaveLength(3));
  });

  it('shows a failed search with a retry', async () => {
    let falla = true;
    const user = userEvent.setup();
    renderPagina(PATH, { override: (c) => (c.url.startsWith('/api/Gastos/Busqueda') && falla ? { status: 500, body: { Message: 'Error interno' } } : undefined) });
    expect(await screen.findByText('No se pudo cargar la lista de gastos.')).toBeInTheDocument();
    falla = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('grid', { name: 'Gastos' })).toBeInTheDocument();
  });
});
