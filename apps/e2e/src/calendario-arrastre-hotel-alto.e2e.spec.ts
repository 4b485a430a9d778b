import type { Page } from 'playwright-core';
import { nuevaCuenta, screenshot, unexpectedErrors } from './support/accounts';
import { apiFromPage, datosParaReservar, reservarDesdePagina } from './support/api-session';
import { usarProducto } from './support/producto';
import { celdaCalendario, ddmmyyyy, dia, filaCalendario as fila } from './support/dias';

/**
 * In a hotel taller than the screen, the mouse-down that starts a selection
 * focused the grid, and the focus scrolled the page (about 121 px): the pointer was then over
 * another room, and a sideways drag on one room selected five. The page and the grid's box must
 * stay where they are during the gesture, and the selection be the cells dragged over.
 */

/** Registers and configures a hotel of `habitaciones` rooms from the page (signed in afterwards). */
async function hotelDe(page: Page, habitaciones: number) {
  const cuenta = nuevaCuenta('hotel-alto');
  const registro = await apiFromPage<{ hotel_id: number }>(page, 'POST', '/api/Cuenta/Register', { nombre: cuenta.nombre, email: cuenta.email, password: cuenta.password, nombreHotel: cuenta.hotel, paisId: 35 });
  expect(registro.status).toBe(200);
  const configurar = await apiFromPage(page, 'POST', '/api/Cuenta/Configurar', { hotelId: registro.body.hotel_id, impuestoNombre: 'IVA (19)', impuestoPorcentaje: 19, monedaId: 'CLP', habitaciones });
  expect(configurar.status).toBe(200);
  const cliente = await apiFromPage(page, 'POST', '/api/Clientes', { Nombre: 'Elena Alto', GiroId: 1, PaisId: 35, Ciudad: 'Osorno' });
  expect(cliente.status).toBe(200);
  return (await apiFromPage<{ Id: number; Nombre: string }[]>(page, 'GET', '/api/Habitaciones')).body;
}


/** The page's and the grid box's scroll positions. */
const posiciones = (page: Page) =>
  page.evaluate(() => ({ pagina: Math.round(window.scrollY), caja: Math.round(document.querySelector('.cal-scroll')?.scrollTop ?? 0) }));

/** Two frames: what a scroll or a focus set off has been drawn. */
const dosCuadros = (page: Page) => page.evaluate(() => new Promise((listo) => requestAnimationFrame(() => requestAnimationFrame(listo))));

interface Gesto {
  /** The room dragged on. */
  habitacion: string;
  /** How far the page and the grid's box moved from mouse-down to mouse-up (px). */
  saltoPagina: number;
  saltoCaja: number;
  /** The selected cells, as `room day`. */
  elegidas: string[];
  /** The grid has the focus afterwards (for the keyboard). */
  enfocada: boolean;
}

/**
 * Scrolls the page to `pagina` (its top or its end) and the grid's box so that room `habitacion`
 * sits in its middle, or (`borde`, the page at its top) so that only the top 14 px of the room's
 * row show at the bottom of what is in view; then drags with the mouse from that room's cell of
 * tomorrow two days sideways.
 */
async function arrastrarDeLado(page: Page, habitacion: string, pagina: 'arriba' | 'abajo' | 'borde'): Promise<Gesto> {
  // Only the rows in view are drawn: first near the room (34 px a row), then on its row.
  const caja = page.locator('.cal-scroll');
  await caja.evaluate((el, n) => (el.scrollTop = n * 34 - el.clientHeight / 2), Number(habitacion));
  await fila(page, habitacion).waitFor();
  const borde = await page.evaluate(
    ({ habitacion, pagina }) => {
      const caja = document.querySelector<HTMLElement>('.cal-scroll');
      const filaEl = document.querySelector<HTMLElement>(`.cal-row[data-habitacion="${habitacion}"]`);
      if (!caja || !filaEl) throw new Error('Sin caja o fila');
      window.scrollTo(0, pagina === 'abajo' ? document.documentElement.scrollHeight : 0);
      const arriba = filaEl.getBoundingClientRect().top - caja.getBoundingClientRect().top + caja.scrollTop;
      caja.scrollTop = arriba - caja.clientHeight / 2;
      // The bottom of what shows of the box: the viewport's or the box's (above its scrollbar).
      const abajo = Math.min(window.innerHeight, caja.getBoundingClientRect().top + caja.clientTop + caja.clientHeight);
      if (pagina === 'borde') caja.scrollTop += filaEl.getBoundingClientRect().top - (abajo - 14);
      return abajo;
    },
    { habitacion, pagina },
  );
  await dosCuadros(page);
  // At the edge, the room whose row shows there (the box of a short hotel may not scroll far enough to bring the given one).
  const usada =
    pagina === 'borde'
      ? await page.evaluate(
          ({ y, iso }) => {
            const x = document.querySelector(`[role="gridcell"][data-dia="${iso}"]`)?.getBoundingClientRect();
            const bajo = x && document.elementFromPoint(x.left + x.width / 2, y);
            return bajo?.closest('.cal-row')?.getAttribute('data-habitacion') ?? '';
          },
          { y: borde - 7, iso: dia(1) },
        )
      : habitacion;
  expect(usada).not.toBe('');
  const desde = celdaCalendario(page, usada, dia(1));
  await desde.waitFor();
  const a = await desde.boundingBox();
  if (!a) throw new Error('Sin caja para arrastrar');
  // The pointer on the cell, where it shows: all of it, or a strip at the bottom edge.
  const y = pagina === 'borde' ? borde - 7 : a.y + a.height / 2;
  expect(a.y).toBeGreaterThan(0);
  expect(y).toBeGreaterThan(a.y + 2);
  expect(y).toBeLessThan(Math.min(a.y + a.height, borde) - 2);
  const antes = await posiciones(page);
  await page.mouse.move(a.x + a.width / 2, y);
  await page.mouse.down();
  await dosCuadros(page);
  // Sideways, two days: the pointer's height on the screen does not change.
  await page.mouse.move(a.x + a.width / 2 + 8, y, { steps: 2 });
  await page.mouse.move(a.x + a.width * 2.5, y, { steps: 8 });
  await page.mouse.up();
  await dosCuadros(page);
  const despues = await posiciones(page);
  const elegidas = await page
    .locator('[role="gridcell"][aria-selected="true"]')
    .evaluateAll((celdas) => celdas.map((c) => `${c.closest('.cal-row')?.getAttribute('data-habitacion')} ${c.getAttribute('data-dia')}`));
  const enfocada = await page.evaluate(() => document.activeElement?.getAttribute('role') === 'grid');
  return { habitacion: usada, saltoPagina: despues.pagina - antes.pagina, saltoCaja: despues.caja - antes.caja, elegidas, enfocada };
}

/**
 * «Nueva reserva» opens the wizard for the selection: answers the rooms in its address and, once
 * past its first step, its room lines (the room of each); then closes it.
 */
async function habitacionesDelWizard(page: Page): Promise<{ direccion: number; lineas: string[] }> {
  await page.getByRole('button', { name: 'Nueva reserva' }).click();
  const wizard = page.getByRole('dialog', { name: 'Nueva reserva' });
  await wizard.getByText('Paso 1 de 2: Datos generales').waitFor();
  const direccion = (new URL(page.url()).searchParams.get('habitaciones') ?? '').split(',').filter(Boolean).length;
  await wizard.getByRole('combobox', { name: 'Cliente' }).fill('Elena');
  await wizard.getByRole('option', { name: 'Elena Alto' }).click();
  await wizard.getByRole('button', { name: 'Siguiente' }).click();
  await wizard.getByText('Paso 2 de 2: Habitaciones').waitFor();
  const lineas = await wizard
    .getByRole('combobox', { name: /^Habitación línea \d+$/ })
    .evaluateAll((selects) => selects.map((s) => (s as HTMLSelectElement).selectedOptions[0]?.textContent?.trim() ?? ''));
  await wizard.getByRole('button', { name: 'Cerrar' }).click();
  await wizard.waitFor({ state: 'detached' });
  return { direccion, lineas };
}

/**
 * After a drag (the grid has the focus), a click on room `habitacion`'s reservation opens it and
 * «Cerrar» closes it: answers how far the page and the grid's box moved meanwhile (the dialog
 * gives the focus back to the grid).
 */
async function abrirYCerrarReserva(page: Page, habitacion: string): Promise<{ pagina: number; caja: number }> {
  const barra = fila(page, habitacion).locator('.cal-bar').first();
  const caja = await barra.boundingBox();
  if (!caja) throw new Error('Sin barra');
  const antes = await posiciones(page);
  await page.mouse.click(caja.x + Math.min(30, caja.width / 2), caja.y + caja.height / 2);
  const modal = page.getByRole('dialog', { name: /^Reserva \d+$/ });
  await modal.waitFor();
  await modal.getByRole('button', { name: 'Cerrar' }).first().click();
  await modal.waitFor({ state: 'detached' });
  await dosCuadros(page);
  const despues = await posiciones(page);
  return { pagina: despues.pagina - antes.pagina, caja: despues.caja - antes.caja };
}

describe('dragging across the cells of a hotel taller than the screen', () => {
  const { server, browser } = usarProducto();

  for (const [habitaciones, media] of [
    [24, '12'],
    [80, '40'],
  ] as const) {
    it(`selects only the dragged cells of room ${media} of ${habitaciones}, without scrolling the page, at 1366×768 and 1920×1080`, async () => {
      const page = await browser.newPage();
      await page.goto(server.url('/precios'));
      const lista = await hotelDe(page, habitaciones);
      expect(lista).toHaveLength(habitaciones);
      const enMedio = lista.findIndex((h) => h.Nombre === media);
      expect(enMedio).toBeGreaterThanOrEqual(0);
      // A reservation of the room after the dragged nights, to open with a click.
      await reservarDesdePagina(page, await datosParaReservar(page, { Nombre: 'Pablo Medio', Ciudad: 'Osorno' }), enMedio, dia(5), dia(7));

      const saltosAlCerrar: Record<string, { pagina: number; caja: number }> = {};
      const resultados: Record<string, Gesto & { wizard: { direccion: number; lineas: string[] } }> = {};
      for (const [ancho, alto] of [
        [1366, 768],
        [1920, 1080],
      ] as const) {
        await page.setViewportSize({ width: ancho, height: alto });
        await page.goto(server.url('/reservas/calendario'));
        await fila(page, '1').waitFor();
        await page.waitForFunction(() => !document.querySelector('[role="grid"][aria-busy="true"]'));
        // The page is taller than the screen: it scrolls.
        expect(await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight)).toBe(true);
        for (const pagina of ['arriba', 'abajo', 'borde'] as const) {
          const gesto = await arrastrarDeLado(page, media, pagina);
          if (pagina === 'arriba') {
            await screenshot(page, `arrastre-hotel-alto-${habitaciones}-${ancho}x${alto}`);
            // Opening and closing a reservation with the mouse does not move the grid under the pointer either.
            saltosAlCerrar[`${ancho}x${alto}`] = await abrirYCerrarReserva(page, media);
          }
          // The selection opens the wizard with that one room.
          resultados[`${ancho}x${alto} ${pagina}`] = { ...gesto, wizard: await habitacionesDelWizard(page) };
        }
      }
      // All the gestures at once, so that a failure shows each one's jump, selection and wizard.
      const esperado = (h: string) => ({
        habitacion: h,
        saltoPagina: 0,
        saltoCaja: 0,
        elegidas: [dia(1), dia(2), dia(3)].map((d) => `${h} ${d}`),
        enfocada: true,
        wizard: { direccion: 1, lineas: [h] },
      });
      expect(resultados).toEqual(Object.fromEntries(Object.entries(resultados).map(([k, r]) => [k, esperado(k.endsWith('borde') ? r.habitacion : media)])));
      expect(saltosAlCerrar).toEqual({ '1366x768': { pagina: 0, caja: 0 }, '1920x1080': { pagina: 0, caja: 0 } });
      // The keyboard still works from the cell the mouse chose: the grid focused, Right moves on a day.
      const grid = page.getByRole('grid', { name: 'Calendario de ocupación' });
      await grid.focus();
      await page.keyboard.press('ArrowRight');
      const activa = page.locator(`[id="${await grid.getAttribute('aria-activedescendant')}"]`);
      await expect(activa.getAttribute('aria-label')).resolves.toBe(`Habitación ${resultados['1920x1080 borde'].habitacion}, ${ddmmyyyy(dia(4))}`);

      expect(unexpectedErrors(page.errors)).toEqual([]);
    }, 180_000);
  }
});

describe('dragging a reservation to a room far below, in a hotel of 80 rooms', () => {
  const { server, browser } = usarProducto();

  it('held at the bottom edge, the grid scrolls until the bottom rooms, and the move goes to the room under the pointer', async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(server.url('/precios'));
    const lista = await hotelDe(page, 80);
    const tercera = lista.findIndex((h) => h.Nombre === '3');
    const id = await reservarDesdePagina(page, await datosParaReservar(page, { Nombre: 'Ana Arriba', Ciudad: 'Osorno' }), tercera, dia(1), dia(3));
    await page.goto(server.url('/reservas/calendario'));
    await fila(page, '3').locator('.cal-bar').first().waitFor();
    await page.waitForFunction(() => !document.querySelector('[role="grid"][aria-busy="true"]'));

    const barra = await fila(page, '3').locator('.cal-bar').first().boundingBox();
    const caja = page.locator('.cal-scroll');
    const borde = await caja.evaluate((el) => Math.min(window.innerHeight, el.getBoundingClientRect().top + el.clientTop + el.clientHeight));
    if (!barra) throw new Error('Sin barra');
    const x = barra.x + Math.min(20, barra.width / 2);
    await page.mouse.move(x, barra.y + barra.height / 2);
    await page.mouse.down();
    // Down to 10 px above the box's visible bottom, and held there: no wheel, no more movement.
    await page.mouse.move(x, borde - 10, { steps: 12 });
    await page.waitForFunction(() => {
      const el = document.querySelector('.cal-scroll');
      return !!el && el.scrollTop + el.clientHeight >= el.scrollHeight - 2;
    });
    // Out of the edge's band, over one of the last rooms, and let go.
    await page.mouse.move(x, borde - 120, { steps: 4 });
    const destino = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('.cal-row')?.getAttribute('data-habitacion') ?? '', { x, y: borde - 120 });
    expect(Number(destino)).toBeGreaterThanOrEqual(70);
    await page.mouse.up();
    const pregunta = page.getByRole('alertdialog');
    await pregunta.getByText(`habitación ${destino},`, { exact: false }).waitFor();
    await screenshot(page, 'arrastre-hotel-80-al-fondo');
    await pregunta.getByRole('button', { name: 'Aceptar' }).click();
    await page.getByText('Guardado con éxito').first().waitFor();
    const reserva = (await apiFromPage<{ Habitaciones: { HabitacionId: number }[] }>(page, 'GET', `/api/ReservasB/${id}`)).body;
    expect(reserva.Habitaciones.map((l) => lista.find((h) => h.Id === l.HabitacionId)?.Nombre)).toEqual([destino]);
    expect(unexpectedErrors(page.errors)).toEqual([]);
  }, 120_000);
});

describe('dragging a reservation to the last room, when the grid goes on below the window', () => {
  const { server, browser } = usarProducto();

  it('at 1440×900 with 24 rooms, held at the window’s bottom edge, the page and then the grid scroll until the last room shows, the move goes there, and its menu opens upwards in view', async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(server.url('/precios'));
    const lista = await hotelDe(page, 24);
    const cuarta = lista.findIndex((h) => h.Nombre === '4');
    const id = await reservarDesdePagina(page, await datosParaReservar(page, { Nombre: 'Juan Muñoz', Ciudad: 'Osorno' }), cuarta, dia(1), dia(3));
    await page.goto(server.url('/reservas/calendario'));
    await fila(page, '4').locator('.cal-bar').first().waitFor();
    await page.waitForFunction(() => !document.querySelector('[role="grid"][aria-busy="true"]'));
    // The page at its top: the grid's box goes on below the window (its last rooms out of view).
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.locator('.cal-scroll').evaluate((el) => el.getBoundingClientRect().bottom)).toBeGreaterThan(900);

    const barra = await fila(page, '4').locator('.cal-bar').first().boundingBox();
    if (!barra) throw new Error('Sin barra');
    const x = barra.x + Math.min(20, barra.width / 2);
    await page.mouse.move(x, barra.y + barra.height / 2);
    await page.mouse.down();
    await page.mouse.move(x, 890, { steps: 12 });
    // Held: the last room's row comes fully into the window.
    await page.waitForFunction(() => {
      const ultima = document.querySelector('.cal-row[data-habitacion="24"]');
      return !!ultima && ultima.getBoundingClientRect().bottom <= window.innerHeight;
    });
    const ultima = await fila(page, '24').boundingBox();
    if (!ultima) throw new Error('Sin la habitación 24');
    await page.mouse.move(x, ultima.y + ultima.height / 2, { steps: 3 });
    await page.mouse.up();
    const pregunta = page.getByRole('alertdialog');
    await pregunta.getByText('habitación 24,', { exact: false }).waitFor();
    await pregunta.getByRole('button', { name: 'Aceptar' }).click();
    await page.getByText('Guardado con éxito').first().waitFor();
    const reserva = (await apiFromPage<{ Habitaciones: { HabitacionId: number }[] }>(page, 'GET', `/api/ReservasB/${id}`)).body;
    expect(reserva.Habitaciones.map((l) => lista.find((h) => h.Id === l.HabitacionId)?.Nombre)).toEqual(['24']);

    // Its context menu, opened on the bar near the window's bottom, opens upwards: every option in view.
    const bar = fila(page, '24').locator('.cal-bar').first();
    const caja = await bar.boundingBox();
    if (!caja) throw new Error('Sin barra');
    expect(caja.y).toBeGreaterThan(900 - 150);
    await page.mouse.click(caja.x + 10, caja.y + caja.height / 2, { button: 'right' });
    const menu = page.getByRole('menu', { name: `Reserva ${id}` });
    await menu.waitFor();
    const abierto = await menu.boundingBox();
    expect(abierto && abierto.y >= 0 && abierto.y + abierto.height <= 900).toBe(true);
    await menu.getByRole('menuitem', { name: 'Estado de cuenta' }).click();
    await page.getByRole('dialog', { name: 'Estado de cuenta' }).waitFor();
    expect(unexpectedErrors(page.errors)).toEqual([]);
  }, 120_000);
});
