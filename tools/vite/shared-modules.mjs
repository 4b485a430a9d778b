/**
 * The import-map contract of the web UI: every bare name the browser resolves through the
 * shell's `<script type="importmap">`, and the file under `dist/web` that answers it.
 * Builds keep these names external; the vendor build produces the `vendor/` files; the shell
 * writes the import map from this list. Add a micro-frontend here when its area is added.
 */

/** Third-party modules, built once as ESM by libs/vendor (`cjs`: React ships CommonJS only). */
export const VENDOR_MODULES = [
  { specifier: 'react', file: 'vendor/react.js', cjs: true },
  { specifier: 'react/jsx-runtime', file: 'vendor/react-jsx-runtime.js', cjs: true },
  { specifier: 'react-dom', file: 'vendor/react-dom.js', cjs: true },
  { specifier: 'react-dom/client', file: 'vendor/react-dom-client.js', cjs: true },
  { specifier: 'single-spa', file: 'vendor/single-spa.js', cjs: false },
  { specifier: 'single-spa-layout', file: 'vendor/single-spa-layout.js', cjs: false },
];

/** Our shared libraries: loaded once, so their module state (toasts, session) is shared. */
export const SHARED_LIBS = [
  { specifier: '@recepcion/ui', file: 'libs/ui/index.js' },
  { specifier: '@recepcion/api-client', file: 'libs/api-client/index.js' },
  { specifier: '@recepcion/session', file: 'libs/session/index.js' },
];

/** Micro-frontends, loaded by single-spa by name. */
export const MICRO_FRONTENDS = [
  { specifier: '@recepcion/portal', file: 'frontends/portal/portal.js' },
  { specifier: '@recepcion/maestros', file: 'frontends/maestros/maestros.js' },
  { specifier: '@recepcion/calendario', file: 'frontends/calendario/calendario.js' },
  { specifier: '@recepcion/reservas', file: 'frontends/reservas/reservas.js' },
  { specifier: '@recepcion/informes', file: 'frontends/informes/informes.js' },
  { specifier: '@recepcion/root', file: 'frontends/root/root.js' },
  { specifier: '@recepcion/pisos', file: 'frontends/pisos/pisos.js' },
];

/** Names every web build leaves to the import map. */
export const SHARED = [...VENDOR_MODULES, ...SHARED_LIBS].map((m) => m.specifier);
