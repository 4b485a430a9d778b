import { resolvePage, TITULO_CONFIGURACION, type PageInput } from './resolve-page';

const at = (estado: PageInput['estado'], path: string, extra: Partial<PageInput> = {}) =>
  resolvePage({ estado, path, esOperador: false, ownedElsewhere: false, ...extra });

describe('default page logic (spec section 2)', () => {
  it('waits while the session loads', () => {
    expect(at('cargando', '/reservas/calendario')).toEqual({ kind: 'loading' });
  });

  describe('not signed in', () => {
    it.each([
      ['/', null],
      ['/precios', 'Precios'],
      ['/restablecer-contrasena', 'Restablecer contraseña'],
    ])('shows the public page %s titled %s', (path, title) => {
      expect(at('anonimo', path)).toMatchObject({ kind: 'public', route: { path }, title });
    });

    it.each(['/reservas/calendario', '/dashboard', '/no-existe', '/root/Datos'])('sends %s to home', (path) => {
      expect(at('anonimo', path)).toEqual({ kind: 'redirect', to: '/' });
    });

    it('sends home even from a path another micro-frontend owns', () => {
      expect(at('anonimo', '/administracion/usuarios-autorizados', { ownedElsewhere: true })).toEqual({ kind: 'redirect', to: '/' });
    });
  });

  describe('the pages behind mailed links (an invitation, a verification)', () => {
    it.each([
      ['/invitacion', 'Invitación'],
      ['/verificar', 'Verificar correo'],
    ])('show %s, titled %s, signed in or not (no redirect)', (path, title) => {
      for (const estado of ['anonimo', 'sin-configurar', 'configurado'] as const) {
        expect(at(estado, path)).toMatchObject({ kind: 'public', route: { path, conSesion: true }, title });
      }
    });
  });

  describe('signed in, hotel not configured', () => {
    it.each(['/', '/precios'])('shows the public page %s titled Configuración', (path) => {
      expect(at('sin-configurar', path)).toMatchObject({ kind: 'public', route: { path }, title: TITULO_CONFIGURACION });
    });

    it('sends any other page to home', () => {
      expect(at('sin-configurar', '/reservas/calendario')).toEqual({ kind: 'redirect', to: '/' });
    });
  });

  describe('signed in, hotel configured', () => {
    it.each(['/', '/precios', '/restablecer-contrasena'])('sends the public page %s to the calendar, with the start dialog', (path) => {
      expect(at('configurado', path)).toEqual({ kind: 'redirect', to: '/reservas/calendario', arrival: true });
    });

    it.each(['/no-existe', '/reservas-falsas', '/dashboard/otra'])('sends the unknown page %s to / (spec section 2: any unknown route), not to the dashboard', (path) => {
      expect(at('configurado', path)).toEqual({ kind: 'redirect', to: '/' });
      expect(at('configurado', path, { esOperador: true })).toEqual({ kind: 'redirect', to: '/' });
    });

    it.each([
      ['/dashboard', 'Dashboard'],
      ['/reservas/calendario', 'Calendario'],
      ['/reservas/calendar-new', 'Calendario'],
      ['/informes/informe-actividad/3', 'Actividad por cliente: huéspedes'],
      ['/informes/informe-estadistica-diaria-mensual/2', 'Estadística mensual'],
      ['/tarifario/temporadas', 'Temporadas'],
      ['/administracion/usuarios-autorizados', 'Usuarios autorizados'],
    ])('shows %s as "coming soon" while no micro-frontend owns it', (path, title) => {
      expect(at('configurado', path)).toMatchObject({ kind: 'soon', route: { path, title } });
    });

    it('leaves a path another micro-frontend owns to it', () => {
      expect(at('configurado', '/administracion/usuarios-autorizados', { ownedElsewhere: true })).toEqual({ kind: 'area' });
    });

    it('keeps the root area for operators', () => {
      expect(at('configurado', '/root/Datos', { esOperador: true })).toMatchObject({ kind: 'soon', route: { title: 'Datos del servidor' } });
      // Not a route of a hotel user's: unknown to them, so to `/`.
      expect(at('configurado', '/root/Datos')).toEqual({ kind: 'redirect', to: '/' });
      expect(at('configurado', '/root/Datos', { ownedElsewhere: true })).toEqual({ kind: 'redirect', to: '/' });
    });
  });
});
