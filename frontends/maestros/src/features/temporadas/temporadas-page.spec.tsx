import { MENSAJES_MAESTROS as M } from '@recepcion/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderArea, resetArea, signIn } from '../../../test/render-area';

const PATH = '/tarifario/temporadas';

async function abrir() {
  const user = userEvent.setup();
  const api = renderArea(PATH);
  const grid = await screen.findByRole('grid', { name: 'Temporadas' });
  return { user, api, grid };
}

const filas = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('gridcell').map((c) => c.textContent));

beforeEach(signIn);
afterEach(resetArea);

describe('temporadas', () => {
  it('lists the seasons with their days as dd-MM-yyyy and titles the page', async () => {
    const { grid } = await abrir();
    expect(document.title).toBe('Temporadas - recepcion.app');
    expect(screen.getByRole('heading', { level: 1, name: 'Temporadas' })).toBeInTheDocument();
    expect(filas(grid)).toEqual([['Alta', '01-12-2026', '28-02-2027']]);
  });

  it('creates a season in the dialog, checking name and both days', async () => {
    const { user, api, grid } = await abrir();
    await user.click(screen.getByRole('button', { name: 'Nueva temporada' }));
    const dialog = screen.getByRole('dialog', { name: 'Temporada' });
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(within(dialog).getByLabelText(/^Nombre/)).toHaveAccessibleDescription(M.faltaNombreTemporada);
    expect(within(dialog).getByLabelText(/^Fecha inicial/)).toHaveAccessibleDescription(M.faltaInicioTemporada);
    expect(within(dialog).getByLabelText(/^Fecha final/)).toHaveAccessibleDescription(M.faltaFinTemporada);
    expect(within(dialog).getByLabelText(/^Nombre/)).toHaveFocus();

    await user.type(within(dialog).getByLabelText(/^Nombre/), 'Navidad');
    // A day that does not exist says so, not that the date is missing.
    await user.type(within(dialog).getByLabelText(/^Fecha inicial/), '45132026');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(within(dialog).getByLabelText(/^Fecha inicial/)).toHaveAccessibleDescription('Fecha no válida (dd-mm-aaaa)');
    await user.clear(within(dialog).getByLabelText(/^Fecha inicial/));
    await user.type(within(dialog).getByLabelText(/^Fecha inicial/), '31122026');
    await user.type(within(dialog).getByLabelText(/^Fecha final/), '20122026');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(within(dialog).getByLabelText(/^Fecha final/)).toHaveAccessibleDescription(M.finAntesDeInicio);
    expect(api.apiCalls('POST')).toEqual([]);

    await user.clear(within(dialog).getByLabelText(/^Fecha inicial/));
    await user.type(within(dialog).getByLabelText(/^Fecha inicial/), '20122026');
    await user.clear(within(dialog).getByLabelText(/^Fecha final/));
    await user.type(within(dialog).getByLabelText(/^Fecha final/), '31122026');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.apiCalls('POST')).toEqual([{ method: 'POST', url: '/api/Temporadas', body: { Id: 0, Nombre: 'Navidad', FechaInicial: '2026-12-20', FechaFinal: '2026-12-31' } }]);
    expect(await screen.findByText('Guardado con éxito')).toBeInTheDocument();
    expect(filas(grid)).toEqual([
      ['Alta', '01-12-2026', '28-02-2027'],
      ['Navidad', '20-12-2026', '31-12-2026'],
    ]);
    expect(within(grid).getByRole('row', { selected: true })).toHaveTextContent('Navidad');
  });

  it('states which season prices the days two seasons share: the page, and the dialog while the dates overlap', async () => {
    const { user } = await abrir();
    expect(screen.getByText(/en esos días rige la más corta/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Nueva temporada' }));
    const dialog = screen.getByRole('dialog', { name: 'Temporada' });
    await user.type(within(dialog).getByLabelText(/^Nombre/), 'Navidad');
    await user.type(within(dialog).getByLabelText(/^Fecha inicial/), '20122026');
    expect(within(dialog).queryByRole('note')).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Fecha final/), '31122026');
    expect(within(dialog).getByRole('note', { name: 'Temporadas superpuestas' })).toHaveTextContent(
      'Comparte días con Alta (01-12-2026 a 28-02-2027): en ellos rige Navidad, la más corta.',
    );
    await user.clear(within(dialog).getByLabelText(/^Fecha inicial/));
    await user.type(within(dialog).getByLabelText(/^Fecha inicial/), '01032027');
    await user.clear(within(dialog).getByLabelText(/^Fecha final/));
    await user.type(within(dialog).getByLabelText(/^Fecha final/), '31032027');
    expect(within(dialog).queryByRole('note')).not.toBeInTheDocument();
  });

  it('edits the selected season and deletes it after confirming', async () => {
    const { user, api, grid } = await abrir();
    await user.click(screen.getByRole('button', { name: 'Editar' }));
    const dialog = screen.getByRole('dialog', { name: 'Temporada' });
    expect(within(dialog).getByRole('textbox', { name: /^Fecha inicial/ })).toHaveValue('01-12-2026');
    await user.clear(within(dialog).getByRole('textbox', { name: /^Nombre/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Nombre/ }), 'Alta 2027{Enter}');
    await waitFor(() => expect(filas(grid)).toEqual([['Alta 2027', '01-12-2026', '28-02-2027']]));
    expect(api.apiCalls('PUT')).toEqual([
      { method: 'PUT', url: '/api/Temporadas/1', body: { Id: 1, Nombre: 'Alta 2027', FechaInicial: '2026-12-01', FechaFinal: '2027-02-28' } },
    ]);

    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Confirmar' })).getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText('Todavía no hay temporadas. Cree una con «Nueva temporada».')).toBeInTheDocument();
    expect(screen.getByText('Eliminado con éxito')).toBeInTheDocument();
  });
});
