/**
 * The pages `npm run lighthouse` and `npm run lighthouse:tbt` measure. `conSesion`: measured signed
 * in as the demo hotel (the public pages are measured signed out).
 */
export const PAGINAS = [
  { clave: 'inicio', nombre: 'home', ruta: '/', conSesion: false },
  { clave: 'precios', nombre: 'pricing', ruta: '/precios', conSesion: false },
  { clave: 'calendario', nombre: 'calendar', ruta: '/reservas/calendario', conSesion: true },
  { clave: 'panel', nombre: 'dashboard', ruta: '/dashboard', conSesion: true },
  { clave: 'estadistica', nombre: 'daily statistics', ruta: '/informes/informe-estadistica-diaria-mensual/1', conSesion: true },
];

/** The pages whose `clave` the comma-separated `seleccion` names (all without one). */
export const paginasElegidas = (paginas, seleccion) => paginas.filter((p) => !seleccion || seleccion.split(',').map((c) => c.trim()).includes(p.clave));
