import { session } from '@recepcion/session';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apertura, installFakeApi, USUARIO } from '../../test/fake-api';
import { renderPortalAt, resetPortal } from '../../test/render-portal';

async function signedInAt(path: string, { operador = false, tipo = 'AD' } = {}) {
  document.cookie = 'h=7; path=/';
  const fake = installFakeApi({
    'GET /api/Apertura/Configuracion/7': { body: { ...apertura({ operador }), Usuario: { ...USUARIO, EsOperador: operador, TipoUsuario: tipo } } },
    'POST /api/Cuenta/Logout': { body: { Message: 'Sesión cerrada' } },
  });
  const user = userEvent.setup();
  await renderPortalAt(path);
  return { fake, user, nav: screen.getByRole('navigation', { name: 'Principal' }) };
}

const AREAS = ['General', 'Reservas', 'Pisos', 'Informes', 'Configuración', 'Tarifario', 'Clientes', 'Administración'];

describe('the signed-in navbar', () => {
  afterEach(resetPortal);

  it("shows the hotel's name, every area and no root area for a hotel user", async () => {
    const { nav } = await signedInAt('/dashboard');
    expect(screen.getByRole('button', { name: 'Hotel Sur, Ana' })).toHaveTextContent('Hotel Sur');
    const buttons = within(nav)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(buttons).toEqual(AREAS);
    expect(within(nav).queryByRole('button', { name: 'Root' })).not.toBeInTheDocument();
  });

  it('lists every section of the spec in its area', async () => {
    const { user, nav } = await signedInAt('/dashboard');
    const linksOf = async (area: string) => {
      await user.click(within(nav).getByRole('button', { name: area }));
      const list = document.getElementById(within(nav).getByRole('button', { name: area }).getAttribute('aria-controls') as string) as HTMLElement;
      return within(list)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'));
    };
    expect(await linksOf('General')).toEqual(['/dashboard']);
    expect(await linksOf('Reservas')).toEqual([
      '/reservas/calendario',
      '/reservas/listado',
      '/reservas/lista-espera',
      '/reservas/bloqueo-habitacion',
      '/reservas/gastos',
      '/reservas/caja-habitacion',
    ]);
    expect(await linksOf('Pisos')).toEqual(['/pisos', '/pisos/fuera-servicio']);
    expect(await linksOf('Informes')).toEqual([
      '/informes/informe-reservas-cargos-ingresos',
      '/informes/informe-actividad/1',
      '/informes/informe-actividad/2',
      '/informes/informe-actividad/3',
      '/informes/informe-actividad/4',
      '/informes/informe-estadistica-diaria-mensual/1',
      '/informes/informe-estadistica-diaria-mensual/2',
      '/informes/informe-ciudades-pasajeros',
      '/informes/informe-paises-pasajeros',
      '/informes/informe-estado-hotel',
      '/informes/informe-habitaciones-disponibles',
    ]);
    expect(await linksOf('Configuración')).toEqual([
      '/configuracion/canales',
      '/configuracion/cargos',
      '/configuracion/cierre-dia',
      '/configuracion/grupos-servicio',
      '/configuracion/habitaciones',
      '/configuracion/motor-reservas',
      '/configuracion/regimenes',
      '/configuracion/tipos-habitacion',
    ]);
    expect(await linksOf('Tarifario')).toHaveLength(7);
    expect(await linksOf('Clientes')).toEqual(['/clientes/particulares', '/clientes/agencias-viaje', '/clientes/empresas']);
    expect(await linksOf('Administración')).toEqual(['/administracion/usuarios-autorizados', '/administracion/actividad']);
  });

  it('shows Camarería the housekeeping board alone: one area, one entry, the brand to the board, no invitations', async () => {
    const { user, nav } = await signedInAt('/pisos', { tipo: 'CA' });
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
    expect(screen.getByRole('link', { name: /, inicio$/ })).toHaveAttribute('href', '/pisos');
    await user.click(screen.getByRole('button', { name: 'Hotel Sur, Ana' }));
    const menu = document.getElementById(screen.getByRole('button', { name: 'Hotel Sur, Ana' }).getAttribute('aria-controls') as string) as HTMLElement;
    expect(
      within(menu)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Cambiar contraseña', 'Salir']);
  });

  it('shows Configuración › Cierre del día to administrators only', async () => {
    const { user, nav } = await signedInAt('/dashboard', { tipo: 'RE' });
    await user.click(within(nav).getByRole('button', { name: 'Configuración' }));
    expect(within(nav).getByRole('link', { name: 'Cargos' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Cierre del día' })).not.toBeInTheDocument();
  });

  it('shows Administración › Actividad to administrators only', async () => {
    const { user, nav } = await signedInAt('/dashboard', { tipo: 'RE' });
    await user.click(within(nav).getByRole('button', { name: 'Administración' }));
    expect(within(nav).getByRole('link', { name: 'Usuarios autorizados' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Actividad' })).not.toBeInTheDocument();
  });

  it('shows the root area to operators', async () => {
    const { user, nav } = await signedInAt('/dashboard', { operador: true });
    await user.click(within(nav).getByRole('button', { name: 'Root' }));
    for (const name of ['Empresas', 'Usuarios bloqueados', 'Envío de correos', 'Registro de errores', 'Eliminar hotel', 'Prueba: caché']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(nav).getByRole('link', { name: 'Datos del servidor' })).toHaveAttribute('href', '/root/Datos');
  });

  it('works with the keyboard: Enter opens, arrows move, Esc closes and gives the focus back', async () => {
    const { user, nav } = await signedInAt('/dashboard');
    const reservas = within(nav).getByRole('button', { name: 'Reservas' });
    reservas.focus();
    await user.keyboard('{Enter}');
    expect(reservas).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    expect(within(nav).getByRole('link', { name: 'Calendario' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(nav).getByRole('link', { name: 'Listado de reservas' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(within(nav).getByRole('link', { name: 'Caja por habitación' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(reservas).toHaveAttribute('aria-expanded', 'false');
    expect(reservas).toHaveFocus();

    // Space opens too; ArrowRight goes to the next area.
    await user.keyboard(' ');
    expect(reservas).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowRight}');
    expect(within(nav).getByRole('button', { name: 'Pisos' })).toHaveFocus();
    expect(reservas).toHaveAttribute('aria-expanded', 'false');
  });

  it('ArrowDown on a closed menu opens it on its first entry; Tab away closes it', async () => {
    const { user, nav } = await signedInAt('/dashboard');
    const clientes = within(nav).getByRole('button', { name: 'Clientes' });
    clientes.focus();
    await user.keyboard('{ArrowDown}');
    expect(within(nav).getByRole('link', { name: 'Particulares' })).toHaveFocus();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(clientes).toHaveAttribute('aria-expanded', 'false');
  });

  it('follows a menu link without reloading and closes the menu', async () => {
    const { user, nav } = await signedInAt('/dashboard');
    await user.click(within(nav).getByRole('button', { name: 'Tarifario' }));
    await user.click(within(nav).getByRole('link', { name: 'Temporadas' }));
    expect(window.location.pathname).toBe('/tarifario/temporadas');
    expect(screen.getByRole('heading', { level: 1, name: 'Temporadas' })).toBeInTheDocument();
    expect(document.title).toBe('Temporadas - recepcion.app');
    expect(within(nav).getByRole('button', { name: 'Tarifario' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('signs out with Salir and goes home', async () => {
    const { fake, user } = await signedInAt('/reservas/gastos');
    await user.click(screen.getByRole('button', { name: 'Hotel Sur, Ana' }));
    await user.click(screen.getByRole('button', { name: 'Salir' }));
    expect(fake.called('POST /api/Cuenta/Logout')).toBe(true);
    expect(session.get().estado).toBe('anonimo');
    expect(window.location.pathname).toBe('/');
    expect(screen.getByRole('button', { name: 'Ingresar' })).toBeInTheDocument();
  });

  it('folds the areas under a Menú button (small screens)', async () => {
    const { user } = await signedInAt('/dashboard');
    const toggle = screen.getByRole('button', { name: 'Menú' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(toggle.getAttribute('aria-controls') as string)).toHaveClass('is-open');
  });
});
