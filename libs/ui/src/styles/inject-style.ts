/**
 * Adds a `<style data-mfe="name">` to the document head and returns a function removing it.
 * Micro-frontends call it on mount and the returned function on unmount; libraries that stay
 * loaded use `ensureStyle`.
 */
export function injectStyle(name: string, css: string): () => void {
  const style = document.createElement('style');
  style.dataset.mfe = name;
  style.textContent = css;
  document.head.appendChild(style);
  return () => style.remove();
}

/** Adds the named style once; later calls leave the existing one in place. */
export function ensureStyle(name: string, css: string): void {
  if (typeof document === 'undefined') return;
  if (document.head.querySelector(`style[data-mfe="${CSS.escape(name)}"]`)) return;
  injectStyle(name, css);
}
