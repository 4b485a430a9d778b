import { checkActivityFunctions, navigateToUrl } from 'single-spa';

const listeners = new Set<() => void>();

/** `/administracion/usuarios-autorizados/` and without the slash are the same page. */
export function currentPath(): string {
  const path = window.location.pathname.replace(/\/+$/, '');
  return path === '' ? '/' : path;
}

/** Subscribes to path changes: our navigations and the browser's back/forward (single-spa announces each with popstate). */
export function subscribeToPath(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

/**
 * Goes to `url` without reloading the page: through single-spa (which reroutes every
 * micro-frontend), or replacing the current history entry (`replace` keeps the history length).
 */
export function navigate(url: string, { replace = false } = {}): void {
  if (replace) window.history.replaceState(window.history.state, '', url);
  else navigateToUrl(url);
  // single-spa announces the change with popstate once started; tell our own subscribers anyway.
  listeners.forEach((listener) => listener());
}

/** Whether another micro-frontend of the layout owns the current location (`/reservas/...`). */
export function ownedByAnotherApplication(ownName: string | undefined): boolean {
  return checkActivityFunctions(window.location).some((name) => name !== ownName);
}
