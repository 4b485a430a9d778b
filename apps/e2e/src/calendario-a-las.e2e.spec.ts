import type { Page } from 'playwright-core';
import { nuevaCuenta } from './support/accounts';
import { fallarSiGraves, quieta } from './support/accesibilidad';
import { apiFromPage, datosParaReservar, registrarHotelConfigurado, reservarDesdePagina } from './support/api-session';
import { RevisionAxe } from './support/axe';
import { dia, ddmmyyyy, filaCalendario as fila } from './support/dias';
import { usarProducto } from './support/producto';

/**
 * «A las» on the calendar at 1440×900: a past moment (before the hotel had any reservation) shows
 * an empty grid, read-only under its banner; «Volver a ahora» brings the bars back. axe clean both ways.
 */
describe('the calendar «A las» in the browser', () => {
  const { server, browser } = usarProducto();

  it('shows the hotel as it stood yesterday, read-only and marked, and goes back to now', async () => {
    const page: Page = await browser.newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(server.url('/precios'));
    await registrarHotelConfigurado(page, nuevaCuenta('a-las'));
    const datos = await datosParaReservar(page, { Nombre: 'María Muñoz', Ciudad: 'Valdivia' });
    await reservarDesdePagina(page, datos, 0, dia(0), dia(2), { NombreGrupo: 'De hoy' });

    await page.goto(server.url('/reservas/calendario'));
    await page.getByRole('grid', { name: 'Calendario de ocupación' }).waitFor();
    const barra = fila(page, '1').locator('.cal-bar').filter({ hasText: 'De hoy' });
    await barra.waitFor();
    const revision = new RevisionAxe(page);
    await quieta(page);
    await revision.escanear('calendario ahora con «A las»');

    // Yesterday, typed with the keyboard: the hotel had no reservation then.
    const campo = page.getByRole('textbox', { name: 'A las' });
    await campo.click();
    await campo.press('Control+a');
    await campo.pressSequentially(ddmmyyyy(dia(-1)).replace(/-/g, ''));
    await campo.press('Tab');
    const aviso = page.getByText(/^Vista al \d{2}-\d{2}-\d{4} \d{2}:\d{2} — solo lectura$/);
    await aviso.waitFor();
    await barra.waitFor({ state: 'detached' });
    expect(await page.getByRole('grid', { name: 'Calendario de ocupación' }).getAttribute('aria-readonly')).toBe('true');
    expect(await page.getByRole('button', { name: 'Nueva reserva' }).count()).toBe(0);
    await quieta(page);
    await revision.escanear('calendario «A las» ayer');

    await page.getByRole('button', { name: 'Volver a ahora' }).click();
    await barra.waitFor();
    await aviso.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Nueva reserva' }).waitFor();
    expect((await apiFromPage(page, 'GET', `/api/Calendario/${dia(0)}?aLas=${encodeURIComponent(new Date(Date.now() + 3_600_000).toISOString())}`)).status).toBe(400);
    fallarSiGraves(revision);
    await page.close();
  });
});
