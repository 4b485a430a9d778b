import type { Page } from 'playwright-core';

/** A day or month number with two digits. */
export const dos = (n: number) => String(n).padStart(2, '0');

/** `yyyy-MM-dd` of the browser's today plus `dias` (the calendar opens at today minus 2). */
export function dia(dias: number): string {
  const d = new Date();
  d.setDate(d.getDate() + dias);
  return `${d.getFullYear()}-${dos(d.getMonth() + 1)}-${dos(d.getDate())}`;
}

/** `yyyy-MM-dd` as the screens show it: `dd-MM-yyyy`. */
export const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('-');

/** A room's row of the calendar grid. */
export const filaCalendario = (page: Page, habitacion: string) => page.locator(`.cal-row[data-habitacion="${habitacion}"]`);

/**
 * The calendar's cell of a room on a day. Its name is `Habitación 3, 02-12-2026`, followed by who
 * is there (`: Ana Soto · 2 pax`) on every night a stay or block covers.
 */
export const celdaCalendario = (page: Page, habitacion: string, iso: string) => page.getByRole('gridcell', { name: new RegExp(`^Habitación ${habitacion}, ${ddmmyyyy(iso)}(:|$)`) });
