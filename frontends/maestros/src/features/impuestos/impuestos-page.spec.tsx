import { MENSAJES_MAESTROS as M } from '@recepcion/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { abrirGrid, filasDe, seleccionada } from '../../../test/grid';
import { resetArea, signIn } from '../../../test/render-area';
import { MENSAJES } from '../../mensajes';

const abrir = () => abrirGrid('/tarifario/impuestos', 'Impuestos');

beforeEach(signIn);
afterEach(resetArea);

describe('impuestos', () => {
  it('lists the tax types with their percentage', async () => {
    const { grid } = await abrir();
    expect(document.title).toBe('Impuestos - recepcion.app');
    expect(filasDe(grid)).toEqual([['IVA (19)', '19 %']]);
  });

  it('creates a tax type in its dialog: a name and a percentage from 0 to 100', async () => {
    const { user, grid, api } = await abrir();
    await user.click(screen.getByRole('button', { name: 'Nuevo impuesto' }));
    const dialog = screen.getByRole('dialog', { name: 'Tipo de impuesto' });
    const nombre = within(dialog).getByRole('textbox', { name: /^Nombre/ });
    const porcentaje = within(dialog).getByRole('textbox', { name: /^Porcentaje/ });
    expect(nombre).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(nombre).toHaveAccessibleDescription(M.faltaNombreImpuesto);
    expect(porcentaje).toHaveAccessibleDescription(`De 0 a 100. ${M.faltaPorcentajeImpuesto}`);

    await user.type(nombre, 'Exento');
    await user.type(porcentaje, '120');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(porcentaje).toHaveAccessibleDescription(`De 0 a 100. ${M.porcentajeImpuesto}`);
    expect(porcentaje).toHaveFocus();
    expect(api.apiCalls('POST')).toEqual([]);

    await user.clear(porcentaje);
    await user.type(porcentaje, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.apiCalls('POST')).toEqual([{ method: 'POST', url: '/api/TipoImpuestos', body: { Id: 0, Nombre: 'Exento', Porcentaje: 0 } }]);
    expect(screen.getByText(MENSAJES.guardado)).toBeInTheDocument();
    expect(filasDe(grid)).toEqual([
      ['Exento', '0 %'],
      ['IVA (19)', '19 %'],
    ]);
    expect(seleccionada(grid)).toHaveTextContent('Exento');
  });

  it('edits the selected tax with a decimal percentage; Cancelar changes nothing', async () => {
    const { user, grid, api } = await abrir();
    await user.dblClick(within(grid).getByRole('gridcell', { name: 'IVA (19)' }));
    let dialog = screen.getByRole('dialog', { name: 'Tipo de impuesto' });
    expect(within(dialog).getByRole('textbox', { name: /^Porcentaje/ })).toHaveValue('19');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(api.apiCalls('PUT')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Editar' }));
    dialog = screen.getByRole('dialog', { name: 'Tipo de impuesto' });
    await user.clear(within(dialog).getByRole('textbox', { name: /^Porcentaje/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Porcentaje/ }), '19,5{Enter}');
    await waitFor(() => expect(filasDe(grid)).toEqual([['IVA (19)', '19,5 %']]));
    expect(api.apiCalls('PUT')).toEqual([{ method: 'PUT', url: '/api/TipoImpuestos/1', body: { Id: 1, Nombre: 'IVA (19)', Porcentaje: 19.5 } }]);
  });
});
