import type { ReactNode } from 'react';

/**
 * Stands in for recharts in jsdom (jest maps the module here): the charts need a real layout.
 * A chart shows how many points it was given and the series it draws; the browser tests see the real one.
 */
interface ChartProps {
  data?: readonly unknown[];
  children?: ReactNode;
}

function Chart({ data = [], children }: ChartProps) {
  return (
    <div className="grafico-falso" data-puntos={data.length}>
      {children}
    </div>
  );
}

interface SerieProps {
  dataKey: string;
  name?: string;
  data?: readonly unknown[];
}

function Serie({ dataKey, name, data }: SerieProps) {
  return <span className="grafico-falso__serie" data-serie={name ?? dataKey} data-puntos={data?.length} />;
}

const Nada = () => null;

export const BarChart = Chart;
export const PieChart = Chart;
export const Bar = Serie;
export const Pie = Serie;
export const Cell = Nada;
export const Tooltip = Nada;
export const Legend = Nada;
export const XAxis = Nada;
export const YAxis = Nada;
export const CartesianGrid = Nada;
