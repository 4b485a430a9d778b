import { api } from '@recepcion/api-client';
import type { ReservasPorDiaFila, UltimaReservaFila } from '@recepcion/contracts';
import { formatearFecha } from '@recepcion/domain';
import { Grid, type GridColumn, ListaEstado, PageHeader, useQuery } from '@recepcion/ui';
import { useState } from 'react';
import { AREA_ROOT, fechaHora } from '../../lib/area';

export const TITULO_ULTIMAS = 'Últimas reservas';

const getUltimas = (signal: AbortSignal) => api.get<UltimaReservaFila[]>('Root/UltimasReservas', { signal });
const getPorDia = (tipo: 'Creadas' | 'Modificadas') => (signal: AbortSignal) => api.get<ReservasPorDiaFila[]>(`Root/GetReservas${tipo}`, { signal });

const COLUMNAS: readonly GridColumn<UltimaReservaFila>[] = [
  { title: 'Id', data: 'Id', type: 'numero', decimales: 0, width: 70 },
  { title: 'Hotel', data: 'Nombre', width: 220 },
  { title: 'Última creada', data: 'sFechaCreacion', width: 150, formato: (v) => fechaHora(v as string | null) },
  { title: 'Última modificada', data: 'sFechaModificacion', width: 150, formato: (v) => fechaHora(v as string | null) },
  { title: 'Correo', data: 'Email', width: 220 },
  { title: 'Usuario', data: 'NombreUsuario', width: 160 },
  { title: 'Plataforma', data: 'Plataforma', width: 90 },
  { title: 'Versión', data: 'Version', width: 80 },
];

/** A small bar chart: one bar per day, as tall as its share of the busiest day. */
export function BarrasPorDia({ filas, titulo }: { filas: readonly ReservasPorDiaFila[]; titulo: string }) {
  const maximo = Math.max(1, ...filas.map((f) => f.reservas));
  return (
    <figure className="root-barras" aria-label={titulo}>
      <ol>
        {filas.map((f) => (
          <li key={f.fecha} title={`${formatearFecha(f.fecha)}: ${f.reservas}`}>
            <span className="root-barras__barra" style={{ height: `${Math.round((f.reservas / maximo) * 100)}%` }} />
            <span className="root-barras__texto">
              {formatearFecha(f.fecha).slice(0, 5)}: {f.reservas}
            </span>
          </li>
        ))}
      </ol>
      <figcaption>{titulo}</figcaption>
    </figure>
  );
}

/** `/root/ultimas-reservas`: each hotel's latest reservation activity, and reservations per day (30 days). */
export function UltimasReservasPage() {
  const ultimas = useQuery('Root/UltimasReservas', getUltimas);
  const [tipo, setTipo] = useState<'Creadas' | 'Modificadas'>('Creadas');
  const porDia = useQuery(`Root/GetReservas${tipo}`, getPorDia(tipo));
  return (
    <>
      <PageHeader area={AREA_ROOT} titulo={TITULO_ULTIMAS} descripcion="La actividad más reciente de cada hotel y las reservas por día de los últimos 30 días." />
      <section className="rc-card root-card" aria-label="Reservas por día">
        <div className="root-filtros" role="group" aria-label="Contar por">
          <label>
            <input type="radio" name="tipo" checked={tipo === 'Creadas'} onChange={() => setTipo('Creadas')} /> Creadas
          </label>
          <label>
            <input type="radio" name="tipo" checked={tipo === 'Modificadas'} onChange={() => setTipo('Modificadas')} /> Modificadas
          </label>
        </div>
        {porDia.state.status === 'success' ? (
          porDia.state.data.length ? (
            <BarrasPorDia filas={porDia.state.data} titulo={`Reservas ${tipo.toLowerCase()} por día`} />
          ) : (
            <p>No hay reservas en los últimos 30 días.</p>
          )
        ) : (
          <ListaEstado state={porDia.state} cargando="Cargando…" error="No se pudo leer las reservas por día." vacio="" onReintentar={porDia.refetch} />
        )}
      </section>
      <section className="rc-card root-card" aria-label={TITULO_ULTIMAS}>
        {ultimas.state.status === 'success' ? (
          <Grid columns={COLUMNAS} data={ultimas.state.data} ariaLabel={TITULO_ULTIMAS} exportarCsv="ultimas-reservas.csv" />
        ) : (
          <ListaEstado state={ultimas.state} cargando="Cargando…" error="No se pudo leer las últimas reservas." vacio="" onReintentar={ultimas.refetch} />
        )}
      </section>
    </>
  );
}
