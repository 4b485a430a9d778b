import { axe } from './support/axe';
import type { Locator, Page } from 'playwright-core';
import { nuevaCuenta, screenshot, unexpectedErrors } from './support/accounts';
import { apiFromPage, registrarHotelConfigurado } from './support/api-session';
import { dia, filaCalendario as fila } from './support/dias';
import { usarProducto } from './support/producto';

/** Presses Tab until `objetivo` has the focus (the page's own Tab order; dialogs keep it inside). */
async function tabularHasta(page: Page, objetivo: Locator, maximo = 80): Promise<void> {
  for (let i = 0; i < maximo; i++) {
    await page.keyboard.press('Tab');
    if (await objetivo.evaluate((el) => el === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`Tab no llegó a ${objetivo.toString()}`);
}

/** The element with the focus is `objetivo`. */
const enfocado = (objetivo: Locator) => objetivo.evaluate((el) => el === document.activeElement);

/** The critical and serious violations of WCAG 2.0–2.2 A/AA on the page as it is now, one line each. */
async function violacionesGraves(page: Page, pantalla: string): Promise<string[]> {
  const { violations } = await axe(page).analyze();
  return violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => `[${pantalla}] ${v.impact} ${v.id}: ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

describe('the calendar by keyboard only', () => {
  const { server, browser } = usarProducto();

  it('creates a reservation from cells, opens it, checks the guest in and closes it without a mouse; axe finds nothing critical or serious', async () => {
    const page = await browser.newPage();
    await page.goto(server.url('/precios'));
    await registrarHotelConfigurado(page, nuevaCuenta('teclado'));
    await apiFromPage(page, 'POST', '/api/Clientes', { Nombre: 'Inés Tecla', GiroId: 1, PaisId: 35, Ciudad: 'Chillán' });
    const graves: string[] = [];

    await page.goto(server.url('/reservas/calendario'));
    const grid = page.getByRole('grid', { name: 'Calendario de ocupación' });
    await grid.waitFor();
    await page.waitForFunction(() => !document.querySelector('[role="grid"][aria-busy="true"]'));
    graves.push(...(await violacionesGraves(page, 'calendario')));

    // The keys' help in the toolbar: opened with Enter, closed with Esc (the focus stays on its button).
    const ayuda = page.getByRole('button', { name: 'Atajos de teclado' });
    await tabularHasta(page, ayuda);
    await page.keyboard.press('Enter');
    const teclas = page.getByRole('region', { name: 'Atajos de teclado del calendario' });
    await teclas.waitFor();
    await expect(ayuda.getAttribute('aria-expanded')).resolves.toBe('true');
    graves.push(...(await violacionesGraves(page, 'calendario, atajos de teclado')));
    await page.keyboard.press('Escape');
    await teclas.waitFor({ state: 'hidden' });
    expect(await enfocado(ayuda)).toBe(true);

    // Into the grid (one Tab stop): today's cell of room 1. Room 2, today and tomorrow, then Enter: the wizard.
    await tabularHasta(page, grid);
    const activa = async () => page.locator(`[id="${await grid.getAttribute('aria-activedescendant')}"]`).getAttribute('aria-label');
    await expect(activa()).resolves.toMatch(/^Habitación 1, /);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Shift+ArrowRight');
    await expect(fila(page, '2').locator(`[data-dia="${dia(1)}"]`).getAttribute('aria-selected')).resolves.toBe('true');
    await page.keyboard.press('Enter');
    const wizard = page.getByRole('dialog', { name: 'Nueva reserva' });
    await wizard.waitFor();
    const cliente = wizard.getByRole('combobox', { name: 'Cliente' });
    await tabularHasta(page, cliente);
    await page.keyboard.type('Tecla');
    await wizard.getByRole('option', { name: 'Inés Tecla' }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(cliente.inputValue()).resolves.toBe('Inés Tecla');
    // Enter in a field submits the step: Siguiente.
    await page.keyboard.press('Enter');
    await wizard.getByText('Paso 2 de 2: Habitaciones').waitFor();
    await tabularHasta(page, wizard.getByLabel('Precio por noche habitación 2', { exact: true }));
    await page.keyboard.type('40000');
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Guardado con éxito' }).first().waitFor();
    await wizard.waitFor({ state: 'detached' });
    // Saved, it opens as the edit modal; Esc closes it and the grid has the focus again.
    const modal = page.getByRole('dialog', { name: /^Reserva \d+$/ });
    await modal.getByRole('tab', { name: 'General' }).waitFor();
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });
    const barra = fila(page, '2').locator('.cal-bar').filter({ hasText: 'Inés Tecla' });
    await barra.waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'grid');

    // The bar from its cell: Enter focuses it (the keyboard is still on room 2, tomorrow), Shift+F10 its menu.
    await expect(activa()).resolves.toMatch(/^Habitación 2, /);
    await page.keyboard.press('Enter');
    const boton = barra.locator('.cal-bar__body');
    expect(await enfocado(boton)).toBe(true);
    await page.getByRole('tooltip').filter({ hasText: 'Inés Tecla' }).waitFor();
    await page.keyboard.press('Shift+F10');
    const menu = page.getByRole('menu', { name: /^Reserva \d+$/ });
    await menu.waitFor();
    graves.push(...(await violacionesGraves(page, 'calendario, menú de la reserva')));
    await screenshot(page, 'teclado-menu');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await enfocado(boton)).toBe(true);

    // Enter on the bar opens the reservation; its Check-IN button checks the guest in (today is its arrival).
    await page.keyboard.press('Enter');
    await modal.getByRole('tab', { name: 'General' }).waitFor();
    graves.push(...(await violacionesGraves(page, 'reserva abierta desde el calendario')));
    const estado = modal.getByRole('toolbar', { name: 'Estado de la reserva' });
    await tabularHasta(page, estado.getByRole('button', { name: 'Check-IN', exact: true }));
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Guardado con éxito' }).first().waitFor();
    await estado.getByText('Check-IN', { exact: true }).and(estado.locator('strong')).waitFor();
    await screenshot(page, 'teclado-check-in');
    // Closed with Esc: the bar shows the new status, and the focus is back on it.
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });
    await fila(page, '2').locator('.cal-bar.cal-estado--check-in').waitFor();
    expect(await enfocado(boton)).toBe(true);
    graves.push(...(await violacionesGraves(page, 'calendario tras el check-in')));

    // M takes the bar: the arrows move it, one room per key however fast they come (the live region
    // says where), Enter asks, and it moves. Room 2 → 3 → 2 → 1.
    await page.keyboard.press('m');
    for (const tecla of ['ArrowDown', 'ArrowUp', 'ArrowUp']) await page.keyboard.press(tecla);
    await page.getByText(/^Mover la reserva de Inés Tecla: habitación 1, /).waitFor({ state: 'attached' });
    await screenshot(page, 'teclado-moviendo');
    graves.push(...(await violacionesGraves(page, 'calendario moviendo una reserva con el teclado')));
    await page.keyboard.press('Enter');
    const pregunta = page.getByRole('alertdialog', { name: 'Confirmar' });
    await pregunta.getByText(/¿Trasladar la reserva de Inés Tecla a la habitación 1, /).waitFor();
    await tabularHasta(page, pregunta.getByRole('button', { name: 'Aceptar' }));
    await page.keyboard.press('Enter');
    await fila(page, '1').locator('.cal-bar').filter({ hasText: 'Inés Tecla' }).waitFor();
    expect(await fila(page, '2').locator('.cal-bar').filter({ hasText: 'Inés Tecla' }).count()).toBe(0);
    await page.waitForFunction(() => document.activeElement?.closest('.cal-bar')?.textContent?.includes('Inés Tecla') === true);

    expect(graves).toEqual([]);
    expect(unexpectedErrors(page.errors)).toEqual([]);
  }, 180_000);
});
