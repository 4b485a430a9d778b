import { DateInput, Grid, ListaEstado, PageHeader, useFiltro } from '@recepcion/ui';
import { useMemo } from 'react';
import { esFecha, hoy } from '../../lib/fechas';
import { useCentavos, useNombreMoneda } from '../../lib/listas';
import { MENSAJES } from '../../lib/mensajes';
import type { AreaPageProps } from '../../routing/area-routes';
import { useCaja } from './api/get-caja';
import { columnasCaja, ingresosDelDia } from './columnas';

export const TITULO_CAJA = 'Caja por habitación';

interface Filtro {
  fecha: string | null;
}
const completo = (f: Filtro) => esFecha(f.fecha);

/** `/reservas/caja-habitacion`: each room's charges, income and balance on one day (default today). Read only. */
export function CajaHabitacionPage({ hotelId }: AreaPageProps) {
  const filtro = useFiltro<Filtro>({ fecha: hoy() }, completo);
  const fecha = filtro.aplicado.fecha as string;
  const { state, refetch } = useCaja(hotelId, fecha);
  const centavos = useCentavos();
  const nombreMoneda = useNombreMoneda();
  const columnas = useMemo(() => columnasCaja(centavos, nombreMoneda), [centavos, nombreMoneda]);
  const filas = state.data ?? [];
  const ingresos = ingresosDelDia(filas, centavos);

  return (
    <>
      <PageHeader area="Reservas" titulo={TITULO_CAJA} descripcion="Lo cargado, lo pagado en el día y el saldo de cada habitación ocupada, por moneda." />
      <section className="rc-card" aria-label="Caja del día" aria-busy={state.status === 'loading' || undefined}>
        <div className="rs-filtros" role="group" aria-label="Filtros">
          <DateInput label="Fecha" required value={filtro.valores.fecha} onChange={(valor) => filtro.cambiar({ fecha: valor })} error={filtro.valores.fecha ? null : MENSAJES.seleccioneFecha} />
          <button type="button" className="rc-button rs-filtros__accion" onClick={refetch}>
            Actualizar
          </button>
        </div>
        {state.status === 'success' && filas.length > 0 ? (
          <>
            <Grid columns={columnas} data={filas} ariaLabel={TITULO_CAJA} exportarCsv={`caja-habitacion-${fecha}.csv`} />
            <p className="rs-pie" aria-live="polite">
              Ingresos del día: <strong>{ingresos.length ? ingresos.join(' / ') : 'ninguno'}</strong>
            </p>
          </>
        ) : (
          <ListaEstado
            state={state}
            cargando="Cargando la caja del día…"
            error="No se pudo cargar la caja del día."
            vacio="El hotel no tiene habitaciones todavía."
            onReintentar={refetch}
          />
        )}
      </section>
    </>
  );
}
