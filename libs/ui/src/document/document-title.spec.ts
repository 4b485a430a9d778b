import { PRODUCTO_TITULO } from '@recepcion/contracts';
import { pageTitle, productDomain, setPageTitle } from './document-title';

function setDomainMeta(content: string | null) {
  document.head.querySelector('meta[name="product-domain"]')?.remove();
  if (content === null) return;
  const meta = document.createElement('meta');
  meta.name = 'product-domain';
  meta.content = content;
  document.head.appendChild(meta);
}

describe('document title', () => {
  afterEach(() => setDomainMeta(null));

  it('uses the domain the server wrote into index.html', () => {
    setDomainMeta('hotel.example.cl');
    setPageTitle('Precios');
    expect(document.title).toBe('Precios - hotel.example.cl');
  });

  it('reads the unreplaced placeholder, or no meta at all, as recepcion.app', () => {
    setDomainMeta('__PRODUCT_DOMAIN__');
    expect(productDomain()).toBe('recepcion.app');
    setDomainMeta(null);
    expect(pageTitle('Precios')).toBe('Precios - recepcion.app');
  });

  it('gives home the fixed product title', () => {
    setPageTitle(null);
    expect(document.title).toBe(PRODUCTO_TITULO);
  });
});
