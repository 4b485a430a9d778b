import { screen, waitFor } from '@testing-library/react';
import { iniciarSesion, renderRoot, resetRoot, responder } from '../../../test/render-root';

beforeEach(() => iniciarSesion());
afterEach(resetRoot);

const PAISES = [
  { Id: 35, Nombre: 'Chile', MonedaId: 'CLP' },
  { Id: 8, Nombre: 'Argentina', MonedaId: 'ARS' },
];

describe('Países', () => {
  it('adds a country with its currency (the server gives the id)', async () => {
    const { user, api } = renderRoot('/root/Paises', [
      responder('GET /api/Paises', { body: PAISES }),
      responder('POST /api/Paises', (body) => ({ body: { Id: 188, ...(body as object) } })),
    ]);
    await screen.findByText('Chile');
    await user.click(screen.getByRole('button', { name: 'Nuevo país' }));
    await user.type(screen.getByRole('textbox', { name: 'Nombre' }), 'Uruguay');
    await user.type(screen.getByRole('textbox', { name: 'Moneda al registrarse' }), 'uy');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findAllByText('El código de la moneda son tres letras (ISO 4217)')).not.toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: 'Moneda al registrarse' }), 'u');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(api.apiCalls('POST')).toEqual([{ method: 'POST', url: '/api/Paises', body: { Nombre: 'Uruguay', MonedaId: 'UYU' } }]));
    expect(await screen.findByText('Uruguay')).toBeInTheDocument();
  });
});
