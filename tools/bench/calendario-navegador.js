#!/usr/bin/env node
// Time, in headless Chromium, from navigating to /reservas/calendario to a month view drawn and
// answering clicks, for a hotel of 80 rooms with BENCH_MESES months booked (default 2). Also the
// share of that time spent after the month's data arrived, and two figures taken inside the page
// (its own clock, free of the test driver's round trips): from the month's data read to the month
// painted, and from the mouse over a bar to its tooltip. The month counts as drawn once the grid
// is no longer busy (aria-busy: it shows the previous window's data while the month is read) and
// a frame was painted after the month's data. Build first:
//   npx nx run-many -t build --output-style=static
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/test node tools/bench/calendario-navegador.js
// BENCH_VECES loads (default 10); CHROMIUM_PATH (default /usr/bin/chromium); UI_DIR serves
// another build of the web UI (to compare two builds on the same machine and seed).
const { chromium } = require('playwright-core');
const { iniciarApi, hotelDePrueba, sembrarReservas, percentil } = require('./lib');

const VECES = Number(process.env.BENCH_VECES ?? 10);
const MESES = Number(process.env.BENCH_MESES ?? 2);

/** In the page: when a calendar window's data was read, the first frame painted after it, the tooltip. */
function sondas() {
  const t = (window.__cal = { datos: 0, pintado: 0, sobre: 0, tooltip: 0 });
  const fetchOriginal = window.fetch;
  window.fetch = async (...args) => {
    const respuesta = await fetchOriginal(...args);
    const url = String(args[0] instanceof Request ? args[0].url : args[0]);
    if (url.includes('/api/Calendario/') && /dias=(2[89]|3[01])/.test(url)) {
      const texto = respuesta.text.bind(respuesta);
      respuesta.text = async () => {
        const cuerpo = await texto();
        t.datos = performance.now();
        t.pintado = 0;
        // The first frame after the data's draw: rAF runs before the paint, the timeout after it.
        queueMicrotask(() => setTimeout(() => requestAnimationFrame(() => setTimeout(() => (t.pintado = performance.now())))));
        return cuerpo;
      };
    }
    return respuesta;
  };
  document.addEventListener('mouseover', (e) => e.target instanceof Element && e.target.closest('.cal-bar') && !t.sobre && t.pintado && (t.sobre = performance.now()), true);
  new MutationObserver(() => {
    if (t.sobre && !t.tooltip && document.querySelector('[role="tooltip"]')) t.tooltip = performance.now();
  }).observe(document, { childList: true, subtree: true });
}

async function main() {
  const api = await iniciarApi({ conUi: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const hoy = new Date();
    const inicio = new Date(Date.UTC(hoy.getUTCFullYear(), hoy.getUTCMonth(), 1)).toISOString().slice(0, 10);
    const h = await hotelDePrueba(api.url, 80);
    const n = await sembrarReservas(h, MESES, inicio);
    const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
    await context.addInitScript(sondas);
    const page = await context.newPage();
    await page.goto(`${api.url}/precios`);
    await page.evaluate(async (email) => {
      await fetch('/api/Cuenta/Login', { method: 'POST', headers: { 'content-type': 'application/json', 'x-requested-with': 'Recepcion' }, body: JSON.stringify({ email, password: 'bench1234' }) });
    }, h.email);
    const total = [];
    const trasDatos = [];
    const pintado = [];
    const tooltip = [];
    let filas = 0;
    for (let i = 0; i < VECES; i++) {
      let datosEn = 0;
      const escucha = (r) => {
        if (r.url().includes('/api/Calendario/') && /dias=(2[89]|3[01])/.test(r.url())) datosEn = Date.now();
      };
      page.on('response', escucha);
      const t0 = Date.now();
      await page.goto(`${api.url}/reservas/calendario?vista=mes`);
      await page.getByRole('button', { name: 'Mes', exact: true }).click();
      await page.waitForFunction(
        () =>
          document.querySelectorAll('[role="columnheader"]').length >= 29 &&
          document.querySelectorAll('.cal-bar').length > 0 &&
          !document.querySelector('[role="grid"][aria-busy="true"]') &&
          window.__cal.pintado > 0,
      );
      // Interactive: hovering a reservation is answered with its tooltip.
      await page.locator('.cal-bar').first().hover();
      await page.getByRole('tooltip').first().waitFor();
      const fin = Date.now();
      page.off('response', escucha);
      total.push(fin - t0);
      trasDatos.push(datosEn ? fin - datosEn : NaN);
      const cal = await page.evaluate(() => window.__cal);
      pintado.push(cal.pintado - cal.datos);
      tooltip.push(cal.tooltip - cal.sobre);
      filas = await page.locator('[role="row"][data-habitacion]').count();
    }
    for (const lista of [total, trasDatos, pintado, tooltip]) lista.sort((a, b) => a - b);
    const r = (lista) => `mediana ${Math.round(percentil(lista, 50))} ms, p95 ${Math.round(percentil(lista, 95))} ms`;
    console.log(`base ${api.database.kind}; ${n} reservas, 80 habitaciones (${filas} filas dibujadas); ${VECES} cargas en Chromium sin pantalla`);
    console.log(`navegación → vista de mes dibujada e interactiva: ${r(total)}`);
    console.log(`desde que llegan los datos de la ventana del mes: ${r(trasDatos)}`);
    console.log(`en la página: datos del mes leídos → mes pintado: ${r(pintado)}; ratón sobre una reserva → tooltip: ${r(tooltip)}`);
  } finally {
    await browser.close();
    await api.close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
