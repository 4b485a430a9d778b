import { type QueryState } from '@recepcion/ui';
import { ApiError } from '@recepcion/api-client';

export interface ListaEstadoProps {
  state: QueryState<unknown>;
  /** `Cargando cargos…` */
  cargando: string;
  /** `No se pudo cargar la lista de cargos.` */
  error: string;
  /** What the page says when the list is empty, and how to start it. */
  vacio: string;
  onReintentar: () => void;
}

/** What the list area shows while there is no row to show: loading, the failure, or nothing yet. */
export function ListaEstado({ state, cargando, error, vacio, onReintentar }: ListaEstadoProps) {
  if (state.status === 'loading') {
    return (
      <p className="ms-estado" role="status">
        <span className="ms-spinner" aria-hidden="true" />
        {cargando}
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <div className="ms-estado ms-estado--error" role="alert">
        <p>
          {error}
          {state.error instanceof ApiError && <span className="ms-estado__detalle"> {state.error.mensaje}</span>}
        </p>
        <button type="button" className="rc-button" onClick={onReintentar}>
          Reintentar
        </button>
      </div>
    );
  }
  return (
    <p className="ms-estado" role="status">
      {vacio}
    </p>
  );
}
