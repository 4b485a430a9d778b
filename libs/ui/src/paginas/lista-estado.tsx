import type { QueryState } from '../datos/use-query';
import { useSoloLectura } from './solo-lectura';

export interface ListaEstadoProps {
  state: QueryState<unknown>;
  /** `Cargando cargos…` */
  cargando: string;
  /** `No se pudo cargar la lista de cargos.` */
  error: string;
  /** What the page says when the list is empty or nothing matches the filter. */
  vacio: string;
  /** How to start the list («Cree una con «Nueva reserva»»): left out for a read-only user, who has no such button. */
  comoEmpezar?: string;
  onReintentar: () => void;
}

/** The API's own message of a failure (an ApiError of libs/api-client carries `mensaje`). */
function mensajeDe(error: unknown): string | undefined {
  const mensaje = error !== null && typeof error === 'object' && 'mensaje' in error ? error.mensaje : undefined;
  return typeof mensaje === 'string' ? mensaje : undefined;
}

/** What the list area shows while there is no row to show: loading, the failure, or nothing yet. */
export function ListaEstado({ state, cargando, error, vacio, comoEmpezar, onReintentar }: ListaEstadoProps) {
  const soloLectura = useSoloLectura();
  if (state.status === 'loading') {
    return (
      <p className="rc-estado" role="status">
        <span className="rc-spinner" aria-hidden="true" />
        {cargando}
      </p>
    );
  }
  if (state.status === 'error') {
    const detalle = mensajeDe(state.error);
    return (
      <div className="rc-estado rc-estado--error" role="alert">
        <p>
          {error}
          {detalle !== undefined && <span className="rc-estado__detalle"> {detalle}</span>}
        </p>
        <button type="button" className="rc-button" onClick={onReintentar}>
          Reintentar
        </button>
      </div>
    );
  }
  return (
    <p className="rc-estado" role="status">
      {comoEmpezar && !soloLectura ? `${vacio} ${comoEmpezar}` : vacio}
    </p>
  );
}
