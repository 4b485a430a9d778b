import { MENSAJES_A_LAS } from '@recepcion/contracts';
import { formatearMonto, rangoPorDefecto, ventanaEstadisticaDiaria } from '@recepcion/domain';
import { ControlALas, Grid, momentoEnPantalla, useFiltro } from '@recepcion/ui';
import { useMemo, useState } from 'react';
import { esFecha, hoy } from '../../lib/fechas';
import { Alcance, CamposRango, notaAjuste, periodoImpreso, type RangoFechas } from '../../lib/filtro-fechas';
import { BotonImprimir } from '@recepcion/ui';
import { useCentavos } from '../../lib/listas';
import { PaginaInforme } from '../../lib/pagina-informe';
import type { PaginaInformeProps } from '../../routing/area-routes';
import { useReservasCargosIngresos } from './api/get-reservas-cargos-ingresos';
import { columnasReservasCargos, totalesPorMoneda } from './columnas';

export const TITULO_RESERVAS_CARGOS = 'Reservas con cargos e ingresos';

/**
 * `/informes/informe-reservas-cargos-ingresos`: the reservations staying in the period (default
 * the first of this month to the end of the next) with what was charged, paid and is owed, per
 * currency. The window follows the daily rules (an end before the start is the end of its month; 13 months at most).
 * «A las» a past moment: the same report as the reservations, charges and payments stood then.
 */
export function ReservasCargosIngresosPage({ hotelId, ahora }: PaginaInformeProps & { ahora?: () => Date }) {
  const filtro = useFiltro<RangoFechas>(rangoPorDefecto('reservas-cargos-ingresos', hoy()), (f) => esFecha(f.desde));
  const [aLas, setALas] = useState<string | null>(null);
  const { desde, hasta } = ventanaEstadisticaDiaria(filtro.aplicado.desde as string, filtro.aplicado.hasta);
  const consulta = useReservasCargosIngresos(hotelId, desde, hasta, aLas);
  const centavos = useCentavos();
  const columnas = useMemo(() => columnasReservasCargos(centavos), [centavos]);
  const filas = consulta.state.data ?? [];
  const reservas = new Set(filas.map((f) => f.IDReserva)).size;
  const nota = notaAjuste(filtro.aplicado, { desde, hasta }, false);
  const totales = totalesPorMoneda(filas);

  return (
    <PaginaInforme
      titulo={TITULO_RESERVAS_CARGOS}
      descripcion="Las reservas con estadía en el período: lo cargado (alojamiento, régimen y cargos), lo pagado y el saldo, por moneda."
      consulta={consulta}
      vacio="No hay reservas con estadía en el período."
      filtros={
        <>
          <CamposRango valores={filtro.valores} cambiar={filtro.cambiar} />
          <ControlALas valor={aLas} onCambiar={setALas} ahora={ahora} />
        </>
      }
      alcance={<Alcance desde={desde} hasta={hasta} nota={nota} />}
      impresion={{
        columnas,
        filas,
        filtros: [periodoImpreso(desde, hasta, nota), ...(aLas ? [{ etiqueta: MENSAJES_A_LAS.etiqueta, valor: momentoEnPantalla(aLas) }] : [])],
        pie: [
          `Reservas: ${reservas}`,
          ...totales.map(
            (t) => `${t.moneda}: cargos ${formatearMonto(t.cargo, centavos(t.moneda))}, ingresos ${formatearMonto(t.ingreso, centavos(t.moneda))}, saldo ${formatearMonto(t.saldo, centavos(t.moneda))}`,
          ),
        ].join(' · '),
      }}
    >
      <Grid columns={columnas} data={filas} ariaLabel={TITULO_RESERVAS_CARGOS} exportarCsv={`reservas-cargos-ingresos-${desde}-${hasta}.csv`} toolbar={<BotonImprimir />} />
      <div className="inf-pie">
        <span>
          Reservas: <strong>{reservas}</strong>
        </span>
        {totales.map((t) => (
          <span key={t.moneda}>
            {' · '}
            {t.moneda}: cargos <strong>{formatearMonto(t.cargo, centavos(t.moneda))}</strong>, ingresos <strong>{formatearMonto(t.ingreso, centavos(t.moneda))}</strong>, saldo{' '}
            <strong>{formatearMonto(t.saldo, centavos(t.moneda))}</strong>
          </span>
        ))}
      </div>
    </PaginaInforme>
  );
}
