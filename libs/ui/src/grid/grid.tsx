import { lazy, Suspense, useEffect, useImperativeHandle, useRef, useState, type ReactNode, type Ref } from 'react';
import { useAlVerse } from '../visibilidad/use-al-verse';
import { descargarCsv, generarCsv } from './csv';
import type { GridHandle, GridProps } from './grid-types';
import type { HotGridProps } from './hot-grid';

// Handsontable loads with the first grid shown, not with the kit.
const HotGrid = lazy(() => import('./hot-grid')) as unknown as <T>(props: HotGridProps<T>) => ReactNode;

export const ALTO_GRID = 600;
export const TEXTO_EXPORTAR_CSV = 'Exportar CSV';
export const TEXTO_SIN_DATOS = 'No hay registros';

/**
 * A list as a Handsontable grid (spec section 2, "Other screens"): one selected row, keyboard
 * navigation, dates and money in the Chilean format, 600 px high by default, CSV export.
 * Declare `columns` outside the component (or memoise them): a new array re-creates the columns.
 */
export function Grid<T>({
  ref,
  columns,
  data,
  ariaLabel,
  height = ALTO_GRID,
  onSelect,
  seleccionada,
  onActivate,
  editable = false,
  onCambio,
  exportarCsv,
  sinDatos = TEXTO_SIN_DATOS,
  toolbar,
  className,
  alVerse = false,
}: GridProps<T> & { ref?: Ref<GridHandle<T>> }) {
  const [propia, setPropia] = useState<number | null>(null);
  const cuerpo = useRef<HTMLDivElement>(null);
  const visto = useAlVerse(cuerpo, alVerse);
  const cargando = <p className="rc-grid__message">Cargando…</p>;
  const controlada = seleccionada !== undefined;
  const elegida = controlada ? seleccionada : propia;
  const seleccion = elegida !== null && elegida >= 0 && elegida < data.length ? elegida : null;

  useEffect(() => {
    if (propia !== null && propia >= data.length) setPropia(null);
  }, [data, propia]);

  const exportar = (nombre: string) => descargarCsv(nombre, generarCsv(columns, data));

  useImperativeHandle(
    ref,
    () => ({
      exportarCsv: exportar,
      seleccionarFila: (indice) => {
        if (indice !== null && indice >= 0 && indice < data.length) seleccionar(indice);
        else setPropia(null);
      },
      filaSeleccionada: () => (seleccion !== null && seleccion < data.length ? { fila: data[seleccion], indice: seleccion } : null),
    }),
  );

  function seleccionar(indice: number) {
    if (!controlada) setPropia(indice);
    if (indice < data.length) onSelect?.(data[indice], indice);
  }

  return (
    <div className={`rc-grid${className ? ` ${className}` : ''}`}>
      {(toolbar || exportarCsv) && (
        <div className="rc-grid__toolbar">
          {toolbar}
          {exportarCsv && (
            <button type="button" className="rc-button rc-grid__export" onClick={() => exportar(exportarCsv)}>
              {TEXTO_EXPORTAR_CSV}
            </button>
          )}
        </div>
      )}
      <div ref={cuerpo} className="rc-grid__body" style={{ height }}>
        {!visto ? (
          cargando
        ) : (
          <Suspense fallback={cargando}>
            <HotGrid<T>
              columns={columns}
              data={data}
              ariaLabel={ariaLabel}
              height={height}
              editable={editable}
              seleccion={seleccion}
              onSeleccion={seleccionar}
              onActivar={onActivate && ((indice) => indice < data.length && onActivate(data[indice], indice))}
              onCambio={onCambio && ((indice, campo, valor) => indice < data.length && onCambio(data[indice], campo, valor, indice))}
            />
          </Suspense>
        )}
        {data.length === 0 && sinDatos && (
          <p className="rc-grid__message rc-grid__message--empty" role="status">
            {sinDatos}
          </p>
        )}
      </div>
    </div>
  );
}
