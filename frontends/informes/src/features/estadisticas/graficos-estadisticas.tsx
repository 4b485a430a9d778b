import { formatearMonto, formatearNumero } from '@recepcion/domain';
import { AlVerse, SelectField } from '@recepcion/ui';
import { useId, useState } from 'react';
import { diaCorto, mesCorto } from '../../lib/fechas';
import type { Periodicidad } from './columnas';
import { GraficoBarras } from './grafico-barras';
import { campoMoneda, type FilaPeriodo } from './indicadores';

const ALTO = 240;
const COLOR_OCUPACION = '#0e5a6b';
const COLOR_HABITACION = '#2f80c2';
const COLOR_CARGO = '#c9822b';
/** The second chart's place until it is drawn, as high as the chart and its legend (no layout shift). */
const reservaSegundo = <div style={{ height: ALTO + 28 }} />;

export interface GraficosEstadisticasProps {
  periodicidad: Periodicidad;
  periodos: readonly FilaPeriodo[];
  monedas: readonly string[];
  centavos: (monedaId: string) => boolean;
}

const entero = (v: number) => formatearNumero(v, { decimales: 0 });
const porcentaje = (v: number) => `${formatearNumero(v, { decimales: 1, minimoDecimales: 1 })} %`;

/** Above the statistics grid: occupancy % per day (month), and the revenue of one currency (rooms and charges stacked). */
export function GraficosEstadisticas({ periodicidad, periodos, monedas, centavos }: GraficosEstadisticasProps) {
  const [moneda, setMoneda] = useState(monedas[0]);
  const elegida = moneda && monedas.includes(moneda) ? moneda : monedas[0];
  const idOcupacion = useId();
  const idIngresos = useId();
  const etiqueta = periodicidad === 'diaria' ? diaCorto : mesCorto;
  const etiquetas = periodos.map((p) => etiqueta(p.Fecha));
  const ocupacion = periodos.map((p) => p.PorcentajeOcupacion ?? 0);
  const ingreso = (tipo: 'Habitacion' | 'Cargo') => periodos.map((p) => (elegida ? Number(p[campoMoneda(tipo, elegida)] ?? 0) : 0));
  const monto = (v: number) => formatearMonto(v, elegida ? centavos(elegida) : true);
  const porDia = periodicidad === 'diaria' ? 'por día' : 'por mes';
  const tituloOcupacion = `Ocupación ${porDia} (%)`;
  const tituloIngresos = `Ingresos ${porDia} ${elegida ? `(${elegida})` : ''}`;
  const series = [
    { nombre: 'Habitación', color: COLOR_HABITACION, valores: ingreso('Habitacion') },
    { nombre: 'Cargos', color: COLOR_CARGO, valores: ingreso('Cargo') },
  ];

  return (
    <div className="inf-graficos">
      <figure className="inf-grafico" aria-labelledby={idOcupacion}>
        <figcaption id={idOcupacion} className="inf-grafico__titulo">
          {tituloOcupacion}
        </figcaption>
        <GraficoBarras
          titulo={tituloOcupacion}
          etiquetas={etiquetas}
          series={[{ nombre: 'Ocupación', color: COLOR_OCUPACION, valores: ocupacion }]}
          maximo={100}
          formatoEje={entero}
          formatoValor={porcentaje}
          anchoEje={44}
          alto={ALTO}
        />
      </figure>
      <figure className="inf-grafico" aria-labelledby={idIngresos}>
        <figcaption id={idIngresos} className="inf-grafico__titulo">
          {tituloIngresos}
        </figcaption>
        {monedas.length > 1 && (
          <SelectField
            className="inf-grafico__moneda"
            label="Moneda del gráfico"
            value={elegida}
            options={monedas.map((m) => ({ value: m, label: m }))}
            onChange={(e) => setMoneda(e.target.value)}
          />
        )}
        {/* On a phone it sits under the first, below the first screen: drawn once scrolled to, not while the page opens. */}
        <AlVerse margen="0px" reserva={reservaSegundo}>
          <GraficoBarras titulo={tituloIngresos.trim()} etiquetas={etiquetas} series={series} formatoEje={entero} formatoValor={monto} anchoEje={72} alto={ALTO} />
          <ul className="inf-grafico__leyenda">
            {series.map((s) => (
              <li key={s.nombre} className="inf-leyenda__item">
                <span className="inf-leyenda__color" style={{ background: s.color }} aria-hidden="true" />
                {s.nombre}
              </li>
            ))}
          </ul>
        </AlVerse>
      </figure>
    </div>
  );
}
