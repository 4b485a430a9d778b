import { useSession } from '@recepcion/session';
import { type ImpresionInforme, ListaEstado, PageHeader, PapelInforme, type QueryResult } from '@recepcion/ui';
import type { ReactNode } from 'react';

export const AREA_INFORMES = 'Informes';

export interface PaginaInformeProps<T, R = T> {
  titulo: string;
  descripcion: string;
  /** The report's read: loading, failed, or its rows. */
  consulta: QueryResult<T[]>;
  /** The filter fields. */
  filtros: ReactNode;
  /** What the report covers, as read (`Período: 01-11-2026 al 30-11-2026`). */
  alcance?: ReactNode;
  /** What the page says about an empty answer. */
  vacio: string;
  /** `Cargando el informe…` by default. */
  cargando?: string;
  /** The report itself, shown once it has rows (chart, grid, totals). */
  children: ReactNode;
  /** What the report prints: its whole table under the hotel's header, title and filters. */
  impresion?: ImpresionInforme<R>;
}

/**
 * The frame every report page shares: its heading and document title, a card with the filters,
 * Actualizar, the period it covers, and the report (or loading, the failure, or nothing found);
 * with `impresion`, its paper copy, which is all a print of the page shows.
 */
export function PaginaInforme<T, R = T>({ titulo, descripcion, consulta, filtros, alcance, vacio, cargando = 'Cargando el informe…', children, impresion }: PaginaInformeProps<T, R>) {
  const { state, refetch } = consulta;
  const conFilas = state.status === 'success' && state.data.length > 0;
  return (
    <>
      <PageHeader area={AREA_INFORMES} titulo={titulo} descripcion={descripcion} />
      <section className="rc-card inf-card" aria-label={titulo} aria-busy={state.status === 'loading' || undefined}>
        <div className="inf-filtros" role="group" aria-label="Filtros">
          {filtros}
          <button type="button" className="rc-button inf-filtros__accion" onClick={refetch}>
            Actualizar
          </button>
        </div>
        {alcance && (
          <p className="inf-alcance" aria-live="polite">
            {alcance}
          </p>
        )}
        {conFilas ? children : <ListaEstado state={state} cargando={cargando} error="No se pudo cargar el informe." vacio={vacio} onReintentar={refetch} />}
      </section>
      {impresion && <PapelImpreso titulo={titulo} impresion={impresion} />}
    </>
  );
}

/** The report's paper copy, headed with the session hotel's name and statement header. */
function PapelImpreso<T>({ titulo, impresion }: { titulo: string; impresion: ImpresionInforme<T> }) {
  const config = useSession().config;
  return <PapelInforme titulo={titulo} impresion={impresion} hotel={config} />;
}
