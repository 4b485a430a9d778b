import { screen } from '@testing-library/react';
import { checkActivityFunctions } from 'single-spa';
import { apertura, installFakeApi } from '../../test/fake-api';
import { renderPortalAt, resetPortal } from '../../test/render-portal';

jest.mock('single-spa', () => ({ ...jest.requireActual('single-spa'), checkActivityFunctions: jest.fn(() => []) }));

describe('paths another micro-frontend owns', () => {
  afterEach(resetPortal);

  it('are left to it: no "coming soon" page, no redirect', async () => {
    jest.mocked(checkActivityFunctions).mockReturnValue(['@recepcion/portal', '@recepcion/maestros']);
    document.cookie = 'h=7; path=/';
    installFakeApi({ 'GET /api/Apertura/Configuracion/7': { body: apertura() } });
    await renderPortalAt('/administracion/usuarios-autorizados');
    expect(window.location.pathname).toBe('/administracion/usuarios-autorizados');
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Principal' })).toBeInTheDocument();
  });

  it('without an owner show "coming soon"', async () => {
    jest.mocked(checkActivityFunctions).mockReturnValue(['@recepcion/portal']);
    document.cookie = 'h=7; path=/';
    installFakeApi({ 'GET /api/Apertura/Configuracion/7': { body: apertura() } });
    await renderPortalAt('/administracion/usuarios-autorizados');
    expect(screen.getByRole('heading', { level: 1, name: 'Usuarios autorizados' })).toBeInTheDocument();
  });
});
