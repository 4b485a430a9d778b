import { ingresar, loginWorks, salir, screenshot, unexpectedErrors } from './support/accounts';
import { launchBrowser, type TestBrowser } from './support/browser';
import { startProductServer, type ProductServer } from './support/product-server';

const OPERADOR = { email: 'operador@recepcion.app', password: 'operador1234', nombre: 'Operador Recepción' };
const DEMO = { email: 'demo@recepcion.app', password: 'demo1234', nombre: 'Recepción Demo' };
const HOTEL_DEMO = 'Hotel Demo Valparaíso';

describe('the root area in the browser', () => {
  const servers: ProductServer[] = [];
  let server: ProductServer;
  let browser: TestBrowser;

  beforeAll(async () => {
    server = await startProductServer();
    servers.push(server);
    // The demo logins exist only on an empty database: a shared one (DATABASE_URL) may lack them,
    // and there is no API to create operators, so use a server of our own then.
    if (!(await loginWorks(server.baseUrl, OPERADOR.email, OPERADOR.password))) {
      server = await startProductServer({ env: { DATABASE_URL: '' } });
      servers.push(server);
    }
    browser = await launchBrowser();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    for (const running of servers) await running.stop();
  });

  // One browser profile for every test: each starts signed out.
  beforeEach(() => browser.context.clearCookies());

  it('is in the menu of an operator', async () => {
    const page = await browser.newPage();
    await page.goto(server.url('/'));
    await ingresar(page, OPERADOR.email, OPERADOR.password);
    await page.waitForURL(server.url('/reservas/calendario'));
    await page.getByRole('dialog', { name: 'Inicio' }).getByRole('button', { name: 'Ir al calendario' }).click();

    const nav = page.getByRole('navigation', { name: 'Principal' });
    await nav.getByRole('button', { name: 'Root' }).click();
    await screenshot(page, 'navbar-operador-root');
    await nav.getByRole('link', { name: 'Datos del servidor' }).click();
    await page.waitForURL(server.url('/root/Datos'));
    await page.getByRole('heading', { level: 1, name: 'Datos del servidor' }).waitFor();

    // Mobile width: the areas fold under "Menú".
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Menú' }).click();
    await nav.getByRole('button', { name: 'Reservas' }).click();
    await screenshot(page, 'navbar-mobile-open');
    await page.getByRole('button', { name: 'Menú' }).click();
    await screenshot(page, 'navbar-mobile');
    await page.setViewportSize({ width: 1280, height: 800 });

    await salir(page, { hotel: HOTEL_DEMO, nombre: OPERADOR.nombre });
    expect(unexpectedErrors(page.errors)).toEqual([]);
    await page.close();
  });

  it('is not in the menu of a hotel user, and its pages send them to the dashboard', async () => {
    const page = await browser.newPage();
    await page.goto(server.url('/'));
    await ingresar(page, DEMO.email, DEMO.password);
    await page.waitForURL(server.url('/reservas/calendario'));
    await page.getByRole('dialog', { name: 'Inicio' }).getByRole('button', { name: 'Ir al calendario' }).click();

    const nav = page.getByRole('navigation', { name: 'Principal' });
    await nav.getByRole('button', { name: 'Reservas' }).waitFor();
    expect(await nav.getByRole('button', { name: 'Root' }).count()).toBe(0);

    await page.goto(server.url('/root/Datos'));
    await page.waitForURL(server.url('/dashboard'));
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();

    await salir(page, { hotel: HOTEL_DEMO, nombre: DEMO.nombre });
    expect(unexpectedErrors(page.errors)).toEqual([]);
    await page.close();
  });
});
