import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { SelectOption } from '../form/select-field';
import { NumberInput } from '../inputs/number-input';
import { useSoloLectura } from '../paginas/solo-lectura';
import { siguienteFila } from './siguiente-fila';
import type { Edicion } from './use-edicion-en-linea';

export type EditorEnLinea =
  | { tipo: 'texto'; maxLength?: number }
  | { tipo: 'numero'; decimales?: number }
  | { tipo: 'lista'; opciones: readonly SelectOption[]; placeholder: string };

export interface ColumnaEnLinea<T, F> {
  campo: keyof F & string;
  titulo: string;
  /** The text the cell shows for a row. */
  valor: (fila: T) => ReactNode;
  editor: EditorEnLinea;
  /** Numbers align right. */
  numerica?: boolean;
  /** CSS width of the column (`8rem`). */
  ancho?: string;
}

/** The editors of the open row, so a message can put the focus on its field. */
export function useEditores<Campo extends string>() {
  const refs = useRef(new Map<Campo, HTMLElement | null>());
  return {
    registrar: (campo: Campo) => (elemento: HTMLElement | null) => {
      refs.current.set(campo, elemento);
    },
    enfocar: (campo: Campo) => refs.current.get(campo)?.focus(),
  };
}

export type Editores<Campo extends string> = ReturnType<typeof useEditores<Campo>>;

export interface TablaEnLineaProps<T extends { Id: number }, F extends object> {
  ariaLabel: string;
  columnas: readonly ColumnaEnLinea<T, F>[];
  filas: readonly T[];
  seleccionado: T | undefined;
  onSeleccionar: (fila: T) => void;
  edicion: Edicion<F> | null;
  editores: Editores<keyof F & string>;
  onCambiar: <K extends keyof F & string>(campo: K, valor: F[K]) => void;
  onGuardar: () => void;
  onCancelar: () => void;
  /** Enter, F2 or a double click on a row. */
  onEditar: (fila: T) => void;
  /** Supr (Delete) on a row. */
  onEliminar: (fila: T) => void;
  guardando: boolean;
}

/**
 * A list with one selected row and inline editing (spec section 2): the row being edited (or
 * the new one, last) shows its fields in the cells; Enter saves it and Esc cancels it. Outside
 * editing, the arrows, Home, End, PageUp and PageDown move the selection, Enter or F2 edits the
 * selected row and Supr deletes it.
 */
export function TablaEnLinea<T extends { Id: number }, F extends object>({
  ariaLabel,
  columnas,
  filas,
  seleccionado,
  onSeleccionar,
  edicion,
  editores,
  onCambiar,
  onGuardar,
  onCancelar,
  onEditar,
  onEliminar,
  guardando,
}: TablaEnLineaProps<T, F>) {
  const soloLectura = useSoloLectura();
  const filasRef = useRef(new Map<number, HTMLTableRowElement>());
  const seguirFoco = useRef(false);
  const abierta = edicion?.id ?? null;

  // Opening a row puts the focus on its first field; closing it gives it back to the row.
  const antes = useRef(abierta);
  useEffect(() => {
    if (abierta !== null) {
      editores.enfocar(columnas[0].campo);
      filasRef.current.get(abierta)?.scrollIntoView?.({ block: 'nearest' });
    } else if (antes.current !== null && seleccionado) {
      seguirFoco.current = true;
    }
    antes.current = abierta;
    // Only when a row opens or closes.
  }, [abierta]);

  useEffect(() => {
    if (!seguirFoco.current || !seleccionado || abierta !== null) return;
    seguirFoco.current = false;
    const fila = filasRef.current.get(seleccionado.Id);
    // Only when the focus was in the table (the closed row took it with it): not from a toolbar button.
    const activo = document.activeElement;
    if (fila && (!activo || activo === document.body || fila.closest('table')?.contains(activo))) {
      fila.focus();
      fila.scrollIntoView?.({ block: 'nearest' });
    }
  });

  const teclaFila = (event: KeyboardEvent<HTMLTableRowElement>, fila: T) => {
    if (event.target !== event.currentTarget) return;
    if (soloLectura && (event.key === 'Enter' || event.key === 'F2' || event.key === 'Delete')) return;
    if (event.key === 'Enter' || event.key === 'F2') {
      event.preventDefault();
      onEditar(fila);
      return;
    }
    if (event.key === 'Delete') {
      event.preventDefault();
      onEliminar(fila);
      return;
    }
    const actual = filas.indexOf(fila);
    const destino = siguienteFila(event.key, actual, filas.length);
    if (destino === undefined) return;
    event.preventDefault();
    seguirFoco.current = true;
    if (destino === actual) filasRef.current.get(fila.Id)?.focus();
    else onSeleccionar(filas[destino]);
  };

  const teclaEdicion = (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onCancelar();
    } else if (event.key === 'Enter' && !(event.target instanceof HTMLButtonElement)) {
      event.preventDefault();
      onGuardar();
    }
  };

  const registrarFila = (id: number) => (tr: HTMLTableRowElement | null) => {
    if (tr) filasRef.current.set(id, tr);
    else filasRef.current.delete(id);
  };

  const filaEditada = (fila: T | undefined, indice: number) =>
    edicion && (
      <FilaEditada
        key={fila?.Id ?? 'nueva'}
        ref={registrarFila(edicion.id)}
        indice={indice}
        nueva={!fila}
        columnas={columnas}
        edicion={edicion}
        editores={editores}
        onCambiar={onCambiar}
        onGuardar={onGuardar}
        onCancelar={onCancelar}
        onKeyDown={teclaEdicion}
        guardando={guardando}
      />
    );

  return (
    <div className="rc-tabla rc-tabla--editable">
      <table role="grid" aria-label={ariaLabel} aria-rowcount={filas.length + 1 + (abierta === 0 ? 1 : 0)}>
        <thead>
          <tr aria-rowindex={1}>
            {columnas.map((c) => (
              <th key={c.campo} scope="col" className={c.numerica ? 'rc-num' : undefined} style={c.ancho ? { width: c.ancho } : undefined}>
                {c.titulo}
              </th>
            ))}
            <th scope="col" className="rc-tabla__acciones">
              <span className="rc-visually-hidden">Acciones</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {filas.map((fila, indice) => {
            if (edicion && edicion.id === fila.Id) return filaEditada(fila, indice);
            const elegida = fila === seleccionado;
            return (
              <tr
                key={fila.Id}
                ref={registrarFila(fila.Id)}
                aria-rowindex={indice + 2}
                aria-selected={elegida}
                tabIndex={elegida && !edicion ? 0 : -1}
                className={`rc-tabla__row${elegida ? ' rc-tabla__row--selected' : ''}${edicion ? ' rc-tabla__row--inactiva' : ''}`}
                onClick={() => !edicion && onSeleccionar(fila)}
                onDoubleClick={() => !soloLectura && onEditar(fila)}
                onKeyDown={(event) => teclaFila(event, fila)}
              >
                {columnas.map((c) => (
                  <td key={c.campo} role="gridcell" className={c.numerica ? 'rc-num' : undefined}>
                    {c.valor(fila)}
                  </td>
                ))}
                <td role="gridcell" className="rc-tabla__acciones" />
              </tr>
            );
          })}
          {edicion?.id === 0 && filaEditada(undefined, filas.length)}
        </tbody>
      </table>
    </div>
  );
}

interface FilaEditadaProps<F extends object> {
  ref: (tr: HTMLTableRowElement | null) => void;
  indice: number;
  nueva: boolean;
  columnas: readonly ColumnaEnLinea<never, F>[];
  edicion: Edicion<F>;
  editores: Editores<keyof F & string>;
  onCambiar: <K extends keyof F & string>(campo: K, valor: F[K]) => void;
  onGuardar: () => void;
  onCancelar: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLTableRowElement>) => void;
  guardando: boolean;
}

function FilaEditada<F extends object>({ ref, indice, nueva, columnas, edicion, editores, onCambiar, onGuardar, onCancelar, onKeyDown, guardando }: FilaEditadaProps<F>) {
  const id = useId();
  return (
    <tr
      ref={ref}
      aria-rowindex={indice + 2}
      aria-selected
      aria-label={nueva ? 'Nueva fila' : 'Fila en edición'}
      className="rc-tabla__row rc-tabla__row--editando"
      onKeyDown={onKeyDown}
    >
      {columnas.map((c) => {
        const valor = edicion.valores[c.campo];
        const error = edicion.errores[c.campo];
        const errorId = `${id}-${c.campo}-error`;
        const comunes = {
          'aria-label': c.titulo,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? errorId : undefined,
          ref: editores.registrar(c.campo),
        };
        return (
          <td key={c.campo} role="gridcell" className={c.numerica ? 'rc-num' : undefined}>
            {c.editor.tipo === 'numero' ? (
              <NumberInput
                label={c.titulo}
                etiquetaOculta
                className="rc-editor"
                decimales={c.editor.decimales ?? 0}
                value={valor as number | null}
                error={error}
                ref={editores.registrar(c.campo)}
                onChange={(v) => onCambiar(c.campo, v as F[typeof c.campo])}
              />
            ) : c.editor.tipo === 'lista' ? (
              <>
                <select className="rc-input rc-select rc-editor" value={valor as string} onChange={(e) => onCambiar(c.campo, e.target.value as F[typeof c.campo])} {...comunes}>
                  <option value="">{c.editor.placeholder}</option>
                  {c.editor.opciones.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </select>
                {error && (
                  <p id={errorId} className="rc-field__error">
                    {error}
                  </p>
                )}
              </>
            ) : (
              <>
                <input
                  type="text"
                  className="rc-input rc-editor"
                  autoComplete="off"
                  maxLength={c.editor.maxLength}
                  value={valor as string}
                  onChange={(e) => onCambiar(c.campo, e.target.value as F[typeof c.campo])}
                  {...comunes}
                />
                {error && (
                  <p id={errorId} className="rc-field__error">
                    {error}
                  </p>
                )}
              </>
            )}
          </td>
        );
      })}
      <td role="gridcell" className="rc-tabla__acciones">
        <div className="rc-tabla__botones">
          <button type="button" className="rc-button rc-button--primary" aria-busy={guardando || undefined} onClick={onGuardar}>
            {guardando ? 'Guardando…' : 'Guardar'}
          </button>
          <button type="button" className="rc-button" onClick={onCancelar}>
            Cancelar
          </button>
        </div>
      </td>
    </tr>
  );
}
