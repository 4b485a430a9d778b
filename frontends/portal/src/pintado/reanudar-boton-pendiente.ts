/** Set by index.html's inline script: the button pressed on the painted page before the portal ran. */
export const BOTON_PENDIENTE_GLOBAL = '__botonPendiente';
/** Set by index.html's inline script: the element of the painted page that had the focus. */
export const FOCO_PENDIENTE_GLOBAL = '__focoPendiente';

type Elemento = { etiqueta: string; clase: string; texto: string | null };

/** The portal's copy of an element of the painted page: same tag, classes and text. */
function copiaDe(contenedor: HTMLElement, elemento: Elemento): HTMLElement | undefined {
  return [...contenedor.querySelectorAll<HTMLElement>(elemento.etiqueta)].find((e) => e.className === elemento.clase && e.textContent === elemento.texto);
}

function tomar(nombre: string): Elemento | undefined {
  const global = window as unknown as Record<string, Elemento | null | undefined>;
  const valor = global[nombre];
  delete global[nombre];
  return valor ?? undefined;
}

/**
 * Once the portal has drawn over a page the server sent painted: the container stops being
 * painted; the element that had the focus (someone tabbing on a slow phone) has it on the portal's
 * copy, and the button someone pressed before (Ingresar, Crear cuenta, the menu) is pressed again
 * there, so neither is lost.
 */
export function reanudarBotonPendiente(contenedor: HTMLElement | null): void {
  if (!contenedor?.hasAttribute('data-pintada')) return;
  contenedor.removeAttribute('data-pintada');
  const foco = tomar(FOCO_PENDIENTE_GLOBAL);
  const boton = tomar(BOTON_PENDIENTE_GLOBAL);
  if (foco && (document.activeElement === null || document.activeElement === document.body)) copiaDe(contenedor, foco)?.focus();
  if (boton) copiaDe(contenedor, boton)?.click();
}
