import { COLOR_ESTADO, type Porcion } from './colores';

const LADO = 200;
const CENTRO = LADO / 2;
const EXTERIOR = LADO * 0.48;
const INTERIOR = LADO * 0.3;
/** Degrees of white between two slices. */
const SEPARACION = 1;

/** The point at `grados` (0 at the top, clockwise) on a circle of `radio` around the centre. */
function punto(radio: number, grados: number): string {
  const rad = ((grados - 90) * Math.PI) / 180;
  return `${(CENTRO + radio * Math.cos(rad)).toFixed(2)} ${(CENTRO + radio * Math.sin(rad)).toFixed(2)}`;
}

/** A slice of the ring from `desde` to `hasta` degrees; the whole ring when it is all of it. */
function porcionDeAnillo(desde: number, hasta: number): string {
  if (hasta - desde >= 360) {
    // One arc cannot close a circle: two halves outside, two inside, the hole left by evenodd.
    return [EXTERIOR, INTERIOR].map((r) => `M ${punto(r, 0)} A ${r} ${r} 0 1 1 ${punto(r, 180)} A ${r} ${r} 0 1 1 ${punto(r, 360)} Z`).join(' ');
  }
  const grande = hasta - desde > 180 ? 1 : 0;
  return `M ${punto(EXTERIOR, desde)} A ${EXTERIOR} ${EXTERIOR} 0 ${grande} 1 ${punto(EXTERIOR, hasta)} L ${punto(INTERIOR, hasta)} A ${INTERIOR} ${INTERIOR} 0 ${grande} 0 ${punto(INTERIOR, desde)} Z`;
}

/**
 * The room-status donut: one slice per status that holds rooms tonight, in the legend's order
 * and colours. Plain SVG drawn with the page (a charting library cost the dashboard some 80 KB);
 * its text is the list beside it, and each slice names itself on hover.
 */
export function DonaEstados({ porciones }: { porciones: readonly Porcion[] }) {
  const visibles = porciones.filter((p) => p.habitaciones > 0);
  const total = visibles.reduce((suma, p) => suma + p.habitaciones, 0);
  const separacion = visibles.length > 1 ? SEPARACION : 0;
  let angulo = 0;
  return (
    <svg width={LADO} height={LADO} viewBox={`0 0 ${LADO} ${LADO}`} aria-hidden="true">
      {visibles.map((p) => {
        const grados = (p.habitaciones / total) * 360;
        const desde = angulo + separacion / 2;
        angulo += grados;
        return (
          <path key={p.nombre} d={porcionDeAnillo(desde, Math.max(desde, angulo - separacion / 2))} fill={COLOR_ESTADO(p.estadoId)} fillRule="evenodd">
            <title>{`${p.nombre}: ${p.habitaciones} hab.`}</title>
          </path>
        );
      })}
    </svg>
  );
}
