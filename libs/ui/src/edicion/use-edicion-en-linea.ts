import { useCallback, useMemo, useRef, useState } from 'react';

export type ModoEdicion = 'ninguno' | 'creando' | 'editando';
type Clave = string | number;

export interface EdicionEnLineaOpciones<T> {
  /** The rows as the page holds them (the hook never changes them). */
  filas: readonly T[];
  /** A row's identity. */
  claveDe: (fila: T) => Clave;
  /** A blank row for "Nuevo". */
  nueva: () => T;
  /** Where a new row appears; default 'inicio'. */
  posicionNueva?: 'inicio' | 'fin';
}

export interface EdicionEnLinea<T> {
  modo: ModoEdicion;
  /** The row being created or edited, with the user's changes. */
  borrador: T | null;
  /** The rows to show: the draft in place of its row, a new row added when creating. */
  filasVisibles: readonly T[];
  /** Whether this row is the one in edition (the new row included). */
  estaEditando: (fila: T) => boolean;
  /** Starts a new row; false (and nothing happens) while another row is open. */
  crear: () => boolean;
  /** Opens a row for editing; false while another row is open. */
  editar: (fila: T) => boolean;
  /** Changes fields of the draft. */
  cambiar: (cambios: Partial<T>) => void;
  /** Drops the draft: the row shows its saved values again, a new row disappears. */
  cancelar: () => void;
  /**
   * Hands the draft to `guardar` (which saves it and updates the page's rows). When it resolves
   * the row closes; when it throws the row stays open with the user's changes. Resolves to
   * whether it saved.
   */
  guardar: (guardar: (borrador: T, modo: Exclude<ModoEdicion, 'ninguno'>) => Promise<unknown>) => Promise<boolean>;
  guardando: boolean;
}

const CLAVE_NUEVA = Symbol('nueva');

/**
 * Inline row editing (spec section 2, "Other screens"): creating and editing modes, one row at
 * a time; cancel restores the row. The draft lives apart from the rows, so cancelling is simply
 * forgetting it.
 */
export function useEdicionEnLinea<T>({ filas, claveDe, nueva, posicionNueva = 'inicio' }: EdicionEnLineaOpciones<T>): EdicionEnLinea<T> {
  const [estado, setEstado] = useState<{ modo: ModoEdicion; clave: Clave | symbol | null; borrador: T | null }>({
    modo: 'ninguno',
    clave: null,
    borrador: null,
  });
  const [guardando, setGuardando] = useState(false);
  const actual = useRef(estado);
  actual.current = estado;

  const crear = useCallback(() => {
    if (actual.current.modo !== 'ninguno') return false;
    const siguiente = { modo: 'creando' as const, clave: CLAVE_NUEVA, borrador: nueva() };
    actual.current = siguiente;
    setEstado(siguiente);
    return true;
  }, [nueva]);

  const editar = useCallback(
    (fila: T) => {
      if (actual.current.modo !== 'ninguno') return false;
      const siguiente = { modo: 'editando' as const, clave: claveDe(fila), borrador: { ...fila } };
      actual.current = siguiente;
      setEstado(siguiente);
      return true;
    },
    [claveDe],
  );

  const cambiar = useCallback((cambios: Partial<T>) => {
    setEstado((e) => (e.borrador ? { ...e, borrador: { ...e.borrador, ...cambios } } : e));
  }, []);

  const cancelar = useCallback(() => {
    const siguiente = { modo: 'ninguno' as const, clave: null, borrador: null };
    actual.current = siguiente;
    setEstado(siguiente);
  }, []);

  const guardar = useCallback(
    async (guardarFila: (borrador: T, modo: Exclude<ModoEdicion, 'ninguno'>) => Promise<unknown>) => {
      const { modo, borrador } = actual.current;
      if (modo === 'ninguno' || !borrador) return false;
      setGuardando(true);
      try {
        await guardarFila(borrador, modo);
      } catch {
        return false;
      } finally {
        setGuardando(false);
      }
      cancelar();
      return true;
    },
    [cancelar],
  );

  const filasVisibles = useMemo(() => {
    const { modo, clave, borrador } = estado;
    if (modo === 'creando' && borrador) return posicionNueva === 'inicio' ? [borrador, ...filas] : [...filas, borrador];
    if (modo === 'editando' && borrador) return filas.map((fila) => (claveDe(fila) === clave ? borrador : fila));
    return filas;
  }, [estado, filas, claveDe, posicionNueva]);

  const estaEditando = useCallback((fila: T) => estado.borrador !== null && fila === estado.borrador, [estado.borrador]);

  return { modo: estado.modo, borrador: estado.borrador, filasVisibles, estaEditando, crear, editar, cambiar, cancelar, guardar, guardando };
}
