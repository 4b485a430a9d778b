import { type QueryState } from '@recepcion/ui';
import { ApiError } from '@recepcion/api-client';

export interface ListaEstadoProps {
  state: QueryState<unknown>;
  /** `Cargando gastos…` */
  cargando: string;
  /** `No se pudo cargar la lista de gastos.` */
  error: string;
  /** What the page says when nothing matches the filter. */
  vacio: string;
  onReintentar: () => void;
}

/** What the list area shows while there is no row to show: loading, the failure, or nothing found. */
export function ListaEstado({ state, cargando, error, vacio, onReintentar }: ListaEstadoProps) {
  if (state.status === 'loading') {
    return (
      <p className="rs-estado" role="status">
        <span className="rs-spinner" aria-hidden="true" />
        {cargando}
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <div className="rs-estado rs-estado--error" role="alert">
        <p>
          {error}
          {state.error instanceof ApiError && <span className="rs-estado__detalle"> {state.error.mensaje}</span>}
        </p>
        <button type="button" className="rc-button" onClick={onReintentar}>
          Reintentar
        </button>
      </div>
    );
  }
  return (
    <p className="rs-estado" role="status">
      {vacio}
    </p>
  );
}
