import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator } from 'playwright-core';
import { bytesDe, countResponses, usarNavegador } from './support/browser';
import { screenshot } from './support/accounts';
import { WORKSPACE_ROOT } from './support/product-server';
import { startStaticServer, type StaticServer } from './support/static-server';

const WEB_DIST = path.join(WORKSPACE_ROOT, 'dist/web');

/** The built shell's import map (react, react-dom, @recepcion/ui...), reused for the test page. */
function importMap(): string {
  const index = readFileSync(path.join(WEB_DIST, 'index.html'), 'utf8');
  const map = /<script type="importmap">[\s\S]*?<\/script>/.exec(index);
  if (!map) throw new Error('dist/web/index.html has no import map: run `npm run build` first.');
  return map[0];
}

const pagina = () => `<!doctype html>
<html lang="es">
  <head>
    <meta charset="utf-8" />
    <title>Kit de interfaz</title>
    <link rel="icon" href="data:," />
    ${importMap()}
    <style>
      body { margin: 1.5rem; font-family: system-ui, sans-serif; background: #f5f7f9; color: #1d2733; }
      h1 { margin: 0 0 1rem; font-size: 1.4rem; }
      .kit-form { max-width: 24rem; }
    </style>
  </head>
  <body>
    <div id="raiz"></div>
    <script type="module" src="/ui-kit-page.mjs"></script>
  </body>
</html>`;

describe('ui kit in the browser', () => {
  // The kit's own page on a static server: no product server needed.
  const browser = usarNavegador();
  let server: StaticServer;

  beforeAll(async () => {
    server = await startStaticServer([WEB_DIST, path.join(__dirname, 'fixtures')], { '/ui-kit.html': pagina() });
  });

  afterAll(() => server?.stop());

  it('shows a Handsontable grid with formatted cells, one selected row, keyboard and CSV export', async () => {
    const page = await browser.newPage();
    const gridChunks = countResponses(page, (url) => /\/libs\/ui\/chunks\/hot-grid-/.test(url.pathname));
    await page.goto(server.url('/ui-kit.html'));
    const grid = page.locator('.rc-grid').filter({ has: page.locator('[aria-label="Habitaciones"]') });
    await grid.locator('.ht_master td', { hasText: '12.345,50' }).first().waitFor();
    expect(gridChunks()).toBe(1);

    // Headers, dates dd-MM-yyyy, money with cents (USD) and without (CLP).
    expect(await grid.locator('.ht_clone_top .colHeader').allTextContents()).toEqual(['Número', 'Tipo de habitación', 'Check-In', 'Moneda', 'Total']);
    const primeraFila = await grid.locator('.ht_master tbody tr').first().locator('td').allTextContents();
    expect(primeraFila).toEqual(['101', 'Doble matrimonial', '01-01-2026', 'USD', '12.345,50']);
    const segundaFila = await grid.locator('.ht_master tbody tr').nth(1).locator('td').allTextContents();
    expect(segundaFila[4]).toBe('24.691');
    expect(await grid.locator('.ht_master').getAttribute('dir')).not.toBe('rtl');

    // Click selects the row; arrows move it; Enter opens it; exactly one row is highlighted.
    const seleccion = page.getByLabel('Fila seleccionada');
    await grid.locator('.ht_master td', { hasText: 'Single' }).first().click();
    await tieneTexto(seleccion, '103');
    await page.keyboard.press('ArrowDown');
    await tieneTexto(seleccion, '104');
    expect(await grid.locator('.ht_master tbody tr').nth(3).locator('td.rc-grid__fila-actual').count()).toBe(5);
    expect(await grid.locator('.ht_master td.rc-grid__fila-actual').count()).toBe(5);
    await page.keyboard.press('Enter');
    await tieneTexto(page.getByLabel('Fila abierta'), '104');
    await grid.locator('.ht_master td', { hasText: '101' }).first().dblclick();
    await tieneTexto(page.getByLabel('Fila abierta'), '101');
    await page.mouse.click(5, 5);
    expect(await grid.locator('.ht_master td.rc-grid__fila-actual').count()).toBe(5);

    await page.getByRole('button', { name: 'Ir a la 110' }).click();
    await tieneTexto(seleccion, '110');
    await screenshot(page, 'ui-kit-grid');

    // CSV: UTF-8 with BOM, ';' separated, values as shown.
    const [descarga] = await Promise.all([page.waitForEvent('download'), grid.getByRole('button', { name: 'Exportar CSV' }).click()]);
    expect(descarga.suggestedFilename()).toBe('habitaciones.csv');
    const bytes = await bytesDe(descarga);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lineas = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lineas[0]).toBe('Número;Tipo de habitación;Check-In;Moneda;Total');
    expect(lineas[1]).toBe('101;Doble matrimonial;01-01-2026;USD;12.345,50');
    expect(lineas[2]).toBe('102;"Suite ""Pacífico""";02-01-2026;CLP;24.691');
    expect(lineas).toHaveLength(62);

    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('types numbers and dates the Chilean way and picks from the calendar and the autocomplete', async () => {
    const page = await browser.newPage();
    await page.goto(server.url('/ui-kit.html'));
    await page.getByRole('tab', { name: 'Campos' }).click();

    const valor = page.getByRole('textbox', { name: 'Valor' });
    await valor.fill('');
    await valor.pressSequentially('9876543,219');
    expect(await valor.inputValue()).toBe('9.876.543,21');
    await tieneTexto(page.getByLabel('Valor elegido'), '9876543.21');

    await page.getByRole('button', { name: 'Abrir calendario: Check-In' }).click();
    const calendario = page.getByRole('dialog', { name: 'Elegir fecha: Check-In' });
    await calendario.getByRole('heading', { name: 'enero de 2026' }).waitFor();
    expect(await calendario.getByRole('button', { name: 'jueves 1 de enero de 2026' }).isDisabled()).toBe(true);
    await page.keyboard.press('ArrowRight');
    await screenshot(page, 'ui-kit-calendario');
    await page.keyboard.press('Enter');
    expect(await page.getByRole('textbox', { name: 'Check-In' }).inputValue()).toBe('06-01-2026');
    await tieneTexto(page.getByLabel('Fecha elegida'), '2026-01-06');

    const cliente = page.getByRole('combobox', { name: 'Cliente' });
    await cliente.pressSequentially('pere');
    await page.getByRole('option', { name: 'Agencia Pérez Viajes' }).waitFor();
    expect(await page.getByRole('option').allTextContents()).toEqual(['José Pérez', 'Agencia Pérez Viajes']);
    await screenshot(page, 'ui-kit-autocomplete');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await tieneTexto(page.getByLabel('Cliente elegido'), 'Agencia Pérez Viajes');

    expect(page.errors).toEqual([]);
    await page.close();
  });

  // Inline row editing (TablaEnLinea) is tested on the real configuration pages (maestros.e2e.spec.ts).
  it('edits a price in an editable grid as shown, and reads it back the Chilean way', async () => {
    const page = await browser.newPage();
    await page.goto(server.url('/ui-kit.html'));
    await page.getByRole('tab', { name: 'Edición en línea' }).click();
    // An editable grid: numbers are edited as shown and read back the Chilean way.
    const tarifas = page.locator('.rc-grid').filter({ has: page.locator('[aria-label="Tarifas"]') });
    await tarifas.locator('.ht_master td', { hasText: '8.500,00' }).click();
    await page.keyboard.press('Enter');
    const editor = page.locator('textarea.handsontableInput');
    await editor.waitFor();
    expect(await editor.inputValue()).toBe('8.500');
    await editor.fill('9.990,5');
    await page.keyboard.press('Enter');
    await tarifas.locator('.ht_master td', { hasText: '9.990,50' }).waitFor();
    await screenshot(page, 'ui-kit-grid-editable');

    expect(page.errors).toEqual([]);
    await page.close();
  });
});

/** Waits until the element's text is `texto` (Playwright's expect is not jest's). */
async function tieneTexto(locator: Locator, texto: string): Promise<void> {
  await locator.filter({ hasText: new RegExp(`^${texto.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }).waitFor({ timeout: 5000 });
}
