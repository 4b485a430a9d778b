import { api } from '@recepcion/api-client';
import type { ServerInfo } from '@recepcion/contracts';
import { formatearNumero } from '@recepcion/domain';
import { ListaEstado, PageHeader, useQuery } from '@recepcion/ui';
import { AREA_ROOT, fechaHora } from '../../lib/area';

export const TITULO_DATOS = 'Datos del servidor';

const getDatos = (signal: AbortSignal) => api.get<ServerInfo>('Default', { signal });

function duracion(segundos: number): string {
  const d = Math.floor(segundos / 86400);
  const h = Math.floor((segundos % 86400) / 3600);
  const m = Math.floor((segundos % 3600) / 60);
  return `${d > 0 ? `${d} d ` : ''}${h} h ${m} min`;
}

/** `/root/Datos`: versions, uptime, database kind (GET /api/Default). */
export function DatosPage() {
  const { state, refetch } = useQuery('Default', getDatos);
  const d = state.status === 'success' ? state.data : undefined;
  return (
    <>
      <PageHeader area={AREA_ROOT} titulo={TITULO_DATOS} descripcion="La versión, el tiempo en marcha y la base de datos de este servidor." />
      <section className="rc-card root-card" aria-label={TITULO_DATOS}>
        {d ? (
          <dl className="root-datos">
            <dt>Versión del servidor</dt>
            <dd>{d.version}</dd>
            <dt>Versión del cliente</dt>
            <dd>{d.versionCliente}</dd>
            <dt>En marcha desde</dt>
            <dd>
              {fechaHora(d.iniciadoEn)} ({duracion(d.uptimeSegundos)})
            </dd>
            <dt>Base de datos</dt>
            <dd>{d.baseDatos === 'postgresql' ? 'PostgreSQL' : 'PGlite (embebida)'}</dd>
            <dt>Eventos registrados</dt>
            <dd>{formatearNumero(d.eventos, { decimales: 0 })}</dd>
            <dt>Node</dt>
            <dd>
              {d.node} · {d.plataforma} · {d.memoriaMb} MB
            </dd>
          </dl>
        ) : (
          <ListaEstado state={state} cargando="Cargando…" error="No se pudo leer el servidor." vacio="" onReintentar={refetch} />
        )}
      </section>
    </>
  );
}
