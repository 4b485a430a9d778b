import { api } from '@recepcion/api-client';
import type { InformeGlobalFila } from '@recepcion/contracts';
import { Grid, type GridColumn, ListaEstado, PageHeader, useQuery } from '@recepcion/ui';
import { useState } from 'react';
import { accederComoHotel } from '../../lib/acceso';
import { AREA_ROOT } from '../../lib/area';

export const TITULO_INFORME_GLOBAL = 'Informe global de reservas';

const getInforme = (signal: AbortSignal) => api.get<InformeGlobalFila[]>('InformeGlobalReservas', { signal });

const COLUMNAS: readonly GridColumn<InformeGlobalFila>[] = [
  { title: 'IDCM', data: 'IDCM', type: 'numero', decimales: 0, width: 80 },
  { title: 'Hotel', data: 'Nombre', width: 220 },
  { title: 'Empresa', data: 'Empresa', width: 200 },
  { title: 'Reservas', data: 'Reservas', type: 'numero', decimales: 0, width: 100 },
  { title: 'Vigentes', data: 'Vigente', type: 'numero', decimales: 0, width: 100 },
  { title: 'Creadas (30 días)', data: 'Reservas_estimado', type: 'numero', decimales: 0, width: 140 },
  { title: 'Vigentes (próx. 30 días)', data: 'Vigente_estimado', type: 'numero', decimales: 0, width: 170 },
  { title: 'Usuario', data: 'user_id', type: 'numero', decimales: 0, width: 90 },
  { title: 'Comentario interno', data: 'ComentarioInterno', width: 200 },
];

/** `/root/InformeGlobalReservas`: one row per hotel with its reservations; CSV; access as the selected hotel. */
export function InformeGlobalPage() {
  const { state, refetch } = useQuery('InformeGlobalReservas', getInforme);
  const [seleccion, setSeleccion] = useState<InformeGlobalFila | null>(null);
  return (
    <>
      <PageHeader area={AREA_ROOT} titulo={TITULO_INFORME_GLOBAL} descripcion="Cada hotel de la instalación con sus reservas: todas, las vigentes y las de los últimos y próximos 30 días." />
      <section className="rc-card root-card" aria-label={TITULO_INFORME_GLOBAL}>
        {state.status === 'success' ? (
          <Grid
            columns={COLUMNAS}
            data={state.data}
            ariaLabel={TITULO_INFORME_GLOBAL}
            exportarCsv="informe-global-reservas.csv"
            onSelect={setSeleccion}
            toolbar={
              <>
                <button type="button" className="rc-button" onClick={refetch}>
                  Actualizar
                </button>
                <button type="button" className="rc-button" disabled={!seleccion} onClick={() => seleccion && void accederComoHotel(seleccion.IDCM, seleccion.Nombre)}>
                  Acceder como este hotel
                </button>
              </>
            }
          />
        ) : (
          <ListaEstado state={state} cargando="Cargando el informe…" error="No se pudo cargar el informe." vacio="" onReintentar={refetch} />
        )}
      </section>
    </>
  );
}
