/** A full reload of the page (setup answered 'Hotel ya configurado'). Its own module so tests can replace it. */
export function reloadPage(): void {
  window.location.reload();
}
