import { formatearMonto, formatearNumero } from '@recepcion/domain';
import { AlVerse, SelectField } from '@recepcion/ui';
import { useId, useState } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { diaCorto, mesCorto } from '../../lib/fechas';
import type { Periodicidad } from './columnas';
import { campoMoneda, type FilaPeriodo } from './indicadores';

const ALTO = 240;
const COLOR_OCUPACION = '#0e5a6b';
const COLOR_HABITACION = '#2f80c2';
const COLOR_CARGO = '#c9822b';
/** The second chart's place until it is drawn, as high as the chart (no layout shift). */
const reservaSegundo = <div style={{ height: ALTO }} />;

export interface GraficosEstadisticasProps {
  periodicidad: Periodicidad;
  periodos: readonly FilaPeriodo[];
  monedas: readonly string[];
  centavos: (monedaId: string) => boolean;
}

/**
 * Above the statistics grid: occupancy % per day (month), and the revenue of one currency
 * (rooms and charges stacked). Loaded with the page, not with the area (recharts is large).
 */
export default function GraficosEstadisticas({ periodicidad, periodos, monedas, centavos }: GraficosEstadisticasProps) {
  const [moneda, setMoneda] = useState(monedas[0]);
  const elegida = moneda && monedas.includes(moneda) ? moneda : monedas[0];
  const idOcupacion = useId();
  const idIngresos = useId();
  const etiqueta = periodicidad === 'diaria' ? diaCorto : mesCorto;
  const datos = periodos.map((p) => ({
    etiqueta: etiqueta(p.Fecha),
    ocupacion: p.PorcentajeOcupacion ?? 0,
    habitacion: elegida ? Number(p[campoMoneda('Habitacion', elegida)] ?? 0) : 0,
    cargo: elegida ? Number(p[campoMoneda('Cargo', elegida)] ?? 0) : 0,
  }));
  const monto = (v: unknown) => formatearMonto(Number(v), elegida ? centavos(elegida) : true);
  const compacto = (v: unknown) => formatearNumero(Number(v), { decimales: 0 });
  const porDia = periodicidad === 'diaria' ? 'por día' : 'por mes';

  return (
    <div className="inf-graficos">
      <figure className="inf-grafico" aria-labelledby={idOcupacion}>
        <figcaption id={idOcupacion} className="inf-grafico__titulo">
          Ocupación {porDia} (%)
        </figcaption>
        <BarChart responsive data={datos} style={{ width: '100%', height: ALTO }} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="etiqueta" tick={{ fontSize: 11 }} interval="preserveStartEnd" />
          <YAxis domain={[0, 100]} tick={{ fontSize: 11 }} />
          <Tooltip formatter={(v) => `${formatearNumero(Number(v), { decimales: 1 })} %`} />
          <Bar dataKey="ocupacion" name="Ocupación" fill={COLOR_OCUPACION} isAnimationActive={false} />
        </BarChart>
      </figure>
      <figure className="inf-grafico" aria-labelledby={idIngresos}>
        <figcaption id={idIngresos} className="inf-grafico__titulo">
          Ingresos {porDia} {elegida ? `(${elegida})` : ''}
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
          <BarChart responsive data={datos} style={{ width: '100%', height: ALTO }} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="etiqueta" tick={{ fontSize: 11 }} interval="preserveStartEnd" />
            <YAxis tick={{ fontSize: 11 }} tickFormatter={compacto} width={72} />
            <Tooltip formatter={monto} />
            <Legend />
            <Bar dataKey="habitacion" name="Habitación" stackId="i" fill={COLOR_HABITACION} isAnimationActive={false} />
            <Bar dataKey="cargo" name="Cargos" stackId="i" fill={COLOR_CARGO} isAnimationActive={false} />
          </BarChart>
        </AlVerse>
      </figure>
    </div>
  );
}
