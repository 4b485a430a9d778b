import { screen, waitFor, within } from '@testing-library/react';
import { iniciarSesion, renderRoot, resetRoot } from '../../../test/render-root';

beforeEach(() => iniciarSesion());
afterEach(resetRoot);

describe('Monedas', () => {
  it('adds, edits and deletes currencies of the global catalogue', async () => {
    let monedas = [{ IDMoneda: 'CLP', Nombre: 'Peso chileno', Centavos: false }];
    const { user, api } = renderRoot('/root/Monedas', [
      (call) => {
        if (call.method === 'GET' && call.url === '/api/Monedas') return { body: monedas };
        const m = call.body as { IDMoneda: string; Nombre: string; Centavos: boolean };
        if (call.method === 'POST' && call.url === '/api/Monedas') {
          monedas = [...monedas, m];
          return { body: m };
        }
        if (call.method === 'PUT' && call.url === '/api/Monedas/CLP') {
          monedas = monedas.map((x) => (x.IDMoneda === 'CLP' ? m : x));
          return { body: m };
        }
        if (call.method === 'DELETE' && call.url === '/api/Monedas/UYU') {
          monedas = monedas.filter((x) => x.IDMoneda !== 'UYU');
          return { body: {} };
        }
        return undefined;
      },
    ]);
    await screen.findByText('Peso chileno');

    await user.type(screen.getByLabelText('Código'), 'uy');
    await user.click(screen.getByRole('button', { name: 'Agregar' }));
    expect(screen.getByLabelText('Código')).toHaveAccessibleDescription('El código de la moneda son tres letras (ISO 4217)');
    expect(screen.getByLabelText('Nombre')).toHaveAccessibleDescription('Falta el nombre de la moneda');
    await user.type(screen.getByLabelText('Código'), 'u');
    await user.type(screen.getByLabelText('Nombre'), 'Peso uruguayo');
    await user.click(screen.getByRole('button', { name: 'Agregar' }));
    expect(await screen.findByText('Peso uruguayo')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Editar CLP' }));
    await user.click(screen.getByLabelText('Usa centavos'));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Monedas' })).getAllByText('Sí')).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Eliminar UYU' }));
    const confirmar = screen.getByRole('alertdialog', { name: 'Confirmar' });
    expect(confirmar).toHaveTextContent('¿Confirma que desea eliminar este registro?');
    await user.click(within(confirmar).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByText('Peso uruguayo')).not.toBeInTheDocument());
    expect(api.apiCalls().filter((c) => c.method !== 'GET')).toEqual([
      { method: 'POST', url: '/api/Monedas', body: { IDMoneda: 'UYU', Nombre: 'Peso uruguayo', Centavos: true } },
      { method: 'PUT', url: '/api/Monedas/CLP', body: { IDMoneda: 'CLP', Nombre: 'Peso chileno', Centavos: true } },
      { method: 'DELETE', url: '/api/Monedas/UYU', body: undefined },
    ]);
  });
});
