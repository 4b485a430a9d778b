import type { FilaEstadistica } from '@recepcion/contracts';
import { formatearMonto, formatearNumero, rangoPorDefecto, ventanaEstadisticaDiaria, ventanaEstadisticaMensual } from '@recepcion/domain';
import { AlVerse, Grid, type QueryResult, useFiltro } from '@recepcion/ui';
import { useMemo } from 'react';
import { esFecha, hoy } from '../../lib/fechas';
import { Alcance, CamposRango, notaAjuste, periodoImpreso, type RangoFechas } from '../../lib/filtro-fechas';
import { BotonImprimir } from '@recepcion/ui';
import { useCentavos } from '../../lib/listas';
import { PaginaInforme } from '../../lib/pagina-informe';
import type { PaginaInformeProps } from '../../routing/area-routes';
import { useEstadisticaDiaria } from './api/get-estadistica-diaria';
import { useEstadisticaMensual } from './api/get-estadistica-mensual';
import { columnasEstadisticas, porcentaje, type Periodicidad } from './columnas';
import { GraficosEstadisticas } from './graficos-estadisticas';
import { pivotarEstadisticas, resumirEstadisticas } from './indicadores';

/** `48 de 10.950`: whole numbers with dot thousands. */
const nochesOcupadas = (r: { ocupacion: number; disponibles: number }) => `${formatearNumero(r.ocupacion, { decimales: 0 })} de ${formatearNumero(r.disponibles, { decimales: 0 })}`;

const cargandoGraficos = <p className="inf-graficos inf-graficos--cargando">Cargando gráficos…</p>;

export const TITULO_ESTADISTICA_DIARIA = 'Estadística diaria';
export const TITULO_ESTADISTICA_MENSUAL = 'Estadística mensual';

const ventanas = { diaria: ventanaEstadisticaDiaria, mensual: ventanaEstadisticaMensual } as const;

function useVentana(periodicidad: Periodicidad) {
  const filtro = useFiltro<RangoFechas>(rangoPorDefecto(periodicidad === 'diaria' ? 'estadistica-diaria' : 'estadistica-mensual', hoy()), (f) => esFecha(f.desde));
  const ventana = ventanas[periodicidad](filtro.aplicado.desde as string, filtro.aplicado.hasta);
  return { filtro, ventana };
}

function VistaEstadisticas({ periodicidad, consulta, filtro, ventana }: { periodicidad: Periodicidad; consulta: QueryResult<FilaEstadistica[]> } & ReturnType<typeof useVentana>) {
  const centavos = useCentavos();
  const { monedas, periodos } = useMemo(() => pivotarEstadisticas(consulta.state.data ?? []), [consulta.state.data]);
  const columnas = useMemo(() => columnasEstadisticas(periodicidad, monedas, centavos), [periodicidad, monedas, centavos]);
  const resumen = resumirEstadisticas(periodos, monedas);
  const titulo = periodicidad === 'diaria' ? TITULO_ESTADISTICA_DIARIA : TITULO_ESTADISTICA_MENSUAL;
  const { desde, hasta } = ventana;
  const nota = notaAjuste(filtro.aplicado, ventana, periodicidad === 'mensual');

  return (
    <PaginaInforme
      titulo={titulo}
      descripcion={
        periodicidad === 'diaria'
          ? 'Ocupación, huéspedes nacionales y extranjeros e ingresos de cada día, con el % de ocupación, la tarifa media (ADR) y el ingreso por habitación disponible (RevPAR) por moneda.'
          : 'Noches ocupadas, pernoctaciones e ingresos de cada mes, con el % de ocupación, la tarifa media (ADR) y el ingreso por habitación disponible (RevPAR) por moneda.'
      }
      consulta={consulta}
      vacio="El hotel no tiene habitaciones en el período."
      filtros={<CamposRango valores={filtro.valores} cambiar={filtro.cambiar} />}
      alcance={<Alcance desde={desde} hasta={hasta} nota={nota} />}
      impresion={{
        columnas,
        filas: periodos,
        filtros: [periodoImpreso(desde, hasta, nota)],
        pie: [
          `Ocupación: ${porcentaje(resumen.porcentajeOcupacion) || '—'}`,
          `Noches ocupadas: ${nochesOcupadas(resumen)}`,
          ...resumen.monedas.map((m) => `Ingresos ${m.moneda}: ${formatearMonto(m.total, centavos(m.moneda))}`),
        ].join(' · '),
      }}
    >
      <div role="group" aria-label="Resumen del período">
        <dl className="inf-cifras">
          <div className="inf-cifra">
            <dt>Ocupación</dt>
            <dd>{porcentaje(resumen.porcentajeOcupacion) || '—'}</dd>
          </div>
          <div className="inf-cifra">
            <dt>Noches ocupadas</dt>
            <dd>{nochesOcupadas(resumen)}</dd>
          </div>
          {resumen.monedas.map((m) => (
            <div className="inf-cifra" key={m.moneda}>
              <dt>Ingresos {m.moneda}</dt>
              <dd>{formatearMonto(m.total, centavos(m.moneda))}</dd>
              <dd className="inf-cifra__detalle">
                ADR {m.adr === null ? '—' : formatearMonto(m.adr, centavos(m.moneda))} · RevPAR {m.revpar === null ? '—' : formatearMonto(m.revpar, centavos(m.moneda))}
              </dd>
            </div>
          ))}
        </dl>
      </div>
      {/* Below the summary, out of a phone's first screen: the charts and the grid load when scrolled near. */}
      <AlVerse reserva={cargandoGraficos}>
        <GraficosEstadisticas periodicidad={periodicidad} periodos={periodos} monedas={monedas} centavos={centavos} />
      </AlVerse>
      <Grid alVerse columns={columnas} data={periodos} ariaLabel={titulo} exportarCsv={`estadistica-${periodicidad}-${desde}-${hasta}.csv`} toolbar={<BotonImprimir />} />
    </PaginaInforme>
  );
}

/** `/informes/informe-estadistica-diaria-mensual/1`: the statistics of each day (default the current month). */
export function EstadisticaDiariaPage({ hotelId }: PaginaInformeProps) {
  const v = useVentana('diaria');
  const consulta = useEstadisticaDiaria(hotelId, v.ventana.desde, v.ventana.hasta);
  return <VistaEstadisticas periodicidad="diaria" consulta={consulta} {...v} />;
}

/** `/informes/informe-estadistica-diaria-mensual/2`: the statistics of each month (default the current year). */
export function EstadisticaMensualPage({ hotelId }: PaginaInformeProps) {
  const v = useVentana('mensual');
  const consulta = useEstadisticaMensual(hotelId, v.ventana.desde, v.ventana.hasta);
  return <VistaEstadisticas periodicidad="mensual" consulta={consulta} {...v} />;
}
