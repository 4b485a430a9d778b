#!/usr/bin/env node
// Time, in headless Chromium, from navigating to /reservas/calendario to a month view drawn and
// answering clicks, for a hotel of 80 rooms with BENCH_MESES months booked (default 2). Also the
// share of that time spent after the window's data arrived. Build first (npm run build).
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/test node tools/bench/calendario-navegador.js
const { chromium } = require('playwright-core');
const { iniciarApi, hotelDePrueba, sembrarReservas, percentil } = require('./lib');

const VECES = Number(process.env.BENCH_VECES ?? 10);
const MESES = Number(process.env.BENCH_MESES ?? 2);

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
    const page = await context.newPage();
    await page.goto(`${api.url}/precios`);
    await page.evaluate(async (email) => {
      await fetch('/api/Cuenta/Login', { method: 'POST', headers: { 'content-type': 'application/json', 'x-requested-with': 'Recepcion' }, body: JSON.stringify({ email, password: 'bench1234' }) });
    }, h.email);
    const total = [];
    const trasDatos = [];
    for (let i = 0; i < VECES; i++) {
      let datosEn = 0;
      const escucha = (r) => {
        if (r.url().includes('/api/Calendario/') && r.url().includes('dias=')) datosEn = Date.now();
      };
      page.on('response', escucha);
      const t0 = Date.now();
      await page.goto(`${api.url}/reservas/calendario?vista=mes`);
      await page.getByRole('button', { name: 'Mes', exact: true }).click();
      await page.waitForFunction(() => document.querySelectorAll('[role="columnheader"]').length >= 29 && document.querySelectorAll('.cal-bar').length > 0);
      // Interactive: hovering a reservation is answered with its tooltip.
      await page.locator('.cal-bar').first().hover();
      await page.getByRole('tooltip').first().waitFor();
      const fin = Date.now();
      page.off('response', escucha);
      total.push(fin - t0);
      trasDatos.push(datosEn ? fin - datosEn : NaN);
    }
    total.sort((a, b) => a - b);
    trasDatos.sort((a, b) => a - b);
    console.log(`base ${api.database.kind}; ${n} reservas, 80 habitaciones; ${VECES} cargas en Chromium sin pantalla`);
    console.log(`navegación → vista de mes dibujada e interactiva: mediana ${percentil(total, 50)} ms, p95 ${percentil(total, 95)} ms`);
    console.log(`desde que llegan los datos de la ventana del mes: mediana ${percentil(trasDatos, 50)} ms, p95 ${percentil(trasDatos, 95)} ms`);
  } finally {
    await browser.close();
    await api.close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
