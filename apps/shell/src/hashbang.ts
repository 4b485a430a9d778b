/**
 * Old links use the hash-bang form (`/#!/reservas/calendario`): the real path is what follows
 * `#!`. Returns null when the hash is not a hash-bang.
 */
export function hashbangTarget(hash: string): string | null {
  if (!hash.startsWith('#!')) return null;
  const rest = hash.slice(2);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** Replaces a hash-bang URL by its real path; call before single-spa starts. */
export function redirectHashbang(location: Location = window.location, history: History = window.history): void {
  const target = hashbangTarget(location.hash);
  if (target !== null) history.replaceState(history.state, '', target);
}

/** Redirects now and whenever the hash changes to a hash-bang (an old link inside the page). */
export function watchHashbang(location: Location = window.location, history: History = window.history): void {
  redirectHashbang(location, history);
  window.addEventListener('hashchange', () => redirectHashbang(location, history));
}
