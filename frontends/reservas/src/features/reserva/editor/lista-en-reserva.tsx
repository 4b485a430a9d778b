import { confirmar } from '@recepcion/ui';
import { useState } from 'react';
import { MENSAJES } from '../comun/mensajes';

/**
 * One of the reservation's lists (rooms, charges, payments) edited in the draft: one selected row,
 * its dialog (`indice` -1 adds), Quitar after confirming. Nothing is saved until the reservation is.
 * The selection is kept here and handed to the grid (`seleccionada={lista.elegida}`), so the row
 * that looks selected is the one Editar and Quitar act on.
 */
export function useListaEnReserva<T>(items: readonly T[], onCambio: (items: T[]) => void, nuevo: () => T | null = () => null) {
  const [seleccion, setSeleccion] = useState<number | null>(null);
  const [editando, setEditando] = useState<{ item: T | null; indice: number } | null>(null);
  const elegida = seleccion !== null && seleccion < items.length ? seleccion : null;

  const quitar = async () => {
    if (elegida === null || !(await confirmar(MENSAJES.confirmarQuitar))) return;
    onCambio(items.filter((_, i) => i !== elegida));
    // The row that takes its place stays selected (the one after it, else the one before), as on
    // the list pages: Quitar can be pressed again without choosing.
    setSeleccion(items.length > 1 ? Math.min(elegida, items.length - 2) : null);
  };

  return {
    elegida,
    seleccionar: (indice: number) => setSeleccion(indice),
    editando,
    agregar: () => setEditando({ item: nuevo(), indice: -1 }),
    editar: (indice: number | null = elegida) => indice !== null && setEditando({ item: items[indice], indice }),
    quitar,
    cerrar: () => setEditando(null),
    /** The dialog's row: added, or in place of the one edited. */
    aceptar: (item: T) => {
      if (!editando) return;
      onCambio(editando.indice < 0 ? [...items, item] : items.map((x, i) => (i === editando.indice ? item : x)));
      setEditando(null);
    },
  };
}

/** Agregar …, Editar and Quitar over a list of the reservation. */
export function BotoneraLista({ agregar, lista }: { agregar: string; lista: { elegida: number | null; agregar: () => void; editar: () => unknown; quitar: () => Promise<void> } }) {
  return (
    <div className="rs-botonera">
      <button type="button" className="rc-button" onClick={lista.agregar}>
        {agregar}
      </button>
      <button type="button" className="rc-button" disabled={lista.elegida === null} onClick={() => lista.editar()}>
        Editar
      </button>
      <button type="button" className="rc-button rc-button--danger" disabled={lista.elegida === null} onClick={() => void lista.quitar()}>
        Quitar
      </button>
    </div>
  );
}
