/** The figures of Lighthouse runs: medians per page and the Markdown table printed and written. */

export function mediana(valores) {
  const orden = [...valores].sort((a, b) => a - b);
  const medio = Math.floor(orden.length / 2);
  return orden.length % 2 ? orden[medio] : (orden[medio - 1] + orden[medio]) / 2;
}

/** The figures of one Lighthouse result (LHR). */
export function cifras(lhr) {
  const valor = (auditoria) => lhr.audits[auditoria]?.numericValue ?? NaN;
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcp: valor('largest-contentful-paint'),
    tbt: valor('total-blocking-time'),
    bytes: valor('total-byte-weight'),
    solicitudes: lhr.audits['network-requests']?.details?.items?.length ?? NaN,
  };
}

const rango = (valores, formato) => {
  const min = Math.min(...valores);
  const max = Math.max(...valores);
  return min === max ? '' : ` (${formato(min)}–${formato(max)})`;
};
const segundos = (ms) => `${(ms / 1000).toFixed(1)} s`;
const milis = (ms) => `${Math.round(ms)} ms`;
const kb = (bytes) => `${Math.round(bytes / 1024)} KB`;
const entero = (n) => String(Math.round(n));

/** `paginas`: `[{ nombre, ruta, corridas: [cifras…] }]`. One row per page: medians, with the range of the runs. */
export function tablaMarkdown(paginas) {
  const filas = paginas.map(({ nombre, ruta, corridas }) => {
    const columna = (clave, formato) => formato(mediana(corridas.map((c) => c[clave]))) + rango(corridas.map((c) => c[clave]), formato);
    return `| ${nombre} (\`${ruta}\`) | ${columna('performance', entero)} | ${columna('lcp', segundos)} | ${columna('tbt', milis)} | ${columna('bytes', kb)} | ${entero(mediana(corridas.map((c) => c.solicitudes)))} |`;
  });
  return ['| page | performance | LCP | TBT | bytes | requests |', '| --- | --- | --- | --- | --- | --- |', ...filas].join('\n');
}
