import { MENSAJES_MAESTROS as M } from '@recepcion/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { abrirGrid, avisos, filasDe } from '../../../test/grid';
import { resetArea, signIn } from '../../../test/render-area';
import { MENSAJES } from '../../mensajes';

const abrir = () => abrirGrid('/configuracion/grupos-servicio', 'Grupos de servicio');

beforeEach(signIn);
afterEach(resetArea);

describe('grupos de servicio', () => {
  it('creates a charge type (a name is required) and keeps one in use', async () => {
    const { user, grid, api } = await abrir();
    expect(document.title).toBe('Grupos de servicio - recepcion.app');
    expect(filasDe(grid)).toEqual([['Minibar', '', '']]);

    await user.click(screen.getByRole('button', { name: 'Nuevo grupo' }));
    await user.keyboard('{Enter}');
    expect(within(grid).getByRole('textbox', { name: 'Nombre' })).toHaveAccessibleDescription(M.faltaNombre);
    await user.type(within(grid).getByRole('textbox', { name: 'Nombre' }), 'Lavandería');
    await user.type(within(grid).getByRole('textbox', { name: 'Comentario' }), 'Por prenda{Enter}');
    expect(await screen.findByText(MENSAJES.guardado)).toBeInTheDocument();
    expect(api.apiCalls('POST')).toEqual([{ method: 'POST', url: '/api/GruposServicio', body: { Id: 0, Nombre: 'Lavandería', IDContactoMaster: null, Comentario: 'Por prenda' } }]);
    expect(filasDe(grid)).toEqual([
      ['Lavandería', 'Por prenda', ''],
      ['Minibar', '', ''],
    ]);

    await user.click(within(grid).getByRole('gridcell', { name: 'Minibar' }));
    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(avisos()).toContain('No se puede eliminar: hay cargos de este tipo'));
    expect(filasDe(grid)).toHaveLength(2);
  });
});
