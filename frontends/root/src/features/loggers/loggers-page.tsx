import { api } from '@recepcion/api-client';
import type { FiltroLoggerDto, LogEntry } from '@recepcion/contracts';
import { DateInput, Grid, type GridColumn, ListaEstado, PageHeader, TextField, useQuery } from '@recepcion/ui';
import { useState } from 'react';
import { AREA_ROOT, fechaHora } from '../../lib/area';

export const TITULO_LOGGERS = 'Registro de errores';
export const TAMANO_PAGINA = 100;

const getLog = (filtro: FiltroLoggerDto, signal: AbortSignal) =>
  api.get<LogEntry[]>('Logger', { signal, query: { ...filtro, tamano: TAMANO_PAGINA } as Record<string, string | number | undefined> });

const COLUMNAS: readonly GridColumn<LogEntry>[] = [
  { title: 'Fecha', data: 'CreatedAt', width: 140, formato: (v) => fechaHora(v as string) },
  { title: 'Mensaje', data: 'Message', width: 320 },
  { title: 'Etiqueta', data: 'Tag', width: 110 },
  { title: 'Categoría', data: 'Category', width: 100 },
  { title: 'Dirección', data: 'Url', width: 200 },
  { title: 'Hotel', data: 'HotelIdClient', width: 70 },
  { title: 'Usuario', data: 'UserIdClient', width: 70 },
  { title: 'Navegador', data: 'Navegador', width: 110 },
  { title: 'Versión', data: 'VersionClient', width: 80 },
];

interface Filtro {
  desde: string | null;
  hasta: string | null;
  hotel: string;
  texto: string;
}

/** `/root/loggers`: the browser's error log with filters and pages of 100, and the selected entry's stack trace. */
export function LoggersPage() {
  const [valores, setValores] = useState<Filtro>({ desde: null, hasta: null, hotel: '', texto: '' });
  const [aplicado, setAplicado] = useState<FiltroLoggerDto>({});
  const [pagina, setPagina] = useState(1);
  const [seleccion, setSeleccion] = useState<LogEntry | null>(null);
  // The key names the filters and the page: a change reads again.
  const { state, refetch } = useQuery(`Logger${JSON.stringify({ aplicado, pagina })}`, (signal) => getLog({ ...aplicado, pagina }, signal));

  const aplicar = () => {
    setPagina(1);
    setSeleccion(null);
    setAplicado({
      desde: valores.desde ?? undefined,
      hasta: valores.hasta ?? undefined,
      hotel: /^\d+$/.test(valores.hotel.trim()) ? Number(valores.hotel) : undefined,
      texto: valores.texto.trim() || undefined,
    });
  };

  const filas = state.status === 'success' ? state.data : [];
  return (
    <>
      <PageHeader area={AREA_ROOT} titulo={TITULO_LOGGERS} descripcion="Los errores que informan los navegadores, del más reciente al más antiguo." />
      <section className="rc-card root-card" aria-label={TITULO_LOGGERS}>
        <form
          className="root-filtros"
          aria-label="Filtros"
          onSubmit={(e) => {
            e.preventDefault();
            aplicar();
          }}
        >
          <DateInput label="Desde" value={valores.desde} onChange={(desde) => setValores({ ...valores, desde })} />
          <DateInput label="Hasta" value={valores.hasta} onChange={(hasta) => setValores({ ...valores, hasta })} />
          <TextField label="Hotel" inputMode="numeric" value={valores.hotel} onChange={(e) => setValores({ ...valores, hotel: e.target.value })} />
          <TextField label="Texto" value={valores.texto} onChange={(e) => setValores({ ...valores, texto: e.target.value })} />
          <button type="submit" className="rc-button rc-button--primary">
            Filtrar
          </button>
        </form>
        {/* Without rows, the message alone: the empty grid, wider than the page, scrolled sideways with nothing to focus. */}
        {state.status === 'success' && filas.length > 0 ? (
          <Grid columns={COLUMNAS} data={filas} ariaLabel={TITULO_LOGGERS} onSelect={setSeleccion} exportarCsv="registro-errores.csv" height={400} />
        ) : (
          <ListaEstado state={state} cargando="Cargando…" error="No se pudo leer el registro." vacio="No hay errores con estos filtros." onReintentar={refetch} />
        )}
        <nav className="root-paginas" aria-label="Páginas">
          <button type="button" className="rc-button" disabled={pagina === 1} onClick={() => setPagina(pagina - 1)}>
            Anterior
          </button>
          <span>Página {pagina}</span>
          <button type="button" className="rc-button" disabled={filas.length < TAMANO_PAGINA} onClick={() => setPagina(pagina + 1)}>
            Siguiente
          </button>
        </nav>
      </section>
      {seleccion && (
        <section className="rc-card root-card" aria-label="Detalle del error">
          <h2 className="root-subtitulo">{seleccion.Message}</h2>
          <p>
            {fechaHora(seleccion.CreatedAt)} · {seleccion.Url ?? 'sin dirección'} · línea {seleccion.LineNumber ?? '-'}, columna {seleccion.ColumnNumber ?? '-'} · último clic:{' '}
            {seleccion.LastClick ?? '-'}
          </p>
          <pre className="root-traza" aria-label="Traza">
            {seleccion.StackTrace ?? 'Sin traza.'}
          </pre>
          <p className="root-agente">{seleccion.UserAgent}</p>
        </section>
      )}
    </>
  );
}
