import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PRODUCTO_TITULO } from '@recepcion/contracts';

describe('index.html template', () => {
  const html = readFileSync(path.join(__dirname, '../index.html'), 'utf8');
  const doc = new DOMParser().parseFromString(html, 'text/html');

  it('is Spanish and starts with the fixed product title', () => {
    expect(doc.documentElement.lang).toBe('es');
    expect(doc.title).toBe(PRODUCTO_TITULO);
  });

  it('leaves the product domain for the API server to fill in', () => {
    expect(doc.querySelector('meta[name="product-domain"]')?.getAttribute('content')).toBe('__PRODUCT_DOMAIN__');
  });

  it('paints the header\'s place before any script runs, hidden once the portal draws its navbar', () => {
    const arranque = doc.querySelector('body > .arranque');
    expect(arranque?.textContent).toBe('Recepción');
    expect(arranque?.getAttribute('aria-hidden')).toBe('true');
    expect(doc.querySelector('head style')?.textContent).toContain('body:has(.pt-navbar) .arranque { display: none; }');
  });

  it('has the places the build fills with the import map and the root config', () => {
    expect(html).toContain('<!-- import-map -->');
    expect(html).toContain('<!-- root-config -->');
  });
});
