import { formatearFecha, formatearMonto, formatearNumero } from '@recepcion/domain';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useMutation } from '../datos/use-mutation';
import type { SelectOption } from '../form/select-field';
import { DateInput } from '../inputs/date-input';
import { NumberInput } from '../inputs/number-input';
import { useEdicionEnLinea } from './use-edicion-en-linea';

export type ModoEdicion = 'ninguno' | 'creando' | 'editando';

export type TipoColumnaEditable = 'texto' | 'numero' | 'monto' | 'fecha' | 'booleano' | 'seleccion';

export interface ColumnaEditable<T> {
  title: string;
  data: keyof T & string;
  /** Default 'texto'. 'seleccion' needs `opciones`. */
  type?: TipoColumnaEditable;
  opciones?: readonly SelectOption[];
  /** Numbers: decimals allowed (default 2); money: whether the currency has cents (default true). */
  decimales?: number;
  conCentavos?: boolean;
  width?: number | string;
  /** Shown but never edited. */
  readOnly?: boolean;
  /** Text in read mode, instead of the type's formatting. */
  formato?: (valor: unknown, fila: T) => string;
  /** A custom editor for the open row. */
  editor?: (borrador: T, cambiar: (cambios: Partial<T>) => void) => ReactNode;
}

export interface EditableTableProps<T> {
  ariaLabel: string;
  columns: readonly ColumnaEditable<T>[];
  filas: readonly T[];
  claveDe: (fila: T) => string | number;
  nueva: () => T;
  /** Saves the row (validating first); throw to keep it open. Update `filas` before resolving. */
  onGuardar: (fila: T, modo: Exclude<ModoEdicion, 'ninguno'>) => Promise<unknown>;
  /** Deletes a row (the page asks for confirmation). Without it there is no Eliminar button. */
  onEliminar?: (fila: T) => unknown;
  /** Whether "Nuevo" is offered; default true. */
  permitirCrear?: boolean;
  sinDatos?: ReactNode;
  /** Scroll height of the table; default 600 px. */
  height?: number;
  /** Extra content in the toolbar, before "Nuevo". */
  toolbar?: ReactNode;
}

export const TEXTOS_EDICION = { nuevo: 'Nuevo', editar: 'Editar', eliminar: 'Eliminar', guardar: 'Guardar', cancelar: 'Cancelar' } as const;

const esNumerica = <T,>(columna: ColumnaEditable<T>) => columna.type === 'numero' || columna.type === 'monto';

function textoLectura<T>(columna: ColumnaEditable<T>, fila: T): string {
  const valor = fila[columna.data];
  if (columna.formato) return columna.formato(valor, fila);
  if (valor === null || valor === undefined) return '';
  switch (columna.type ?? 'texto') {
    case 'numero':
      return formatearNumero(Number(valor), { decimales: columna.decimales ?? 2 });
    case 'monto':
      return formatearMonto(Number(valor), columna.conCentavos ?? true);
    case 'fecha':
      return formatearFecha(String(valor));
    case 'booleano':
      return valor ? 'Sí' : 'No';
    case 'seleccion':
      return columna.opciones?.find((o) => String(o.value) === String(valor))?.label ?? '';
    default:
      return String(valor);
  }
}

/**
 * A list with inline create, edit and delete (charges, service groups, rooms, meal plans, room
 * types): one row open at a time, Enter saves, Escape cancels and restores the row.
 */
export function EditableTable<T>({
  ariaLabel,
  columns,
  filas,
  claveDe,
  nueva,
  onGuardar,
  onEliminar,
  permitirCrear = true,
  sinDatos = 'No hay registros',
  height = 600,
  toolbar,
}: EditableTableProps<T>) {
  // The one inline editor (useEdicionEnLinea): rows known to it by position (1...), 0 is the new row.
  const porId = useMemo(() => filas.map((fila, i) => ({ Id: i + 1, fila })), [filas]);
  const guardarFila = useMutation(async ({ Id, fila }: { Id: number; fila?: T }) => {
    await onGuardar(fila as T, Id === 0 ? 'creando' : 'editando');
    return { Id, fila: fila as T };
  });
  const enLinea = useEdicionEnLinea<{ Id: number; fila: T }, T & object>({
    seleccionado: undefined,
    nuevo: () => nueva() as T & object,
    desde: ({ fila }) => ({ ...fila }) as T & object,
    validar: () => ({}),
    orden: [],
    datos: (Id, fila) => ({ Id, fila }),
    guardar: guardarFila,
    onGuardado: () => undefined,
  });
  const abierta = enLinea.edicion !== null;
  const edicion = {
    guardando: enLinea.guardando,
    crear: () => enLinea.nuevo(),
    editar: (fila: T) => enLinea.editar(porId.find((f) => f.fila === fila)),
    cambiar: (cambios: Partial<T>) => Object.entries(cambios).forEach(([campo, valor]) => enLinea.cambiar(campo as keyof T & string, valor as never)),
    cancelar: enLinea.cancelar,
    estaEditando: (fila: T) => fila === enLinea.edicion?.valores,
    /** The draft in place of its row; a new row on top. */
    filasVisibles: !enLinea.edicion
      ? filas
      : enLinea.edicion.id === 0
        ? [enLinea.edicion.valores, ...filas]
        : porId.map(({ Id, fila }) => (Id === enLinea.edicion?.id ? enLinea.edicion.valores : fila)),
  };
  const filaAbierta = useRef<HTMLTableRowElement>(null);

  useEffect(() => {
    if (abierta) filaAbierta.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, [abierta]);

  const guardar = () => void enLinea.guardar();

  function editor(columna: ColumnaEditable<T>, borrador: T): ReactNode {
    const etiqueta = columna.title;
    const valor = borrador[columna.data];
    const cambiar = (v: unknown) => edicion.cambiar({ [columna.data]: v } as Partial<T>);
    if (columna.readOnly) return textoLectura(columna, borrador);
    if (columna.editor) return columna.editor(borrador, edicion.cambiar);
    switch (columna.type ?? 'texto') {
      case 'numero':
      case 'monto':
        return (
          <NumberInput
            label={etiqueta}
            etiquetaOculta
            className="rc-field--inline"
            value={typeof valor === 'number' ? valor : null}
            decimales={columna.type === 'monto' ? (columna.conCentavos === false ? 0 : 2) : (columna.decimales ?? 2)}
            onChange={cambiar}
          />
        );
      case 'fecha':
        return <DateInput label={etiqueta} etiquetaOculta className="rc-field--inline" value={(valor as string | null) ?? null} onChange={cambiar} />;
      case 'booleano':
        return <input type="checkbox" className="rc-check__input" aria-label={etiqueta} checked={Boolean(valor)} onChange={(e) => cambiar(e.target.checked)} />;
      case 'seleccion':
        return (
          <select
            className="rc-input rc-select"
            aria-label={etiqueta}
            value={valor === null || valor === undefined ? '' : String(valor)}
            onChange={(e) => {
              const opcion = columna.opciones?.find((o) => String(o.value) === e.target.value);
              cambiar(opcion ? opcion.value : null);
            }}
          >
            <option value="">Seleccione…</option>
            {columna.opciones?.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        );
      default:
        return <input type="text" className="rc-input" aria-label={etiqueta} value={(valor as string | null) ?? ''} onChange={(e) => cambiar(e.target.value)} />;
    }
  }

  return (
    <div className="rc-editable">
      <div className="rc-grid__toolbar">
        {toolbar}
        {permitirCrear && (
          <button type="button" className="rc-button rc-button--primary" disabled={abierta} onClick={edicion.crear}>
            {TEXTOS_EDICION.nuevo}
          </button>
        )}
      </div>
      <div className="rc-editable__scroll" style={{ maxHeight: height }}>
        <table className="rc-editable__table" aria-label={ariaLabel}>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.data} scope="col" style={{ width: c.width }} className={esNumerica(c) ? 'rc-editable__numero' : undefined}>
                  {c.title}
                </th>
              ))}
              <th scope="col" className="rc-editable__acciones">
                <span className="rc-visually-hidden">Acciones</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {edicion.filasVisibles.length === 0 && (
              <tr>
                <td colSpan={columns.length + 1} className="rc-editable__vacio">
                  {sinDatos}
                </td>
              </tr>
            )}
            {edicion.filasVisibles.map((fila) => {
              const enEdicion = edicion.estaEditando(fila);
              const clave = enLinea.edicion?.id === 0 && enEdicion ? 'nueva' : claveDe(fila);
              return enEdicion ? (
                <tr
                  key={clave}
                  ref={filaAbierta}
                  className="rc-editable__fila--abierta"
                  onKeyDown={(event) => {
                    if (event.key === 'Escape') {
                      event.preventDefault();
                      edicion.cancelar();
                    } else if (event.key === 'Enter' && (event.target as HTMLElement).tagName !== 'BUTTON') {
                      event.preventDefault();
                      guardar();
                    }
                  }}
                >
                  {columns.map((c) => (
                    <td key={c.data}>{editor(c, fila)}</td>
                  ))}
                  <td className="rc-editable__acciones">
                    <button type="button" className="rc-button rc-button--primary" disabled={edicion.guardando} onClick={guardar}>
                      {TEXTOS_EDICION.guardar}
                    </button>
                    <button type="button" className="rc-button" disabled={edicion.guardando} onClick={edicion.cancelar}>
                      {TEXTOS_EDICION.cancelar}
                    </button>
                  </td>
                </tr>
              ) : (
                <tr key={clave}>
                  {columns.map((c) => (
                    <td key={c.data} className={esNumerica(c) ? 'rc-editable__numero' : undefined}>
                      {textoLectura(c, fila)}
                    </td>
                  ))}
                  <td className="rc-editable__acciones">
                    <button
                      type="button"
                      className="rc-button"
                      disabled={abierta}
                      aria-label={`${TEXTOS_EDICION.editar} ${textoLectura(columns[0], fila)}`}
                      onClick={() => edicion.editar(fila)}
                    >
                      {TEXTOS_EDICION.editar}
                    </button>
                    {onEliminar && (
                      <button
                        type="button"
                        className="rc-button rc-button--danger"
                        disabled={abierta}
                        aria-label={`${TEXTOS_EDICION.eliminar} ${textoLectura(columns[0], fila)}`}
                        onClick={() => onEliminar(fila)}
                      >
                        {TEXTOS_EDICION.eliminar}
                      </button>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
