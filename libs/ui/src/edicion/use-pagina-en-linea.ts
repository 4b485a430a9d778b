import { type CrudListaOpciones, useCrudLista } from '../datos/use-crud-lista';
import { useEditores } from './tabla-en-linea';
import { useEdicionEnLinea, type EdicionEnLineaOpciones } from './use-edicion-en-linea';

export type PaginaEnLineaOpciones<T extends { Id: number }, F extends object> = CrudListaOpciones<T> &
  Omit<EdicionEnLineaOpciones<T, F>, 'seleccionado' | 'onGuardado' | 'enfocar'> & {
    /**
     * Whether the saved row asks for the whole list to be read again (the rooms' update answering
     * the '-.-' comment marker, spec section 8); the row is put in place first either way.
     */
    recargarTrasGuardar?: (fila: T) => boolean;
  };

/** The list, its selection and its inline editing: everything PaginaEnLinea shows but the texts and columns. */
export function usePaginaEnLinea<T extends { Id: number }, F extends object>({ query, eliminar, ordenar, entidad, enVivo, recargarTrasGuardar, ...edicion }: PaginaEnLineaOpciones<T, F>) {
  const lista = useCrudLista({ query, eliminar, ordenar, entidad, enVivo });
  const editores = useEditores<keyof F & string>();
  const onGuardado = (fila: T) => {
    lista.guardado(fila);
    if (recargarTrasGuardar?.(fila)) lista.refetch();
  };
  const enLinea = useEdicionEnLinea<T, F>({ ...edicion, seleccionado: lista.seleccionado, onGuardado, enfocar: editores.enfocar });

  return {
    state: lista.state,
    filas: lista.filas,
    onReintentar: lista.refetch,
    seleccionado: lista.seleccionado,
    onSeleccionar: lista.seleccionar,
    edicion: enLinea.edicion,
    editores,
    onNuevo: enLinea.nuevo,
    onEditar: enLinea.editar,
    onCambiar: enLinea.cambiar,
    onGuardar: () => void enLinea.guardar(),
    onCancelar: enLinea.cancelar,
    onEliminar: (fila?: T) => void (enLinea.edicion ? undefined : lista.eliminarFila(fila)),
    guardando: enLinea.guardando,
    eliminando: lista.eliminando,
  };
}
