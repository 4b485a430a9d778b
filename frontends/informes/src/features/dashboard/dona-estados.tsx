import { Cell, Pie, PieChart, Tooltip } from 'recharts';
import { COLOR_ESTADO, type Porcion } from './colores';

const LADO = 200;

/** The room-status donut (recharts, loaded with the dashboard); its legend is the list beside it. */
export default function DonaEstados({ porciones }: { porciones: readonly Porcion[] }) {
  const visibles = porciones.filter((p) => p.habitaciones > 0);
  return (
    <PieChart width={LADO} height={LADO} accessibilityLayer={false}>
      <Pie data={visibles} dataKey="habitaciones" nameKey="nombre" innerRadius={LADO * 0.3} outerRadius={LADO * 0.48} paddingAngle={visibles.length > 1 ? 1 : 0} isAnimationActive={false} stroke="#fff">
        {visibles.map((p) => (
          <Cell key={p.nombre} fill={COLOR_ESTADO(p.estadoId)} />
        ))}
      </Pie>
      <Tooltip formatter={(v, nombre) => [`${v} hab.`, nombre]} />
    </PieChart>
  );
}
