import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apertura, installFakeApi, sesion, USUARIO } from '../../test/fake-api';
import { renderPortalAt, resetPortal } from '../../test/render-portal';
import { resolvePage, type PageInput } from '../routing/resolve-page';

// The Camarería user type (CA) may use only the housekeeping board: the API refuses it every other
// route, so the portal starts it there, sends it there from any other page and shows it no other menu.

const APERTURA = 'GET /api/Apertura/Configuracion/7';
const CAMARERA = { ...USUARIO, Nombre: 'Rosa', TipoUsuario: 'CA' };

const comoCamarera = (path: string, extra: Partial<PageInput> = {}) => resolvePage({ estado: 'configurado', path, esOperador: false, tipoUsuario: 'CA', ownedElsewhere: false, ...extra });

function firmada() {
  document.cookie = 'h=7; path=/';
  document.cookie = 'u=4; path=/';
  return installFakeApi({ [APERTURA]: { body: { ...apertura(), Usuario: CAMARERA } } });
}

describe('Camarería (CA): the housekeeping board only', () => {
  afterEach(resetPortal);

  describe('default page logic', () => {
    it.each(['/', '/precios'])('sends it from the public page %s to the board, without the start dialog', (path) => {
      expect(comoCamarera(path)).toEqual({ kind: 'redirect', to: '/pisos' });
    });

    it.each(['/dashboard', '/reservas/calendario', '/reservas/calendar-new', '/informes/informe-estado-hotel', '/pisos/fuera-servicio', '/configuracion/habitaciones', '/root/Datos', '/no-existe'])(
      'sends it from %s to the board, even where another micro-frontend is mounted',
      (path) => {
        expect(comoCamarera(path)).toEqual({ kind: 'redirect', to: '/pisos' });
        expect(comoCamarera(path, { ownedElsewhere: true })).toEqual({ kind: 'redirect', to: '/pisos' });
      },
    );

    it('leaves the board to its micro-frontend', () => {
      expect(comoCamarera('/pisos', { ownedElsewhere: true })).toEqual({ kind: 'area' });
      expect(comoCamarera('/pisos')).toMatchObject({ kind: 'soon', route: { path: '/pisos', title: 'Tablero de pisos' } });
    });

    it('gives other types and operators (AD in any hotel) their usual pages', () => {
      for (const extra of [{ tipoUsuario: 'RE' }, { tipoUsuario: 'CO' }, { tipoUsuario: 'CA', esOperador: true }]) {
        expect(comoCamarera('/', extra)).toEqual({ kind: 'redirect', to: '/reservas/calendario', arrival: true });
        expect(comoCamarera('/no-existe', extra)).toEqual({ kind: 'redirect', to: '/' });
        expect(comoCamarera('/pisos/fuera-servicio', { ...extra, ownedElsewhere: true })).toEqual({ kind: 'area' });
      }
    });
  });

  it('lands on the board after signing in, with no start dialog and the board as its only menu entry', async () => {
    const fake = installFakeApi({ 'POST /api/Cuenta/Login': { body: { ...sesion(), usuario: CAMARERA } } });
    const user = userEvent.setup();
    await renderPortalAt('/');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));
    const dialogo = screen.getByRole('dialog', { name: 'Ingresar' });
    await user.type(within(dialogo).getByLabelText('Correo electrónico'), 'rosa@hotelsur.cl');
    await user.type(within(dialogo).getByLabelText('Contraseña'), 'secreto123');
    await user.click(within(dialogo).getByRole('button', { name: 'Ingresar' }));

    expect(await screen.findByRole('navigation', { name: 'Principal' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/pisos');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Principal' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Pisos']);
    await user.click(within(nav).getByRole('button', { name: 'Pisos' }));
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([['Tablero de pisos', '/pisos']]);
    expect(fake.called('POST /api/Cuenta/Login')).toBe(true);
  });

  it.each(['/', '/dashboard', '/reservas/calendario', '/pisos/fuera-servicio'])('opening %s takes it to the board', async (path) => {
    firmada();
    await renderPortalAt(path);
    expect(window.location.pathname).toBe('/pisos');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.title).toBe('Tablero de pisos - recepcion.app');
  });
});
