/**
 * The arithmetic of a plain SVG bar chart, without measuring anything on the page: the marks of
 * the value axis and which category labels fit at each width of the plot.
 */

/**
 * The value axis from at most `minimo` (0 or below) to at least `maximo`, through 0, in about
 * `intervalos` steps of 1, 2, 2,5 or 5 × a power of ten.
 */
export function marcasEje(maximo: number, minimo = 0, intervalos = 4): number[] {
  const alto = Number.isFinite(maximo) ? Math.max(maximo, 0) : 0;
  const bajo = Number.isFinite(minimo) ? Math.min(minimo, 0) : 0;
  const rango = alto - bajo > 0 ? alto - bajo : intervalos;
  const crudo = rango / intervalos;
  const potencia = 10 ** Math.floor(Math.log10(crudo));
  const paso = [1, 2, 2.5, 5, 10].map((m) => m * potencia).find((p) => p >= crudo - 1e-9) ?? 10 * potencia;
  const desde = Math.floor(bajo / paso + 1e-9);
  const hasta = Math.max(Math.ceil(alto / paso - 1e-9), desde === 0 && alto === 0 ? intervalos : 0);
  return Array.from({ length: hasta - desde + 1 }, (_, i) => Number(((desde + i) * paso).toPrecision(12)) || 0);
}

/**
 * The widths of the plot, in CSS pixels, at which more labels are shown: a phone's, a half page's,
 * a whole page's. The stylesheet shows level `n` from its container query of the same width.
 */
export const ANCHOS_ETIQUETAS = [260, 480, 800] as const;

/** About how wide a label of 11 px text is, with the room left between two. */
const anchoEtiqueta = (texto: string): number => texto.length * 6.4 + 8;

/**
 * For each category label, the first level of `ANCHOS_ETIQUETAS` at which it is shown (`null`:
 * never). The first and the last are always shown; between them, every `paso`-th, with a `paso`
 * that lets the labels fit at that width and divides the wider levels' own, so a wider plot adds
 * labels and never moves one.
 */
export function nivelesEtiquetas(etiquetas: readonly string[]): (number | null)[] {
  const n = etiquetas.length;
  if (n === 0) return [];
  const ancho = Math.max(...etiquetas.map(anchoEtiqueta));
  const pasos: number[] = [];
  for (let nivel = ANCHOS_ETIQUETAS.length - 1; nivel >= 0; nivel--) {
    const necesario = Math.max(1, Math.ceil((n * ancho) / ANCHOS_ETIQUETAS[nivel]));
    const masAncho = pasos[0] ?? 1;
    pasos.unshift(Math.ceil(necesario / masAncho) * masAncho);
  }
  return etiquetas.map((_, i) => {
    if (i === 0 || i === n - 1) return 0;
    const nivel = pasos.findIndex((paso, l) => i % paso === 0 && ((n - 1 - i) * ANCHOS_ETIQUETAS[l]) / n >= ancho);
    return nivel === -1 ? null : nivel;
  });
}
