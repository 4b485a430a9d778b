import type { ActualizacionEnVivo } from '@recepcion/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { confirmar } from '../dialogs/confirmar';
import { toast } from '../toast/toast-store';
import type { MutationResult } from './use-mutation';
import type { QueryResult } from './use-query';
import { useSeleccion } from './use-seleccion';

export const MENSAJES_CRUD = {
  guardado: 'Guardado con éxito',
  eliminado: 'Eliminado con éxito',
  confirmarEliminar: '¿Confirma que desea eliminar este registro?',
} as const;

/** The live channel of libs/session, given by the area (libs/ui does not depend on the session). */
export interface CanalEnVivo {
  /** `listas.subscribe`: every `up` event reaches the listener as its second argument. */
  suscribir: (escucha: (listas: unknown, actualizacion?: ActualizacionEnVivo) => void) => () => void;
  /** `aplicarActualizacion`: the change applied to the rows in place; without it the list is read again. */
  aplicar?: (filas: readonly Record<string, unknown>[], actualizacion: ActualizacionEnVivo) => readonly Record<string, unknown>[];
}

export interface CrudListaOpciones<T extends { Id: number }> {
  /** The page's list or search (`useGastos(hotelId, desde, hasta)`). */
  query: QueryResult<T[]>;
  /** `DELETE /api/X/{id}`. */
  eliminar: MutationResult<number, unknown>;
  /** `GET /api/X/{id}`: the record as it is now, read before its dialog opens (`abrir`). */
  obtener?: (id: number) => Promise<T>;
  /** The server's order, so a saved row lands where a reload would put it. */
  ordenar?: (a: T, b: T) => number;
  /** 'todas': a saved row that changed may move too (a date); 'nuevas' (default): only a new row is placed by order. */
  reordenar?: 'nuevas' | 'todas';
  /**
   * The entity's name in the live channel (`Habitaciones`): rows another tab or user adds,
   * changes or deletes show here without reloading (with `enVivo`).
   */
  entidad?: string;
  enVivo?: CanalEnVivo;
}

/** Puts `fila` in `filas` (replacing the row of the same Id), in the server's order. */
export function conFila<T extends { Id: number }>(filas: readonly T[], fila: T, ordenar?: (a: T, b: T) => number, reordenar: 'nuevas' | 'todas' = 'nuevas'): T[] {
  const existe = filas.some((f) => f.Id === fila.Id);
  const nuevas = existe ? filas.map((f) => (f.Id === fila.Id ? fila : f)) : [...filas, fila];
  return ordenar && (!existe || reordenar === 'todas') ? [...nuevas].sort(ordenar) : nuevas;
}

/** By name, as the API lists most catalogues (accents and case aside). */
export const porNombre = <T extends { Nombre: string }>(a: T, b: T) => a.Nombre.localeCompare(b.Nombre, 'es', { sensitivity: 'base' });

/**
 * What every list page does with its rows: one selected row; the record read again before editing
 * it (`abrir`, with `obtener`); a saved row put in place and selected ('Guardado con éxito');
 * deletion after confirming ('Eliminado con éxito'); the live channel's changes.
 */
export function useCrudLista<T extends { Id: number }>({ query, eliminar, obtener, ordenar, reordenar = 'nuevas', entidad, enVivo }: CrudListaOpciones<T>) {
  const { state, setData, refetch } = query;
  const filas = state.data ?? [];
  const seleccion = useSeleccion(filas);
  const [abriendo, setAbriendo] = useState(false);
  const obtenerRef = useRef(obtener);
  obtenerRef.current = obtener;
  const suscribir = enVivo?.suscribir;
  const aplicar = enVivo?.aplicar;

  useEffect(() => {
    if (!entidad || !suscribir) return undefined;
    return suscribir((_listas, actualizacion) => {
      if (actualizacion?.entidad !== entidad) return;
      if (!aplicar) {
        refetch(); // It may or may not fall in the search shown: read it again.
        return;
      }
      setData((actuales) => {
        const nuevas = aplicar(actuales as unknown as Record<string, unknown>[], actualizacion) as unknown as T[];
        return actualizacion.metodo === 'insert' && ordenar ? [...nuevas].sort(ordenar) : nuevas;
      });
    });
  }, [entidad, suscribir, aplicar, setData, refetch, ordenar]);

  const guardado = useCallback(
    (fila: T) => {
      setData((actuales) => conFila(actuales, fila, ordenar, reordenar));
      seleccion.seleccionar(fila);
      toast.success(MENSAJES_CRUD.guardado);
    },
    [setData, ordenar, reordenar, seleccion.seleccionar],
  );

  /** The record of `fila` as the server has it now; undefined when it failed (the portal said why). */
  const abrir = async (fila: T | undefined = seleccion.seleccionado): Promise<T | undefined> => {
    const leer = obtenerRef.current;
    if (!fila || abriendo) return undefined;
    if (!leer) return fila;
    setAbriendo(true);
    try {
      return await leer(fila.Id);
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
    if (!(await confirmar(MENSAJES_CRUD.confirmarEliminar))) return false;
    try {
      await eliminar.mutate(fila.Id);
    } catch {
      return false; // The portal shows the refusal (a record in use...).
    }
    seleccion.seleccionarVecina(fila);
    setData((actuales) => actuales.filter((f) => f.Id !== fila.Id));
    toast.success(MENSAJES_CRUD.eliminado);
    return true;
  };

  // The page's dialog: new (no row) or the record read again; saved, it closes and the row takes its place.
  const [dialogo, setDialogo] = useState<{ fila?: T } | null>(null);
  const editar = async (fila: T | undefined = seleccion.seleccionado): Promise<void> => {
    if (!obtenerRef.current) {
      if (fila) setDialogo({ fila });
      return;
    }
    const leida = await abrir(fila);
    if (leida) setDialogo({ fila: leida });
  };
  const cerrarDialogo = useCallback(() => setDialogo(null), []);
  const guardadoEnDialogo = useCallback(
    (fila: T) => {
      setDialogo(null);
      guardado(fila);
    },
    [guardado],
  );
  const listo = state.status === 'success';

  return {
    state,
    filas,
    refetch,
    setData,
    listo,
    guardado,
    abrir,
    abriendo,
    eliminarFila,
    eliminando: eliminar.pending,
    ...seleccion,
    /** The open dialog (`{}` new, `{fila}` editing), or null. */
    dialogo,
    editar,
    cerrarDialogo,
    guardadoEnDialogo,
    /** ToolbarCrud's props but its `nuevo` text. */
    toolbar: {
      listo,
      seleccionado: Boolean(seleccion.seleccionado),
      abriendo,
      eliminando: eliminar.pending,
      onNuevo: () => setDialogo({}),
      onEditar: () => void editar(),
      onEliminar: () => void eliminarFila(),
    },
  };
}
