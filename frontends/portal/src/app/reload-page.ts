/** A full reload of the page (setup answered 'Hotel ya configurado'). Its own module so tests can replace it. */
export function reloadPage(): void {
  window.location.reload();
}

/**
 * A full load of `url`: after the session moved to another hotel (an invitation accepted from the
 * user menu), every area opens again for that hotel, whatever page it showed.
 */
export function cargarPagina(url: string): void {
  window.location.assign(url);
}
