import { COOKIES_DE_UI, MENSAJE_SESION_EXPIRADA } from '@recepcion/contracts';
import { clearCookie, setCookie } from './cookies';

/** Cookies the UI keeps for the signed-in user: hotel id, user id and the remember-me mark. */
export const LOGIN_COOKIES = COOKIES_DE_UI;
export const INIT_LOGIN_COOKIE = 'initLogin';
export const GO_HOME_DELAY_MS = 500;

let goHome: () => void = () => window.location.assign('/');
let leaving = false;
const expiryListeners = new Set<() => void>();

/**
 * Called when a response says the session expired, before the page goes home (the session store
 * turns anonymous). Silent calls notify too. Returns the unsubscribe function.
 */
export function onSessionExpired(listener: () => void): () => void {
  expiryListeners.add(listener);
  return () => expiryListeners.delete(listener);
}

/** A 500 whose detailedMessage starts 'Vuelva a iniciar sesión' means the session expired. */
export function isSessionExpired(status: number, body: unknown): boolean {
  if (status !== 500 || typeof body !== 'object' || body === null) return false;
  const detailed = (body as { detailedMessage?: unknown }).detailedMessage;
  return typeof detailed === 'string' && detailed.startsWith(MENSAJE_SESION_EXPIRADA);
}

/** Clears the login cookies, asks for the login dialog on the next start and goes to the site root. */
export function endExpiredSession(): void {
  LOGIN_COOKIES.forEach(clearCookie);
  setCookie(INIT_LOGIN_COOKIE, '1');
  expiryListeners.forEach((listener) => {
    try {
      listener();
    } catch {
      // A broken listener must not stop the way home.
    }
  });
  if (leaving) return;
  leaving = true;
  setTimeout(() => {
    leaving = false;
    goHome();
  }, GO_HOME_DELAY_MS);
}

/** Replaces the full-page navigation to '/' (tests; a host page with another root). */
export function setGoHome(navigate: () => void): void {
  goHome = navigate;
}
