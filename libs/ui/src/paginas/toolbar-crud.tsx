import type { ReactNode } from 'react';
import { AvisoSoloLectura, useSoloLectura } from './solo-lectura';

export interface ToolbarCrudProps {
  /** The create button's text: `Nueva temporada`. */
  nuevo: string;
  /** The list arrived: a new row may be created. */
  listo: boolean;
  /** A row is selected: it may be edited or deleted. */
  seleccionado: boolean;
  /** The selected row is being read for its dialog. */
  abriendo?: boolean;
  eliminando: boolean;
  onNuevo: () => void;
  onEditar: () => void;
  onEliminar: () => void;
  /** More controls after the buttons (a search box...). */
  children?: ReactNode;
}

/** Create, edit and delete the selected row. */
export function ToolbarCrud({ nuevo, listo, seleccionado, abriendo, eliminando, onNuevo, onEditar, onEliminar, children }: ToolbarCrudProps) {
  if (useSoloLectura()) {
    return (
      <div className="rc-toolbar">
        <AvisoSoloLectura />
        {children}
      </div>
    );
  }
  return (
    <div className="rc-toolbar">
      <button type="button" className="rc-button rc-button--primary" disabled={!listo} onClick={onNuevo}>
        {nuevo}
      </button>
      <span className="rc-toolbar__separator" aria-hidden="true" />
      <button type="button" className="rc-button" disabled={!seleccionado} aria-busy={abriendo || undefined} onClick={onEditar}>
        Editar
      </button>
      <button type="button" className="rc-button rc-button--danger" disabled={!seleccionado} aria-busy={eliminando || undefined} onClick={onEliminar}>
        Eliminar
      </button>
      {children}
    </div>
  );
}
