import type Handsontable from 'handsontable/base';

/**
 * Handsontable takes the keys of the whole document once it "listens" (`listen()`), and focuses
 * its selected cell whenever the selection is set or refreshed, new rows included. These helpers
 * tie both to where the user is: keys belong to the grid only while the focus is in it, and the
 * grid takes the focus only from the user (a click on it, Tab into it).
 */

/** The grid's own elements: its cells, focus catchers and editor (wrapper) and its portal. */
export function esDeLaGrilla(hot: Handsontable, elemento: EventTarget | null): boolean {
  if (!(elemento instanceof Node)) return false;
  return (hot.rootWrapperElement ?? hot.rootElement).contains(elemento) || Boolean(hot.rootPortalElement?.contains(elemento));
}

/** A key pressed anywhere but in the grid (an input, a button, a dialog, the page): not the grid's. */
export function teclaAjena(hot: Handsontable, event: KeyboardEvent): boolean {
  return !esDeLaGrilla(hot, event.target);
}

/**
 * Where the focus stays when the grid selects or refreshes a cell on its own (rows loaded, a row
 * chosen from outside): wherever it is, unless the user is in the grid or moving into it (a click
 * or Tab makes Handsontable listen). `undefined` lets Handsontable focus its cell.
 */
export function focoQueSeQueda(hot: Handsontable): HTMLElement | undefined {
  const activo = hot.rootDocument.activeElement;
  if (hot.isListening() || esDeLaGrilla(hot, activo)) return undefined;
  return activo instanceof HTMLElement ? activo : hot.rootDocument.body;
}

/**
 * Keeps Handsontable listening exactly while the focus is in the grid or the pointer is pressed on
 * it. Left alone it goes on listening after some ways out (focus moved by a dialog or by script
 * during a click) and starts again on a click whose handler moved the focus elsewhere.
 * Returns the function that undoes it.
 */
export function seguirElFoco(hot: Handsontable): () => void {
  const documento = hot.rootDocument;
  let apuntada = false;
  const alEnfocar = (event: FocusEvent) => {
    if (hot.isDestroyed) return;
    if (esDeLaGrilla(hot, event.target)) hot.listen();
    else hot.unlisten();
  };
  const alApuntar = (event: PointerEvent) => {
    apuntada = esDeLaGrilla(hot, event.target);
  };
  const alSoltar = () => {
    apuntada = false;
  };
  const alEscuchar = () => {
    if (!apuntada && !esDeLaGrilla(hot, documento.activeElement)) hot.unlisten();
  };
  documento.addEventListener('focusin', alEnfocar);
  documento.addEventListener('pointerdown', alApuntar, true);
  documento.addEventListener('pointerup', alSoltar, true);
  documento.addEventListener('pointercancel', alSoltar, true);
  hot.addHook('afterListen', alEscuchar);
  return () => {
    documento.removeEventListener('focusin', alEnfocar);
    documento.removeEventListener('pointerdown', alApuntar, true);
    documento.removeEventListener('pointerup', alSoltar, true);
    documento.removeEventListener('pointercancel', alSoltar, true);
    if (!hot.isDestroyed) hot.removeHook('afterListen', alEscuchar);
  };
}
