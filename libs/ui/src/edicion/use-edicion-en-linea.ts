import { useState } from 'react';
import type { MutationResult } from '../datos/use-mutation';
import { primerError, type Errores } from '../formularios/validacion';
import { toast } from '../toast/toast-store';

/** Said when another row is asked for while one is open. */
export const MENSAJE_TERMINAR_EDICION = 'Termine o cancele la edición de la fila actual';

/** The row being edited: its Id (0 while creating), its values and their messages. */
export interface Edicion<F> {
  id: number;
  valores: F;
  errores: Errores<keyof F & string>;
}

export interface EdicionEnLineaOpciones<T extends { Id: number }, F extends object> {
  /** The selected row (what Editar edits). */
  seleccionado: T | undefined;
  /** A new row's values (spec defaults). */
  nuevo: () => F;
  /** The values of an existing row. */
  desde: (fila: T) => F;
  /** The messages of spec section 5, per field; `id` is the row (0 when new). */
  validar: (form: F, id: number) => Errores<keyof F & string>;
  /** The fields in the order the row shows them (the first with a message is focused). */
  orden: readonly (keyof F & string)[];
  /** The body of PUT/POST, from the values. */
  datos: (id: number, form: F, anterior: T | undefined) => Partial<T> & { Id: number };
  guardar: MutationResult<Partial<T> & { Id: number }, T>;
  /** After the server saved the row (puts it in the list, selects it, says 'Guardado con éxito'). */
  onGuardado: (fila: T) => void;
  /** Called with the field to focus when there are messages. */
  enfocar?: (campo: keyof F & string) => void;
}

/**
 * Inline row editing (spec section 2): creating and editing modes, one row at a time. Cancel
 * drops the values typed, so the row shows what it had; a refusal of the server keeps the row
 * open with what was typed.
 */
export function useEdicionEnLinea<T extends { Id: number }, F extends object>(opciones: EdicionEnLineaOpciones<T, F>) {
  type Campo = keyof F & string;
  const [edicion, setEdicion] = useState<Edicion<F> | null>(null);
  const [anterior, setAnterior] = useState<T | undefined>(undefined);

  /** One row at a time: another edit waits until this one is saved or cancelled. */
  const ocupado = (): boolean => {
    if (!edicion) return false;
    toast.warning(MENSAJE_TERMINAR_EDICION);
    return true;
  };

  const nuevo = () => {
    if (ocupado()) return;
    setAnterior(undefined);
    setEdicion({ id: 0, valores: opciones.nuevo(), errores: {} });
  };

  const editar = (fila: T | undefined = opciones.seleccionado) => {
    if (!fila || ocupado()) return;
    setAnterior(fila);
    setEdicion({ id: fila.Id, valores: opciones.desde(fila), errores: {} });
  };

  const cambiar = <K extends Campo>(campo: K, valor: F[K]) => {
    setEdicion((actual) =>
      actual ? { ...actual, valores: { ...actual.valores, [campo]: valor }, errores: actual.errores[campo] ? { ...actual.errores, [campo]: undefined } : actual.errores } : actual,
    );
  };

  const cancelar = () => {
    setEdicion(null);
    setAnterior(undefined);
  };

  const guardar = async (): Promise<boolean> => {
    if (!edicion || opciones.guardar.pending) return false;
    const errores = opciones.validar(edicion.valores, edicion.id);
    const mensaje = primerError(errores, opciones.orden);
    if (mensaje) {
      setEdicion({ ...edicion, errores });
      toast.warning(mensaje);
      const campo = opciones.orden.find((c) => errores[c]);
      if (campo) opciones.enfocar?.(campo);
      return false;
    }
    let guardada: T;
    try {
      guardada = await opciones.guardar.mutate(opciones.datos(edicion.id, edicion.valores, anterior));
    } catch {
      return false; // The portal shows the refusal; the row stays open.
    }
    setEdicion(null);
    setAnterior(undefined);
    opciones.onGuardado(guardada);
    return true;
  };

  return { edicion, nuevo, editar, cambiar, cancelar, guardar, guardando: opciones.guardar.pending };
}
