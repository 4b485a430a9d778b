import { screen, within } from '@testing-library/react';
import { iniciarSesion, renderRoot, resetRoot, responder } from '../../../test/render-root';

beforeEach(() => iniciarSesion());
afterEach(resetRoot);

const BLOQUEADO = { LowerMail: 'ana@lago.cl', FechaBloqueo: '2026-11-23T10:00:00.000Z', Intentos: 5 };

describe('Usuarios bloqueados', () => {
  it('unlocks a user after "desbloquear este usuario"', async () => {
    let lista = [BLOQUEADO];
    const { user, api } = renderRoot('/root/UsuariosBloqueados', [
      (call) => (call.method === 'GET' && call.url === '/api/UsuariosBloqueados' ? { body: lista } : undefined),
      responder('PUT /api/UsuariosBloqueados/ana%40lago.cl', () => {
        lista = [];
        return { body: { Message: 'Usuario desbloqueado' } };
      }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Desbloquear ana@lago.cl' }));
    const confirmar = screen.getByRole('alertdialog', { name: 'Confirmar' });
    expect(confirmar).toHaveTextContent('¿Desea desbloquear este usuario? (ana@lago.cl)');
    await user.click(within(confirmar).getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText('Usuario desbloqueado')).toBeInTheDocument();
    expect(await screen.findByText('No hay usuarios bloqueados.')).toBeInTheDocument();
    expect(api.apiCalls('PUT').map((c) => c.url)).toEqual(['/api/UsuariosBloqueados/ana%40lago.cl']);
  });

  it('gives a new password and shows it once', async () => {
    const { user } = renderRoot('/root/UsuariosBloqueados', [
      responder('GET /api/UsuariosBloqueados', { body: [BLOQUEADO] }),
      responder('PUT /api/UsuariosBloqueados/ResetPassword/ana%40lago.cl', { body: { Message: 'Contraseña restablecida', Password: 'Xk7pQ2mN9aBc' } }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Contraseña nueva para ana@lago.cl' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Confirmar' })).getByRole('button', { name: 'Aceptar' }));
    const aviso = await screen.findByRole('alertdialog', { name: 'Contraseña restablecida' });
    expect(aviso).toHaveTextContent('La contraseña nueva de ana@lago.cl es: Xk7pQ2mN9aBc');
  });
});
