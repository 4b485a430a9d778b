import type { Page } from 'playwright-core';
import { apiFromPage, registrarHotelConfigurado } from './support/api-session';
import { usarProducto } from './support/producto';

/** What `listas` of @recepcion/session holds in the page (the same instance every area uses). */
// A string, so the test transform leaves `import()` alone: the page resolves it with its import map.
function enLaPagina<T>(page: Page, expresion: string): Promise<T> {
  return page.evaluate(`(async () => { const { listas, session } = await import('@recepcion/session'); return ${expresion}; })()`) as Promise<T>;
}

async function esperar(page: Page, condicion: string, timeout = 10_000): Promise<void> {
  const limite = Date.now() + timeout;
  while (!(await enLaPagina<boolean>(page, condicion))) {
    if (Date.now() > limite) throw new Error(`No se cumplió: ${condicion}`);
    await page.waitForTimeout(100);
  }
}

describe('live reference lists in the browser', () => {
  const { server, browser } = usarProducto();

  it('loads the lists once signed in, follows up events, and disconnects on logout', async () => {
    const page = await browser.newPage();
    await page.goto(server.url('/precios'));
    await registrarHotelConfigurado(page);
    await page.goto(server.url('/dashboard'));

    // openhotel answered: the three rooms of the setup, the hotel currency, the countries.
    await esperar(page, 'listas.cargadas()');
    expect(await enLaPagina(page, "listas.get('Habitaciones').map((h) => h.Nombre)")).toEqual(['1', '2', '3']);
    expect(await enLaPagina(page, "listas.get('HotelMonedas').map((m) => m.MonedaId)")).toEqual(['CLP']);
    expect(await enLaPagina<number>(page, "listas.get('Paises').length")).toBeGreaterThanOrEqual(16);
    expect(await enLaPagina(page, 'listas.estado()')).toBe('conectado');

    // A change made by anyone in the hotel reaches the list.
    const tipos = await apiFromPage<{ Id: number }[]>(page, 'GET', '/api/TiposHabitacion');
    const creada = await apiFromPage<{ Id: number }>(page, 'POST', '/api/Habitaciones', { Nombre: '201', TipoHabitacionId: tipos.body[0].Id });
    expect(creada.status).toBe(200);
    await esperar(page, "listas.get('Habitaciones').some((h) => h.Nombre === '201')");

    // Logout disconnects and forgets the lists.
    await enLaPagina(page, 'session.cerrar()');
    await esperar(page, "listas.estado() === 'detenido' && !listas.cargadas()");
    expect(page.errors).toEqual([]);
    await page.close();
  });
});
