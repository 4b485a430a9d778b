import { MENSAJES_A_LAS } from '@recepcion/contracts';
import { formatearFecha } from '@recepcion/domain';
import { useSession } from '@recepcion/session';
import { BotonImprimir, ControlALas, DateInput, Grid, ListaEstado, momentoEnPantalla, PageHeader, PapelInforme, useFiltro } from '@recepcion/ui';
import { useMemo, useState } from 'react';
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

/**
 * `/reservas/caja-habitacion`: each room's charges, income and balance on one day (default today).
 * Read only. «A las» a past moment: the cash as it stood then (before someone edited a payment).
 */
export function CajaHabitacionPage({ hotelId, ahora }: AreaPageProps & { ahora?: () => Date }) {
  const filtro = useFiltro<Filtro>({ fecha: hoy() }, completo);
  const fecha = filtro.aplicado.fecha as string;
  const [aLas, setALas] = useState<string | null>(null);
  const { state, refetch } = useCaja(hotelId, fecha, aLas);
  const centavos = useCentavos();
  const nombreMoneda = useNombreMoneda();
  const columnas = useMemo(() => columnasCaja(centavos, nombreMoneda), [centavos, nombreMoneda]);
  const filas = state.data ?? [];
  const ingresos = ingresosDelDia(filas, centavos);
  const config = useSession().config;
  const pie = `Ingresos del día: ${ingresos.length ? ingresos.join(' / ') : 'ninguno'}`;

  return (
    <>
      <PageHeader area="Reservas" titulo={TITULO_CAJA} descripcion="Lo cargado, lo pagado en el día y el saldo de cada habitación ocupada, por moneda; al final, lo pagado ese día por estadías de otras fechas." />
      <section className="rc-card" aria-label="Caja del día" aria-busy={state.status === 'loading' || undefined}>
        <div className="rs-filtros" role="group" aria-label="Filtros">
          <DateInput label="Fecha" required value={filtro.valores.fecha} onChange={(valor) => filtro.cambiar({ fecha: valor })} error={filtro.valores.fecha ? null : MENSAJES.seleccioneFecha} />
          <button type="button" className="rc-button rs-filtros__accion" onClick={refetch}>
            Actualizar
          </button>
          <ControlALas valor={aLas} onCambiar={setALas} ahora={ahora} />
        </div>
        {state.status === 'success' && filas.length > 0 ? (
          <>
            <Grid columns={columnas} data={filas} ariaLabel={TITULO_CAJA} exportarCsv={`caja-habitacion-${fecha}.csv`} toolbar={<BotonImprimir />} />
            <p className="rs-pie" aria-live="polite">
              Ingresos del día: <strong>{ingresos.length ? ingresos.join(' / ') : 'ninguno'}</strong>
            </p>
            {/* On paper (spec section 2, "Daily cash report"): the hotel's header, every row and column, the day's income. */}
            <PapelInforme
              titulo={TITULO_CAJA}
              hotel={config}
              impresion={{
                columnas,
                filas,
                filtros: [{ etiqueta: 'Fecha', valor: formatearFecha(fecha) }, ...(aLas ? [{ etiqueta: MENSAJES_A_LAS.etiqueta, valor: momentoEnPantalla(aLas) }] : [])],
                pie,
              }}
            />
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
