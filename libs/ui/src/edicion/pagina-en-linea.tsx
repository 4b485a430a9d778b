import type { QueryState } from '../datos/use-query';
import { ListaEstado } from '../paginas/lista-estado';
import { PageHeader } from '../paginas/page-header';
import { AvisoSoloLectura, useSoloLectura } from '../paginas/solo-lectura';
import { TablaEnLinea, type ColumnaEnLinea, type Editores } from './tabla-en-linea';
import type { Edicion } from './use-edicion-en-linea';

export interface TextosEnLinea {
  area: string;
  titulo: string;
  descripcion: string;
  /** `Nuevo cargo` */
  nuevo: string;
  cargando: string;
  error: string;
  vacio: string;
  /** How to start the list, for whoever may (ListaEstado). */
  comoEmpezar?: string;
}

export interface PaginaEnLineaProps<T extends { Id: number }, F extends object> {
  textos: TextosEnLinea;
  state: QueryState<T[]>;
  filas: readonly T[];
  onReintentar: () => void;
  columnas: readonly ColumnaEnLinea<T, F>[];
  seleccionado: T | undefined;
  onSeleccionar: (fila: T | undefined) => void;
  edicion: Edicion<F> | null;
  editores: Editores<keyof F & string>;
  onNuevo: () => void;
  onEditar: (fila?: T) => void;
  onCambiar: <K extends keyof F & string>(campo: K, valor: F[K]) => void;
  onGuardar: () => void;
  onCancelar: () => void;
  onEliminar: (fila?: T) => void;
  guardando: boolean;
  eliminando: boolean;
}

/** A configuration page with inline create, edit and delete (spec section 2). */
export function PaginaEnLinea<T extends { Id: number }, F extends object>(props: PaginaEnLineaProps<T, F>) {
  const { textos, state, filas, edicion, seleccionado } = props;
  const listo = state.status === 'success';
  const editando = edicion !== null;
  const soloLectura = useSoloLectura();
  return (
    <>
      <PageHeader area={textos.area} titulo={textos.titulo} descripcion={textos.descripcion} />
      <section className="rc-card" aria-label={`Listado de ${textos.titulo.toLowerCase()}`}>
        {soloLectura ? (
          <div className="rc-toolbar">
            <AvisoSoloLectura />
          </div>
        ) : (
          <div className="rc-toolbar">
            <button type="button" className="rc-button rc-button--primary" disabled={!listo || editando} onClick={props.onNuevo}>
              {textos.nuevo}
            </button>
            <span className="rc-toolbar__separator" aria-hidden="true" />
            <button type="button" className="rc-button" disabled={!seleccionado || editando} onClick={() => props.onEditar()}>
              Editar
            </button>
            <button
              type="button"
              className="rc-button rc-button--danger"
              disabled={!seleccionado || editando}
              aria-busy={props.eliminando || undefined}
              onClick={() => props.onEliminar()}
            >
              Eliminar
            </button>
            {editando && (
              <p className="rc-toolbar__estado" role="status">
                {edicion.id === 0 ? 'Creando una fila nueva.' : 'Editando la fila seleccionada.'} Enter guarda, Esc cancela.
              </p>
            )}
          </div>
        )}
        {listo && (filas.length > 0 || editando) ? (
          <TablaEnLinea
            ariaLabel={textos.titulo}
            columnas={props.columnas}
            filas={filas}
            seleccionado={seleccionado}
            onSeleccionar={props.onSeleccionar}
            edicion={edicion}
            editores={props.editores}
            onCambiar={props.onCambiar}
            onGuardar={props.onGuardar}
            onCancelar={props.onCancelar}
            onEditar={props.onEditar}
            onEliminar={props.onEliminar}
            guardando={props.guardando}
          />
        ) : (
          <ListaEstado state={state} cargando={textos.cargando} error={textos.error} vacio={textos.vacio} comoEmpezar={textos.comoEmpezar} onReintentar={props.onReintentar} />
        )}
      </section>
    </>
  );
}
