import { screen, within } from '@testing-library/react';
import { iniciarSesion, renderRoot, resetRoot, responder } from '../../../test/render-root';

beforeEach(() => iniciarSesion());
afterEach(resetRoot);

const dato = (termino: string) => screen.getByText(termino, { selector: 'dt' }).nextElementSibling;

describe('Prueba: autocompletar', () => {
  it('picks from the fixed list, accents and case ignored', async () => {
    const { user } = renderRoot('/root/probando-autocompletar');
    await user.type(screen.getByRole('combobox', { name: 'País (lista fija)' }), 'peru');
    const lista = screen.getByRole('listbox', { name: 'País (lista fija)' });
    expect(within(lista).getAllByRole('option').map((o) => o.textContent)).toEqual(['Perú']);
    await user.click(within(lista).getByRole('option', { name: 'Perú' }));
    expect(dato('País')).toHaveTextContent('Perú (Id 10)');
    expect(screen.getByRole('combobox', { name: 'País (lista fija)' })).toHaveValue('Perú');
    // Its × button clears it.
    await user.click(screen.getByRole('button', { name: 'Quitar País (lista fija)' }));
    expect(dato('País')).toHaveTextContent('Nada elegido');
  });

  it('searches the pretend server after two letters and picks with the keyboard', async () => {
    const { user } = renderRoot('/root/probando-autocompletar');
    const campo = screen.getByRole('combobox', { name: 'Pasajero (búsqueda simulada)' });
    await user.type(campo, 'nu');
    const lista = await screen.findByRole('listbox', { name: 'Pasajero (búsqueda simulada)' });
    expect(await within(lista).findAllByRole('option')).toHaveLength(2);
    expect(within(lista).getAllByRole('option').map((o) => o.textContent)).toEqual(['Álvaro Núñez', 'Íñigo Ñúñez']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(dato('Pasajero')).toHaveTextContent('Íñigo Ñúñez (Id 25)');
    expect(dato('Búsquedas simuladas')).toHaveTextContent('1, la última: «nu»');
  });

  it("searches the session hotel's clients on the server", async () => {
    const { user, api } = renderRoot('/root/probando-autocompletar', [responder('POST /api/Autocomplete/Clientes', { body: [{ Id: 31, Nombre: 'Sociedad Sur Ltda.' }] })]);
    await user.type(screen.getByRole('combobox', { name: 'Cliente del hotel (servidor)' }), 'so');
    await user.click(await screen.findByRole('option', { name: 'Sociedad Sur Ltda.' }));
    expect(dato('Cliente')).toHaveTextContent('Sociedad Sur Ltda. (Id 31)');
    expect(api.apiCalls()).toEqual([{ method: 'POST', url: '/api/Autocomplete/Clientes', body: { texto: 'so' } }]);
  });
});
