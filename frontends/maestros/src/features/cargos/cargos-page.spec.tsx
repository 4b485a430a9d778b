import { MENSAJES_MAESTROS as M } from '@recepcion/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { abrirGrid, avisos, filasDe, seleccionada } from '../../../test/grid';
import { resetArea, signIn } from '../../../test/render-area';
import { MENSAJES } from '../../mensajes';

const abrir = () => abrirGrid('/configuracion/cargos', 'Cargos');

beforeEach(signIn);
afterEach(resetArea);

describe('cargos', () => {
  it('lists the charges with their charge type', async () => {
    const { grid } = await abrir();
    expect(document.title).toBe('Cargos - recepcion.app');
    expect(filasDe(grid)).toEqual([['Agua mineral', 'Minibar', '500 ml', '']]);
  });

  it('creates a charge: a name and a charge type (Seleccione un Tipo de Cargo)', async () => {
    const { user, grid, api } = await abrir();
    await user.click(screen.getByRole('button', { name: 'Nuevo cargo' }));
    const nueva = within(grid).getByRole('row', { name: 'Nueva fila' });
    await user.click(within(nueva).getByRole('button', { name: 'Guardar' }));
    expect(within(nueva).getByRole('textbox', { name: 'Nombre' })).toHaveAccessibleDescription(M.faltaNombre);
    expect(within(nueva).getByRole('combobox', { name: 'Tipo de cargo' })).toHaveAccessibleDescription(M.seleccioneTipoCargo);
    expect(screen.getByRole('alert')).toHaveTextContent(M.faltaNombre);

    await user.type(within(nueva).getByRole('textbox', { name: 'Nombre' }), 'Cerveza{Enter}');
    expect(within(nueva).getByRole('combobox', { name: 'Tipo de cargo' })).toHaveFocus();
    expect(avisos()).toContain(M.seleccioneTipoCargo);
    expect(api.apiCalls('POST')).toEqual([]);

    await user.selectOptions(within(nueva).getByRole('combobox', { name: 'Tipo de cargo' }), 'Minibar');
    await user.click(within(nueva).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(MENSAJES.guardado)).toBeInTheDocument();
    expect(api.apiCalls('POST')).toEqual([{ method: 'POST', url: '/api/Cargos', body: { Id: 0, Nombre: 'Cerveza', TipoCargoId: 1, Comentario: null } }]);
    expect(filasDe(grid)).toEqual([
      ['Agua mineral', 'Minibar', '500 ml', ''],
      ['Cerveza', 'Minibar', '', ''],
    ]);
  });

  it('edits with Editar and keeps the typed values when the server refuses', async () => {
    const { user, grid, api } = await abrir();
    api.override((call) => (call.method === 'PUT' ? { status: 400, body: { Message: 'El Tipo de Cargo seleccionado no existe' } } : undefined));
    await user.click(screen.getByRole('button', { name: 'Editar' }));
    const fila = within(grid).getByRole('row', { name: 'Fila en edición' });
    await user.clear(within(fila).getByRole('textbox', { name: 'Comentario' }));
    await user.type(within(fila).getByRole('textbox', { name: 'Comentario' }), '1 litro{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('El Tipo de Cargo seleccionado no existe');
    expect(within(fila).getByRole('textbox', { name: 'Comentario' })).toHaveValue('1 litro');
    await user.click(within(fila).getByRole('button', { name: 'Cancelar' }));
    expect(filasDe(grid)).toEqual([['Agua mineral', 'Minibar', '500 ml', '']]);
  });

  it('deletes a charge after confirming', async () => {
    const { user, grid, api } = await abrir();
    expect(seleccionada(grid)).toHaveTextContent('Agua mineral');
    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Confirmar' })).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(api.apiCalls('DELETE')).toEqual([{ method: 'DELETE', url: '/api/Cargos/1', body: undefined }]));
    expect(await screen.findByText(MENSAJES.eliminado)).toBeInTheDocument();
    expect(screen.getByText('Todavía no hay cargos. Cree uno con «Nuevo cargo».')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Editar' })).toBeDisabled();
  });
});
