/** A full load of `url` (the session moved to another hotel: every area reads it again). Its own module so tests can replace it. */
export function cargarPagina(url: string): void {
  window.location.assign(url);
}
