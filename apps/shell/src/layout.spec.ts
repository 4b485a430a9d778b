import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ActivityFn } from 'single-spa';
import { constructApplications, constructRoutes } from 'single-spa-layout';
import { LAYOUT } from './layout';

describe('layout', () => {
  const routes = constructRoutes(LAYOUT);
  const applications = constructApplications({ routes, loadApp: async () => ({ bootstrap: [], mount: [], unmount: [] }) });
  const activeAt = (name: string, path: string) => {
    const app = applications.find((candidate) => candidate.name === name);
    const activeWhen = [app?.activeWhen].flat() as ActivityFn[];
    return activeWhen.some((fn) => fn(new URL(`http://localhost${path}`) as unknown as Location));
  };

  it('mounts the portal on every path', () => {
    expect(applications.map((app) => app.name)).toContain('@recepcion/portal');
    for (const path of ['/', '/precios', '/reservas/calendario', '/administracion/usuarios-autorizados', '/no-existe']) {
      expect(activeAt('@recepcion/portal', path)).toBe(true);
    }
  });

  it('mounts maestros on the administration, configuration, price-table and client routes only', () => {
    expect(applications.map((app) => app.name)).toContain('@recepcion/maestros');
    for (const path of [
      '/administracion/usuarios-autorizados',
      '/administracion',
      '/configuracion/cargos',
      '/configuracion/tipos-habitacion',
      '/tarifario/temporadas',
      '/tarifario/tarifario-alojamiento',
      '/clientes/particulares',
      '/clientes/empresas',
    ]) {
      expect(activeAt('@recepcion/maestros', path)).toBe(true);
    }
    for (const path of ['/', '/precios', '/reservas/calendario', '/dashboard', '/informes/informe-estado-hotel', '/administracion-falsa', '/clientes-falsos']) {
      expect(activeAt('@recepcion/maestros', path)).toBe(false);
    }
  });

  it('mounts calendario on the two calendar paths only', () => {
    for (const path of ['/reservas/calendario', '/reservas/calendar-new', '/reservas/calendario/']) {
      expect(activeAt('@recepcion/calendario', path)).toBe(true);
    }
    for (const path of ['/', '/reservas/listado', '/reservas/lista-espera', '/reservas', '/dashboard', '/administracion/usuarios-autorizados']) {
      expect(activeAt('@recepcion/calendario', path)).toBe(false);
    }
  });

  it('mounts reservas on every reservation path, the calendar\'s included (it hosts the reservation dialogs there)', () => {
    for (const path of ['/reservas/listado', '/reservas/lista-espera', '/reservas/bloqueo-habitacion', '/reservas/gastos', '/reservas/caja-habitacion', '/reservas/calendario']) {
      expect(activeAt('@recepcion/reservas', path)).toBe(true);
    }
    for (const path of ['/', '/dashboard', '/configuracion/cargos', '/reservas-falsas']) {
      expect(activeAt('@recepcion/reservas', path)).toBe(false);
    }
  });

  it('mounts informes on every report path and on the dashboard', () => {
    for (const path of ['/dashboard', '/informes/informe-estado-hotel', '/informes/informe-actividad/3', '/informes/informe-estadistica-diaria-mensual/1']) {
      expect(activeAt('@recepcion/informes', path)).toBe(true);
    }
    for (const path of ['/', '/precios', '/reservas/calendario', '/reservas/caja-habitacion', '/configuracion/cargos', '/dashboard-falso', '/informes-falsos']) {
      expect(activeAt('@recepcion/informes', path)).toBe(false);
    }
  });

  it('mounts root (the provider\'s tools) on every /root path only', () => {
    for (const path of ['/root/Correo', '/root/InformeGlobalReservas', '/root/acceder-hotel']) expect(activeAt('@recepcion/root', path)).toBe(true);
    for (const path of ['/', '/dashboard', '/reservas/calendario', '/rooted']) expect(activeAt('@recepcion/root', path)).toBe(false);
  });

  it('has every application of the layout in the import map (MICRO_FRONTENDS)', () => {
    // The .mjs list is read as text: jest here runs CommonJS only.
    const sharedModules = readFileSync(path.join(__dirname, '../../../tools/vite/shared-modules.mjs'), 'utf8');
    const microFrontends = sharedModules.slice(sharedModules.indexOf('export const MICRO_FRONTENDS'));
    for (const app of applications) expect(microFrontends).toContain(`specifier: '${app.name}'`);
  });
});
