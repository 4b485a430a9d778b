import { MENSAJES_MAESTROS as M } from '@recepcion/contracts';
import { screen, within } from '@testing-library/react';
import { abrirGrid, filasDe } from '../../../test/grid';
import { resetArea, signIn } from '../../../test/render-area';
import { MENSAJES } from '../../mensajes';

const abrir = () => abrirGrid('/tarifario/formas-pago', 'Formas de pago');

beforeEach(signIn);
afterEach(resetArea);

describe('formas de pago', () => {
  it('creates a payment method: the name is required', async () => {
    const { user, grid, api } = await abrir();
    expect(document.title).toBe('Formas de pago - recepcion.app');
    await user.click(screen.getByRole('button', { name: 'Nueva forma de pago' }));
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(M.faltaNombreFormaPago);
    expect(within(grid).getByRole('textbox', { name: 'Nombre' })).toHaveAccessibleDescription(M.faltaNombreFormaPago);
    await user.type(within(grid).getByRole('textbox', { name: 'Nombre' }), '  Transferencia  {Enter}');
    expect(await screen.findByText(MENSAJES.guardado)).toBeInTheDocument();
    expect(api.apiCalls('POST')).toEqual([{ method: 'POST', url: '/api/FormasPago', body: { Id: 0, Nombre: 'Transferencia' } }]);
    expect(filasDe(grid).map((f) => f[0])).toEqual(['Efectivo', 'Transferencia']);
  });
});
