import { MENSAJES_MAESTROS as M } from '@recepcion/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { abrirGrid, avisos, filasDe } from '../../../test/grid';
import { resetArea, signIn } from '../../../test/render-area';
import { MENSAJES } from '../../mensajes';

const abrir = () => abrirGrid('/tarifario/monedas', 'Monedas');

beforeEach(signIn);
afterEach(resetArea);

describe('monedas del hotel', () => {
  it("lists the hotel's currencies with their factor", async () => {
    const { grid, api } = await abrir();
    expect(document.title).toBe('Monedas - recepcion.app');
    expect(filasDe(grid)).toEqual([['Peso chileno (CLP)', '0', '']]);
    expect(api.apiCalls().map((c) => c.url)).toEqual(expect.arrayContaining(['/api/HotelMonedas', '/api/Monedas']));
  });

  it('adds a currency from the global list: one must be chosen, not one already there; the factor starts at 0', async () => {
    const { user, grid, api } = await abrir();
    await user.click(screen.getByRole('button', { name: 'Agregar moneda' }));
    const nueva = within(grid).getByRole('row', { name: 'Nueva fila' });
    const moneda = within(nueva).getByRole('combobox', { name: 'Moneda' });
    expect(within(moneda).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Seleccione una moneda',
      'Peso chileno (CLP)',
      'Euro (EUR)',
      'Dólar estadounidense (USD)',
    ]);
    expect(within(nueva).getByRole('textbox', { name: 'Factor' })).toHaveValue('0');

    await user.click(within(nueva).getByRole('button', { name: 'Guardar' }));
    expect(moneda).toHaveAccessibleDescription(M.seleccioneMoneda);
    expect(avisos()).toEqual([M.seleccioneMoneda]);

    await user.selectOptions(moneda, 'Peso chileno (CLP)');
    await user.click(within(nueva).getByRole('button', { name: 'Guardar' }));
    expect(moneda).toHaveAccessibleDescription(M.monedaRepetida);
    expect(avisos()).toContain(M.monedaRepetida);
    expect(api.apiCalls('POST')).toEqual([]);

    await user.selectOptions(moneda, 'Dólar estadounidense (USD)');
    await user.click(within(nueva).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(MENSAJES.guardado)).toBeInTheDocument();
    expect(api.apiCalls('POST')).toEqual([{ method: 'POST', url: '/api/HotelMonedas', body: { Id: 0, MonedaId: 'USD', Factor: 0 } }]);
    expect(filasDe(grid)).toEqual([
      ['Peso chileno (CLP)', '0', ''],
      ['Dólar estadounidense (USD)', '0', ''],
    ]);
  });

  it('changes the factor with a number typed the Chilean way', async () => {
    const { user, grid, api } = await abrir();
    await user.click(screen.getByRole('button', { name: 'Editar' }));
    const factor = within(grid).getByRole('textbox', { name: 'Factor' });
    await user.clear(factor);
    await user.type(factor, '1.050,75');
    expect(factor).toHaveValue('1.050,75');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(filasDe(grid)).toEqual([['Peso chileno (CLP)', '1.050,75', '']]));
    expect(api.apiCalls('PUT')).toEqual([{ method: 'PUT', url: '/api/HotelMonedas/1', body: { Id: 1, MonedaId: 'CLP', Factor: 1050.75 } }]);
  });
});
