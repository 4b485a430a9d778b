import { hashbangTarget, redirectHashbang, watchHashbang } from './hashbang';

describe('hash-bang links', () => {
  it.each([
    ['#!/precios', '/precios'],
    ['#!/reservas/calendario', '/reservas/calendario'],
    ['#!/', '/'],
    ['#!', '/'],
    ['#!precios', '/precios'],
  ])('%s goes to %s', (hash, path) => {
    expect(hashbangTarget(hash)).toBe(path);
  });

  it.each(['', '#', '#seccion'])('leaves %p alone', (hash) => {
    expect(hashbangTarget(hash)).toBeNull();
  });

  it('replaces the current history entry with the real path', () => {
    window.history.replaceState(null, '', '/#!/reservas/calendario');
    const before = window.history.length;
    redirectHashbang();
    expect(window.location.pathname).toBe('/reservas/calendario');
    expect(window.location.hash).toBe('');
    expect(window.history.length).toBe(before);
  });

  it('also redirects a hash-bang reached later, without reloading', () => {
    window.history.replaceState(null, '', '/');
    watchHashbang();
    window.history.replaceState(null, '', '/#!/precios');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(window.location.pathname).toBe('/precios');
    expect(window.location.hash).toBe('');
  });
});
