import type { ReactNode } from 'react';
import type { useCrudLista } from '../datos/use-crud-lista';
import { Grid } from '../grid/grid';
import type { GridColumn } from '../grid/grid-types';
import { ListaEstado } from './lista-estado';
import { PageHeader } from './page-header';
import { useSoloLectura } from './solo-lectura';
import { ToolbarCrud } from './toolbar-crud';

export interface TextosListado {
  area: string;
  titulo: string;
  descripcion: string;
  /** The create button: `Nuevo impuesto`. */
  nuevo: string;
  cargando: string;
  error: string;
  vacio: string;
  /** How to start the list, for whoever may (ListaEstado). */
  comoEmpezar?: string;
  /** The list's landmark name, when `Listado de <título>` does not read well. */
  listado?: string;
}

export interface ListadoCrudProps<T extends { Id: number }> {
  textos: TextosListado;
  lista: ReturnType<typeof useCrudLista<T>>;
  columnas: GridColumn<T>[];
  /** The rows shown, when the page derives them from the list's (same order, same ids). */
  filas?: readonly T[];
  /** The CSV's file name: the grid offers the export. */
  exportarCsv?: string;
  /** Filters between the toolbar and the grid. */
  filtros?: ReactNode;
  /** Under the grid, while it has rows (a total). */
  pie?: ReactNode;
  /** The create/edit dialog while the list has one open (`lista.dialogo && <Dialogo …/>`). */
  dialogo?: ReactNode;
  /** More buttons after create, edit and delete, for the selected row (`Reservar`); not for a read-only user. */
  acciones?: ReactNode;
}

/**
 * A list page with its dialog (spec section 2): header, create/edit/delete toolbar, filters, a grid
 * with one selected row (Enter or a double click edits it) or the list's state (loading, failed,
 * empty), and the dialog. Read-only for a user type that may not change it (`SoloLectura`).
 */
export function ListadoCrud<T extends { Id: number }>({ textos, lista, columnas, filas = lista.filas, exportarCsv, filtros, pie, dialogo, acciones }: ListadoCrudProps<T>) {
  const soloLectura = useSoloLectura();
  return (
    <>
      <PageHeader area={textos.area} titulo={textos.titulo} descripcion={textos.descripcion} />
      <section className="rc-card" aria-label={textos.listado ?? `Listado de ${textos.titulo.toLowerCase()}`} aria-busy={lista.state.status === 'loading' || undefined}>
        <ToolbarCrud nuevo={textos.nuevo} {...lista.toolbar}>
          {soloLectura ? null : acciones}
        </ToolbarCrud>
        {filtros}
        {lista.state.status === 'success' && filas.length > 0 ? (
          <>
            <Grid
              ref={lista.gridRef}
              columns={columnas}
              data={filas}
              ariaLabel={textos.titulo}
              onSelect={lista.seleccionar}
              onActivate={soloLectura ? undefined : (fila) => void lista.editar(fila)}
              exportarCsv={exportarCsv}
            />
            {pie}
          </>
        ) : (
          <ListaEstado state={lista.state} cargando={textos.cargando} error={textos.error} vacio={textos.vacio} comoEmpezar={textos.comoEmpezar} onReintentar={lista.refetch} />
        )}
      </section>
      {dialogo}
    </>
  );
}
