import { listas } from '@recepcion/session';
import { confirmar, toast, type MutationResult, type QueryResult, useSeleccion } from '@recepcion/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { MENSAJES } from './mensajes';

export interface CrudListaOpciones<T extends { Id: number }> {
  /** The page's search (`useGastos(desde, hasta)`). */
  query: QueryResult<T[]>;
  /** `DELETE /api/X/{id}`. */
  eliminar: MutationResult<number, unknown>;
  /** `GET /api/X/{id}`: the record as it is now, read before its dialog opens. */
  obtener: (id: number) => Promise<T>;
  /** The server's order, so a saved row lands where a reload would put it. */
  ordenar?: (a: T, b: T) => number;
  /**
   * The entity's name in the live channel (`Gastos`): a change made in another tab or by another
   * user reads the search again (it may or may not fall in the dates shown).
   */
  entidad?: string;
}

/** Puts `fila` in `filas` (replacing the row of the same Id), in the server's order. */
export function conFila<T extends { Id: number }>(filas: readonly T[], fila: T, ordenar?: (a: T, b: T) => number): T[] {
  const existe = filas.some((f) => f.Id === fila.Id);
  const nuevas = existe ? filas.map((f) => (f.Id === fila.Id ? fila : f)) : [...filas, fila];
  return ordenar ? [...nuevas].sort(ordenar) : nuevas;
}

/**
 * What every list page with a dialog does with its rows: one selected row; the record read again
 * before editing it; a saved row put in place and selected ('Guardado con éxito'); deletion after
 * confirming ('Eliminado con éxito').
 */
export function useCrudLista<T extends { Id: number }>({ query, eliminar, obtener, ordenar, entidad }: CrudListaOpciones<T>) {
  const { state, setData, refetch } = query;
  const filas = state.data ?? [];
  const seleccion = useSeleccion(filas);
  const [abriendo, setAbriendo] = useState(false);
  const obtenerRef = useRef(obtener);
  obtenerRef.current = obtener;

  useEffect(() => {
    if (!entidad) return undefined;
    return listas.subscribe((_listas, actualizacion) => {
      if (actualizacion?.entidad === entidad) refetch();
    });
  }, [entidad, refetch]);

  const guardado = useCallback(
    (fila: T) => {
      setData((actuales) => conFila(actuales, fila, ordenar));
      seleccion.seleccionar(fila);
      toast.success(MENSAJES.guardado);
    },
    [setData, ordenar, seleccion.seleccionar],
  );

  /** The record of `fila` as the server has it now; undefined when it failed (the portal said why). */
  const abrir = async (fila: T | undefined = seleccion.seleccionado): Promise<T | undefined> => {
    if (!fila || abriendo) return undefined;
    setAbriendo(true);
    try {
      return await obtenerRef.current(fila.Id);
    } catch {
      refetch(); // Deleted elsewhere, most likely: the list catches up.
      return undefined;
    } finally {
      setAbriendo(false);
    }
  };

  /** Asks '¿Confirma que desea eliminar este registro?', then deletes. True when it was deleted. */
  const eliminarFila = async (fila: T | undefined = seleccion.seleccionado): Promise<boolean> => {
    if (!fila || eliminar.pending) return false;
    if (!(await confirmar(MENSAJES.confirmarEliminar))) return false;
    try {
      await eliminar.mutate(fila.Id);
    } catch {
      return false; // The portal shows the refusal.
    }
    seleccion.seleccionarVecina(fila);
    setData((actuales) => actuales.filter((f) => f.Id !== fila.Id));
    toast.success(MENSAJES.eliminado);
    return true;
  };

  return {
    state,
    filas,
    refetch,
    setData,
    listo: state.status === 'success',
    guardado,
    abrir,
    abriendo,
    eliminarFila,
    eliminando: eliminar.pending,
    ...seleccion,
  };
}
