/**
 * The single-spa layout. `portal` (navbar, toasts, public pages) is always mounted; each area's
 * micro-frontend is mounted on its routes inside `#area`. To add an area, map its name in
 * tools/vite/shared-modules.mjs (MICRO_FRONTENDS) and add a route here (`npm run nuevo -- microfrontend`
 * does both), e.g. `<route path="<ruta>"><application name="@recepcion/<nombre>"></application></route>`.
 * A route path matches itself and everything below it (`reservas` → `/reservas/calendario`).
 */
export const LAYOUT = `
<single-spa-router>
  <application name="@recepcion/portal"></application>
  <div id="area">
    <route path="administracion"><application name="@recepcion/maestros"></application></route>
    <route path="configuracion"><application name="@recepcion/maestros"></application></route>
    <route path="tarifario"><application name="@recepcion/maestros"></application></route>
    <route path="clientes"><application name="@recepcion/maestros"></application></route>
    <route path="reservas/calendario"><application name="@recepcion/calendario"></application></route>
    <route path="reservas/calendar-new"><application name="@recepcion/calendario"></application></route>
    <route path="reservas"><application name="@recepcion/reservas"></application></route>
    <route path="informes"><application name="@recepcion/informes"></application></route>
    <route path="dashboard"><application name="@recepcion/informes"></application></route>
    <route path="root"><application name="@recepcion/root"></application></route>
    <route path="pisos"><application name="@recepcion/pisos"></application></route>
  </div>
</single-spa-router>
`;
