import { marcasEje, nivelesEtiquetas } from './escala-grafico';

export interface SerieBarras {
  nombre: string;
  color: string;
  valores: readonly number[];
}

export interface GraficoBarrasProps {
  /** What the chart shows, the start of its accessible name (the figures follow). */
  titulo: string;
  /** One per bar, on the horizontal axis. */
  etiquetas: readonly string[];
  /** Stacked from the bottom in this order. */
  series: readonly SerieBarras[];
  /** The top of the value axis; by default the highest stack, rounded up. */
  maximo?: number;
  formatoEje: (valor: number) => string;
  formatoValor: (valor: number) => string;
  /** The width of the value axis' labels, in pixels. */
  anchoEje: number;
  alto: number;
}

const ARRIBA = 8;
const ALTO_EJE_X = 30;
const COLOR_EJE = '#666';
const COLOR_REJILLA = '#ccc';
/** Of each category's band, the part left empty (half on each side). */
const HUECO = 0.2;

const pct = (v: number) => `${Number(v.toFixed(3))}%`;

/**
 * Bars (stacked when there are several series) in plain SVG, drawn in one pass: the width is the
 * container's, as percentages, so nothing is measured; the stylesheet's container queries decide how
 * many category labels show. One image for assistive technology, named with every figure; each
 * bar names its figures on hover.
 */
export function GraficoBarras({ titulo, etiquetas, series, maximo, formatoEje, formatoValor, anchoEje, alto }: GraficoBarrasProps) {
  // Positive figures stack up from 0, negative ones (a charge refunded) down from it.
  const suma = (signo: 1 | -1) => etiquetas.map((_, i) => series.reduce((total, s) => total + (Math.sign(s.valores[i] ?? 0) === signo ? (s.valores[i] ?? 0) : 0), 0));
  const marcas = marcasEje(maximo ?? Math.max(0, ...suma(1)), Math.min(0, ...suma(-1)));
  const tope = marcas[marcas.length - 1];
  const piso = marcas[0];
  const altoArea = alto - ARRIBA - ALTO_EJE_X;
  const y = (valor: number) => ARRIBA + (altoArea * (tope - valor)) / (tope - piso);
  const base = y(piso);
  const banda = 100 / Math.max(etiquetas.length, 1);
  const niveles = nivelesEtiquetas(etiquetas);
  const cifras = etiquetas.map((_, i) => series.map((s) => (series.length > 1 ? `${s.nombre} ${formatoValor(s.valores[i] ?? 0)}` : formatoValor(s.valores[i] ?? 0))).join(', '));
  const nombre = `${titulo}: ${etiquetas.map((e, i) => `${e} ${cifras[i]}`).join('; ')}`;

  return (
    <div className="inf-barras" role="img" aria-label={nombre}>
      <svg className="inf-barras__eje" width={anchoEje} height={alto}>
        {marcas.map((m) => (
          <text key={m} x={anchoEje - 6} y={y(m)} dy="0.35em" textAnchor="end">
            {formatoEje(m)}
          </text>
        ))}
        <line x1={anchoEje - 0.5} x2={anchoEje - 0.5} y1={ARRIBA} y2={base} stroke={COLOR_EJE} />
      </svg>
      <div className="inf-barras__area">
        <svg width="100%" height={alto}>
          {marcas.slice(1).map((m) => (
            <line key={m} x1="0" x2="100%" y1={y(m)} y2={y(m)} stroke={COLOR_REJILLA} strokeDasharray="3 3" />
          ))}
          {etiquetas.map((etiqueta, i) => {
            if (series.every((s) => !s.valores[i])) return null;
            const acumulado = { 1: 0, [-1]: 0 };
            return (
              <g key={i}>
                <title>{`${etiqueta}: ${cifras[i]}`}</title>
                {series.map((s) => {
                  const valor = s.valores[i] ?? 0;
                  if (!valor) return null;
                  const signo = valor > 0 ? 1 : -1;
                  const desde = y(acumulado[signo]);
                  acumulado[signo] += valor;
                  const hasta = y(acumulado[signo]);
                  return <rect key={s.nombre} x={pct(banda * (i + HUECO / 2))} width={pct(banda * (1 - HUECO))} y={Math.min(desde, hasta)} height={Math.abs(hasta - desde)} fill={s.color} />;
                })}
              </g>
            );
          })}
          <line x1="0" x2="100%" y1={base} y2={base} stroke={COLOR_EJE} />
          {etiquetas.map((etiqueta, i) =>
            niveles[i] === null ? null : (
              <text key={i} className={niveles[i] ? `inf-barras__x--${niveles[i]}` : undefined} x={pct(banda * (i + 0.5))} y={base + 16} textAnchor="middle">
                {etiqueta}
              </text>
            ),
          )}
        </svg>
      </div>
    </div>
  );
}
