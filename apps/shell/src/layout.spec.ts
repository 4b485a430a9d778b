import type { ActivityFn } from 'single-spa';
import { constructApplications, constructRoutes } from 'single-spa-layout';
import { LAYOUT } from './layout';

describe('layout', () => {
  const routes = constructRoutes(LAYOUT);
  const applications = constructApplications({ routes, loadApp: async () => ({ bootstrap: [], mount: [], unmount: [] }) });

  it('mounts the portal on every path', () => {
    const portal = applications.find((app) => app.name === '@recepcion/portal');
    expect(portal).toBeDefined();
    const activeWhen = [portal?.activeWhen].flat() as ActivityFn[];
    for (const path of ['/', '/precios', '/reservas/calendario', '/no-existe']) {
      expect(activeWhen.some((fn) => fn(new URL(`http://localhost${path}`) as unknown as Location))).toBe(true);
    }
  });
});
