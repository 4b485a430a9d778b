import type { BrowserContext, Page } from 'playwright-core';
import type { ProductServer } from './product-server';
import { usarProducto } from './producto';

export const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

export type PaginaConErrores = Page & { errors: string[] };

/**
 * The run's product and a 390×844 phone (an iPhone's user agent, touch, es-CL) of the file's own,
 * closed after its tests. `pagina()` opens a page of it that records its uncaught errors.
 */
export function usarTelefono(): { server: ProductServer; pagina: () => Promise<PaginaConErrores> } {
  const { server, browser } = usarProducto();
  let telefono: BrowserContext;
  beforeAll(async () => {
    const chromium = browser.context.browser();
    if (!chromium) throw new Error('Sin navegador');
    telefono = await chromium.newContext({ viewport: { width: 390, height: 844 }, userAgent: IPHONE, isMobile: true, hasTouch: true, locale: 'es-CL' });
  });
  afterAll(async () => {
    await telefono?.close();
  });
  const pagina = async () => {
    const page = (await telefono.newPage()) as PaginaConErrores;
    page.errors = [];
    page.on('pageerror', (error) => page.errors.push(error.message));
    return page;
  };
  return { server, pagina };
}
