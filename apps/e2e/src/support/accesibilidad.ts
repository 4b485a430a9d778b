import type { Locator, Page } from 'playwright-core';
import type { RevisionAxe } from './axe';

/**
 * What the accessibility files (accesibilidad-*.e2e.spec.ts) share: getting a page or a dialog
 * to rest before axe-core scans it, closing dialogs, and scanning a menu page with what its
 * toolbar opens or the reservation dialog with its tabs.
 */

/**
 * Waits until the page rests: React has drawn what the last action started (two frames), no
 * region is busy loading, and no finite animation or transition runs (a toast or a dialog coming
 * in would be scanned half transparent). Endless ones (a spinner) do not count.
 */
export async function quieta(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((listo) => requestAnimationFrame(() => requestAnimationFrame(() => listo()))));
  await page
    .waitForFunction(
      () =>
        !document.querySelector('[aria-busy="true"]') &&
        document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
}

/** The open dialog on top (a modal or an alert), if one shows within `timeout` ms. */
export async function dialogoAbierto(page: Page, timeout = 2000): Promise<Locator | undefined> {
  const dialogo = page.locator('[role="dialog"]:visible, [role="alertdialog"]:visible').last();
  return (await dialogo.waitFor({ timeout }).then(() => true).catch(() => false)) ? dialogo : undefined;
}

/** Closes the dialog on top: Esc, else its Cancelar or Cerrar button. */
export async function cerrar(page: Page, dialogo: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  if (await dialogo.waitFor({ state: 'hidden', timeout: 1000 }).then(() => true).catch(() => false)) return;
  await dialogo.getByRole('button', { name: /^(Cancelar|Cerrar)$/ }).last().click();
  await dialogo.waitFor({ state: 'hidden' });
}

/** The menu's routes (the links of the main navigation, open or folded). */
export async function rutasDelMenu(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Principal' });
  await nav.waitFor();
  const hrefs = await nav.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return [...new Set(hrefs.filter((h) => h.startsWith('/')))];
}

async function abrir(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('h1').first().waitFor();
  // The page the area drew, not the header the server painted before it (marcos-pintados.ts).
  await page.waitForFunction(() => !document.querySelector('[data-marco-pintado]'));
  await quieta(page);
}

/**
 * A route and what its create, edit and other toolbar buttons open (dialogs or a row in edition).
 * A button that opened a dialog leaves the page as it found it once the dialog is closed, so the
 * next button runs on the same page; one that opened none (a row in edition) has the page loaded
 * again for the next.
 */
export async function escanearRuta(page: Page, revision: RevisionAxe, url: string, ruta: string): Promise<void> {
  await abrir(page, url);
  const titulo = (await page.locator('h1').first().textContent())?.trim() ?? ruta;
  await revision.escanear(`${ruta} (${titulo})`);
  await revision.comprobarSalto(ruta);

  const botones = page.locator('main .rc-toolbar button:not(.rc-button--danger)');
  // Exportar CSV only downloads a file: nothing to scan.
  const nombres = (await botones.allTextContents()).map((t) => t.trim()).filter((t) => t && t !== 'Exportar CSV');
  let comoAlCargar = true;
  for (const nombre of nombres) {
    if (!comoAlCargar) await abrir(page, url);
    comoAlCargar = true;
    // A row selected first, so that Editar and the like are enabled (selecting is not a toggle).
    const celda = page.locator('main [role="grid"] tbody td, main [role="treegrid"] tbody td').first();
    if (await celda.isVisible()) await celda.click();
    const boton = page.locator('main .rc-toolbar').getByRole('button', { name: nombre, exact: true }).first();
    if (!(await boton.isEnabled())) continue;
    await boton.click();
    const dialogo = await dialogoAbierto(page);
    await quieta(page);
    await revision.escanear(`${ruta}: ${nombre}${dialogo ? ' (diálogo)' : ''}`);
    if (dialogo) await cerrar(page, dialogo);
    else comoAlCargar = false;
  }
}

/** Every tab of the reservation dialog, then the dialogs its tabs open. */
export async function escanearReserva(page: Page, revision: RevisionAxe, url: string, reservaId: number): Promise<void> {
  await page.goto(url);
  const modal = page.getByRole('dialog', { name: `Reserva ${reservaId}` });
  const pestanas = modal.getByRole('tablist', { name: 'Secciones de la reserva' }).getByRole('tab');
  await pestanas.first().waitFor();
  for (const nombre of await pestanas.allTextContents()) {
    await modal.getByRole('tab', { name: nombre.trim(), exact: true }).click();
    await quieta(page);
    await revision.escanear(`Reserva ${reservaId}: ${nombre.trim()}`);
    for (const abre of ['Agregar cargo', 'Agregar pago', 'Agregar habitación']) {
      const boton = modal.getByRole('tabpanel').getByRole('button', { name: abre, exact: true });
      if (!(await boton.isVisible()) || !(await boton.isEnabled())) continue;
      await boton.click();
      const dialogo = page.getByRole('dialog', { name: abre });
      await dialogo.waitFor();
      await quieta(page);
      await revision.escanear(`Reserva ${reservaId}: ${abre}`);
      await cerrar(page, dialogo);
    }
  }
  await modal.getByRole('button', { name: 'Estado de cuenta' }).click();
  const cuenta = page.getByRole('dialog', { name: 'Estado de cuenta' });
  await cuenta.getByRole('article').waitFor();
  await quieta(page);
  await revision.escanear(`Reserva ${reservaId}: Estado de cuenta`);
  await cerrar(page, cuenta);
}

/** Fails the test, listing them, when any scan of `revision` found a critical or serious violation. */
export function fallarSiGraves(revision: RevisionAxe): void {
  const graves = revision.graves();
  if (graves) throw new Error(`axe-core found critical or serious violations (${revision.pantallas.length} scans):\n${graves}`);
}
