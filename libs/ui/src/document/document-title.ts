import { PRODUCTO_TITULO } from '@recepcion/contracts';

export const DOMINIO_POR_DEFECTO = 'recepcion.app';
const PLACEHOLDER = '__PRODUCT_DOMAIN__';

/**
 * The product's domain, from `<meta name="product-domain">`: the API server writes the real one
 * into index.html; a plain static server leaves the placeholder, read as the default domain.
 */
export function productDomain(doc: Document = document): string {
  const content = doc.querySelector('meta[name="product-domain"]')?.getAttribute('content')?.trim();
  return !content || content === PLACEHOLDER ? DOMINIO_POR_DEFECTO : content;
}

/** `Precios - recepcion.app`: a page title followed by the product's domain. */
export function pageTitle(title: string, doc: Document = document): string {
  return `${title} - ${productDomain(doc)}`;
}

/** Sets the document title for a page; without a title, the fixed product title (home). */
export function setPageTitle(title?: string | null, doc: Document = document): void {
  doc.title = title ? pageTitle(title, doc) : PRODUCTO_TITULO;
}
