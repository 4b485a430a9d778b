import { PRODUCTO_TITULO } from '@recepcion/contracts';
import { countResponses, launchBrowser, type TestBrowser } from './support/browser';
import { startProductServer, type ProductServer } from './support/product-server';

describe('public pages in the browser', () => {
  let server: ProductServer;
  let browser: TestBrowser;

  beforeAll(async () => {
    server = await startProductServer({ env: { PRODUCT_DOMAIN: 'hotel-e2e.test' } });
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('opens home with the product title and follows Precios without reloading React', async () => {
    const page = await browser.newPage();
    const reactLoads = countResponses(page, (url) => url.pathname === '/vendor/react.js');

    await page.goto(server.url('/'));
    await page.getByRole('heading', { level: 1, name: PRODUCTO_TITULO }).waitFor();
    expect(await page.title()).toBe(PRODUCTO_TITULO);

    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Precios' }).click();
    await page.getByRole('heading', { level: 1, name: 'Planes y precios' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/precios');
    expect(await page.title()).toBe(`Precios - ${server.productDomain}`);
    for (const plan of ['Básico', 'Profesional', 'Cadena']) {
      expect(await page.getByRole('heading', { level: 2, name: plan }).isVisible()).toBe(true);
    }

    expect(reactLoads()).toBe(1);
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('sends an unknown route to home', async () => {
    const page = await browser.newPage();
    await page.goto(server.url('/no-existe'));
    await page.waitForURL(server.url('/'));
    await page.getByRole('heading', { level: 1, name: PRODUCTO_TITULO }).waitFor();
    expect(await page.title()).toBe(PRODUCTO_TITULO);
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('turns an old hash-bang link into the real path', async () => {
    const page = await browser.newPage();
    await page.goto(server.url('/#!/precios'));
    await page.waitForURL(server.url('/precios'));
    await page.getByRole('heading', { level: 1, name: 'Planes y precios' }).waitFor();
    expect(await page.title()).toBe(`Precios - ${server.productDomain}`);
    expect(page.errors).toEqual([]);
    await page.close();
  });
});
