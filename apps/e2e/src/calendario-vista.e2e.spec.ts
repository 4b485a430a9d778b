import type { Locator, Page } from 'playwright-core';
import { nuevaCuenta, screenshot, unexpectedErrors } from './support/accounts';
import { apiFromPage, registrarHotelConfigurado } from './support/api-session';
import { usarProducto } from './support/producto';
import { dia, filaCalendario as fila } from './support/dias';

/**
 * Hovers `barra` until the tooltip naming `texto` shows, and answers it. A scroll of the grid closes
 * the tooltip (it is placed by the viewport), and a pointer already resting on the bar opens it
 * again only by entering it anew: so each try moves the pointer off the bar first.
 */
async function tooltipDe(page: Page, barra: Locator, texto: string): Promise<Locator> {
  const tooltip = page.getByRole('tooltip').filter({ hasText: texto });
  for (let intento = 1; ; intento++) {
    await page.mouse.move(0, 0);
    await barra.hover();
    const visto = await tooltip.waitFor({ timeout: 5_000 }).then(
      () => true,
      (error: unknown) => {
        if (intento === 4) throw error;
        return false;
      },
    );
    if (visto) return tooltip;
  }
}

describe('reading the calendar', () => {
  const { server, browser } = usarProducto();

  it('draws the tooltip above the neighbouring bars, keeps names readable in the month view and leaves Anulado out of the legend; Esc closes the account statement', async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(server.url('/precios'));
    await registrarHotelConfigurado(page, nuevaCuenta('vista'));
    const habitaciones = (await apiFromPage<{ Id: number }[]>(page, 'GET', '/api/Habitaciones')).body;
    const [impuesto] = (await apiFromPage<{ Id: number }[]>(page, 'GET', '/api/TipoImpuestos')).body;
    for (const [i, nombre] of ['Francisca Aránguiz Solar', 'Bernardo Ojeda'].entries()) {
      const cliente = (await apiFromPage<{ Id: number }>(page, 'POST', '/api/Clientes', { Nombre: nombre, GiroId: 1, PaisId: 35, Ciudad: 'Castro' })).body;
      const creada = await apiFromPage(page, 'POST', '/api/ReservasB', {
        CheckIn: dia(1),
        CheckOut: dia(4),
        ClienteId: cliente.Id,
        FormaPagoId: 1,
        MonedaId: 'CLP',
        TipoImpuestoId: impuesto.Id,
        NombreGrupo: 'Congreso de Salmonicultura',
        Habitaciones: [{ HabitacionId: habitaciones[i].Id, CheckIn: dia(1), CheckOut: dia(4), CantidadPasajero: 2, AlojamientoPrecioUnitario: 30000 }],
      });
      expect(creada.status).toBe(200);
    }

    await page.goto(server.url('/reservas/calendario'));
    const arriba = fila(page, '1').locator('.cal-bar');
    await arriba.waitFor();
    await fila(page, '2').locator('.cal-bar').waitFor();
    const tooltip = await tooltipDe(page, arriba, 'Francisca Aránguiz Solar');
    await screenshot(page, 'vista-tooltip');
    // The tooltip opens over room 2's bar: what is drawn at its middle is the tooltip
    // (pointer-events: none keeps it out of elementFromPoint, so it takes them while asked).
    const abajo = await fila(page, '2').locator('.cal-bar').boundingBox();
    const caja = await tooltip.boundingBox();
    if (!abajo || !caja) throw new Error('Sin cajas');
    const x = Math.min(Math.max(abajo.x + abajo.width / 2, caja.x + 10), caja.x + caja.width - 10);
    const y = abajo.y + abajo.height / 2;
    expect(y).toBeGreaterThan(caja.y);
    const pintado = await tooltip.evaluate(
      (el, punto) => {
        (el as HTMLElement).style.pointerEvents = 'auto';
        const encima = document.elementFromPoint(punto.x, punto.y);
        (el as HTMLElement).style.pointerEvents = '';
        return Boolean(encima && (encima === el || el.contains(encima)));
      },
      { x, y },
    );
    expect(pintado).toBe(true);

    // The month view: the short name, whole, and the full one in the tooltip.
    await page.mouse.move(0, 0);
    await page.getByRole('button', { name: 'Mes', exact: true }).click();
    // The month's window read: while it is, the grid shows the week's data (aria-busy), and its
    // arrival redraws the bars under the pointer.
    await page.locator('.cal-grid--compacta:not([aria-busy="true"])').waitFor();
    const texto = fila(page, '1').locator('.cal-bar__text');
    await expect(texto.textContent()).resolves.toBe('F. Aránguiz');
    expect(await texto.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await expect(fila(page, '2').locator('.cal-bar__text').textContent()).resolves.toBe('B. Ojeda');
    await tooltipDe(page, fila(page, '1').locator('.cal-bar'), 'Francisca Aránguiz Solar');
    await screenshot(page, 'vista-mes');

    // Cancelled reservations are not drawn, so the legend does not list them.
    const leyenda = page.getByRole('list', { name: 'Estados de reserva' });
    await expect(leyenda.textContent()).resolves.not.toContain('Anulado');
    await expect(leyenda.textContent()).resolves.toContain('Check-OUT');

    // Esc closes the account statement opened from the context menu, like the other dialogs.
    await page.keyboard.press('Escape');
    await fila(page, '1').locator('.cal-bar__body').click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Estado de cuenta' }).click();
    const estado = page.getByRole('dialog', { name: /Estado de cuenta/ });
    await estado.waitFor();
    await page.keyboard.press('Escape');
    await estado.waitFor({ state: 'detached' });

    expect(unexpectedErrors(page.errors)).toEqual([]);
  }, 120_000);
});
