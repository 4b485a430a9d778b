/** Set by index.html's inline script: the button pressed on the painted page before the portal ran. */
export const BOTON_PENDIENTE_GLOBAL = '__botonPendiente';

type BotonPendiente = { clase: string; texto: string | null };

/**
 * Once the portal has drawn over a page the server sent painted: the container stops being
 * painted, and the button someone pressed before (Ingresar, Crear cuenta, the menu) is pressed
 * again on the portal's own copy of it, so that press is not lost.
 */
export function reanudarBotonPendiente(contenedor: HTMLElement | null): void {
  if (!contenedor?.hasAttribute('data-pintada')) return;
  contenedor.removeAttribute('data-pintada');
  const global = window as unknown as Record<string, BotonPendiente | undefined>;
  const pendiente = global[BOTON_PENDIENTE_GLOBAL];
  delete global[BOTON_PENDIENTE_GLOBAL];
  if (!pendiente) return;
  const boton = [...contenedor.querySelectorAll('button')].find((b) => b.className === pendiente.clase && b.textContent === pendiente.texto);
  boton?.click();
}
