import { clearCookies } from '@recepcion/testing-web';
import { screen } from '@testing-library/react';
import { iniciarSesion, renderRoot, resetRoot } from '../../../test/render-root';

beforeEach(() => iniciarSesion());
afterEach(() => {
  resetRoot();
  clearCookies();
});

describe('Variables de la cookie', () => {
  it('shows the login-cookie variables and applies them', async () => {
    document.cookie = 'h=7; path=/';
    document.cookie = 'u=4; path=/';
    const { user } = renderRoot('/root/Cookie');
    expect(screen.getByLabelText('h (hotel)')).toHaveValue('7');
    expect(screen.getByLabelText('u (usuario)')).toHaveValue('4');
    await user.type(screen.getByLabelText('m (recordar)'), '1');
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(await screen.findByText('Se aplico las variables')).toBeInTheDocument();
    expect(document.cookie).toContain('m=1');
  });
});
