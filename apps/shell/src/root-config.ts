/**
 * Root config: framework-free. Applications are loaded by name through the import map and
 * placed by the layout; nothing else happens here.
 */
import { registerApplication, start, type LifeCycles } from 'single-spa';
import { constructApplications, constructLayoutEngine, constructRoutes } from 'single-spa-layout';
import { watchHashbang } from './hashbang';
import { LAYOUT } from './layout';

// Before single-spa starts, so the first route is already the real path.
watchHashbang();

const routes = constructRoutes(LAYOUT);
const applications = constructApplications({
  routes,
  loadApp: ({ name }) => import(/* @vite-ignore */ name) as Promise<LifeCycles>,
});
const layoutEngine = constructLayoutEngine({ routes, applications });

applications.forEach(registerApplication);
layoutEngine.activate();
start({ urlRerouteOnly: true });
