import { aplicarActualizacion, listas, type FilaLista } from '@recepcion/session';
import { confirmar, toast, type MutationResult, type QueryResult, useSeleccion } from '@recepcion/ui';
import { useCallback, useEffect } from 'react';
import { MENSAJES } from '../mensajes';

export interface CrudListaOpciones<T extends { Id: number }> {
  /** The page's list (`useX(hotelId)`). */
  query: QueryResult<T[]>;
  /** `DELETE /api/X/{id}`. */
  eliminar: MutationResult<number, unknown>;
  /** The server's order, so a saved row lands where a reload would put it. */
  ordenar?: (a: T, b: T) => number;
  /**
   * The entity's name in the live channel (`Habitaciones`): rows another tab or user adds,
   * changes or deletes show here without reloading.
   */
  entidad?: string;
}

/** Puts `fila` in `filas` (replacing the row of the same Id), in the server's order. */
export function conFila<T extends { Id: number }>(filas: readonly T[], fila: T, ordenar?: (a: T, b: T) => number): T[] {
  const existe = filas.some((f) => f.Id === fila.Id);
  const nuevas = existe ? filas.map((f) => (f.Id === fila.Id ? fila : f)) : [...filas, fila];
  return ordenar && !existe ? [...nuevas].sort(ordenar) : nuevas;
}

/** By name, as the API lists most catalogues (accents and case aside). */
export const porNombre = <T extends { Nombre: string }>(a: T, b: T) => a.Nombre.localeCompare(b.Nombre, 'es', { sensitivity: 'base' });

/**
 * What every list page of the area does with its rows: one selected row, a saved row put in
 * place and selected ('Guardado con éxito'), and deletion after confirming ('Eliminado con éxito').
 */
export function useCrudLista<T extends { Id: number }>({ query, eliminar, ordenar, entidad }: CrudListaOpciones<T>) {
  const { state, setData, refetch } = query;
  const filas = state.data ?? [];
  const seleccion = useSeleccion(filas);

  useEffect(() => {
    if (!entidad) return undefined;
    return listas.subscribe((_listas, actualizacion) => {
      if (actualizacion?.entidad !== entidad) return;
      setData((actuales) => {
        const nuevas = aplicarActualizacion(actuales as unknown as FilaLista[], actualizacion) as unknown as T[];
        return actualizacion.metodo === 'insert' && ordenar ? [...nuevas].sort(ordenar) : nuevas;
      });
    });
  }, [entidad, setData, ordenar]);

  const guardado = useCallback(
    (fila: T) => {
      setData((actuales) => conFila(actuales, fila, ordenar));
      seleccion.seleccionar(fila);
      toast.success(MENSAJES.guardado);
    },
    [setData, ordenar, seleccion.seleccionar],
  );

  /** Asks '¿Confirma que desea eliminar este registro?', then deletes. True when it was deleted. */
  const eliminarFila = async (fila: T | undefined = seleccion.seleccionado): Promise<boolean> => {
    if (!fila || eliminar.pending) return false;
    if (!(await confirmar(MENSAJES.confirmarEliminar))) return false;
    try {
      await eliminar.mutate(fila.Id);
    } catch {
      return false; // The portal shows the refusal (a record in use...).
    }
    seleccion.seleccionarVecina(fila);
    setData((actuales) => actuales.filter((f) => f.Id !== fila.Id));
    toast.success(MENSAJES.eliminado);
    return true;
  };

  return { state, filas, refetch, setData, listo: state.status === 'success', guardado, eliminarFila, eliminando: eliminar.pending, ...seleccion };
}
