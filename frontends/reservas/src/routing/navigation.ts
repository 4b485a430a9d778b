import { navigateToUrl } from 'single-spa';

/** `/administracion/usuarios-autorizados/` and without the slash are the same page. */
export function currentPath(): string {
  const path = window.location.pathname.replace(/\/+$/, '');
  return path === '' ? '/' : path;
}

/** single-spa announces every navigation with popstate (also its own pushState). */
export function subscribeToPath(listener: () => void): () => void {
  window.addEventListener('popstate', listener);
  return () => window.removeEventListener('popstate', listener);
}

/**
 * Goes to `url`; `replace` keeps the history length. single-spa patches the history methods, so
 * either way every micro-frontend reroutes.
 */
export function navigate(url: string, { replace = false } = {}): void {
  if (replace) window.history.replaceState(window.history.state, '', url);
  else navigateToUrl(url);
}
