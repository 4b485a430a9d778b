import { MENSAJES_MAESTROS as M } from '@recepcion/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { abrirGrid, filasDe } from '../../../test/grid';
import { resetArea, signIn } from '../../../test/render-area';
import { MENSAJES } from '../../mensajes';

const abrir = () => abrirGrid('/configuracion/regimenes', 'Regímenes');

beforeEach(signIn);
afterEach(resetArea);

describe('regímenes', () => {
  it('creates, edits and deletes a meal plan inline', async () => {
    const { user, grid, api } = await abrir();
    expect(document.title).toBe('Regímenes - recepcion.app');
    await user.click(screen.getByRole('button', { name: 'Nuevo régimen' }));
    await user.click(within(grid).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(M.faltaNombre);
    await user.type(within(grid).getByRole('textbox', { name: 'Nombre' }), 'Media pensión{Enter}');
    expect(await screen.findByText(MENSAJES.guardado)).toBeInTheDocument();
    expect(filasDe(grid).map((f) => f[0])).toEqual(['Desayuno', 'Media pensión']);

    await user.dblClick(within(grid).getByRole('gridcell', { name: 'Desayuno' }));
    await user.type(within(grid).getByRole('textbox', { name: 'Comentario' }), 'Continental{Enter}');
    await waitFor(() => expect(filasDe(grid)[0]).toEqual(['Desayuno', 'Continental', '']));
    expect(api.apiCalls('PUT')).toEqual([{ method: 'PUT', url: '/api/Regimenes/1', body: { Id: 1, Nombre: 'Desayuno', Comentario: 'Continental' } }]);

    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(filasDe(grid).map((f) => f[0])).toEqual(['Media pensión']));
    expect(screen.getByText(MENSAJES.eliminado)).toBeInTheDocument();
  });
});
