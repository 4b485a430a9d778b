import { ApiError } from '@recepcion/api-client';
import type { HotelUsuario } from '@recepcion/contracts';
import type { QueryState } from '../../lib/use-query';

/** What the list area shows while there is no row to show: loading, the failure, or nobody. */
export function ListaEstado({ state, onReintentar }: { state: QueryState<HotelUsuario[]>; onReintentar: () => void }) {
  if (state.status === 'loading') {
    return (
      <p className="ms-estado" role="status">
        <span className="ms-spinner" aria-hidden="true" />
        Cargando usuarios…
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <div className="ms-estado ms-estado--error" role="alert">
        <p>
          No se pudo cargar la lista de usuarios.
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
      Ningún usuario tiene acceso a este hotel todavía. Cree uno con «Nuevo usuario» o dé acceso a una cuenta existente.
    </p>
  );
}
