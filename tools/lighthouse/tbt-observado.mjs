#!/usr/bin/env node
// `npm run lighthouse:tbt`: the signed-in pages' blocking time as a throttled Chromium observes it,
// not as Lighthouse's model predicts it. Each load runs in Debian's Chromium with DevTools' CPU
// throttling (TBT_CPU, default 9: on this project's machines, benchmark index about 3,900, that is
// the phone Lighthouse's 4× makes of its reference desktop) and a trace; the figures are the long
// tasks of the page's main thread from the first contentful paint until the network has been idle
// for a second: TBT (the sum of each task's time over 50 ms) and the longest task. TBT_VECES loads
// per page (default 10); TBT_PAGINAS=calendario,panel,estadistica picks pages. With UI_DIR_B=<another dist/web> the loads alternate between two products,
// dist/web and that build, on the same machine at the same moment: an A/B of a front-end change.
// TBT_DETALLE=true prints each counted task: its start after the paint, its length, and what the
// trace says it spent that on (scripts by URL, style, layout, paint).
// It builds nothing: `npm run lighthouse` or `nx run-many -t build` first.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { PAGINAS as TODAS, paginasElegidas } from './paginas.mjs';
import { iniciarProducto } from './producto.mjs';
import { mediana } from './tabla.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const VECES = Number(process.env.TBT_VECES ?? 10);
const CPU = Number(process.env.TBT_CPU ?? 9);
// The signed-in pages: the public ones are painted at build time and block for little.
const PAGINAS = paginasElegidas(TODAS.filter((p) => p.conSesion), process.env.TBT_PAGINAS);

const esTarea = (e) => e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask');

/** What a long task spent its time on: its direct kinds of work, by URL for scripts. */
function detalle(tarea, eventos, fcp) {
  const dentro = eventos.filter((e) => e.ph === 'X' && e !== tarea && e.pid === tarea.pid && e.tid === tarea.tid && e.ts >= tarea.ts && e.ts + e.dur <= tarea.ts + tarea.dur);
  const partes = {};
  for (const e of dentro) {
    const url = e.args?.data?.url ?? e.args?.data?.stackTrace?.[0]?.url;
    const clave = ['FunctionCall', 'EvaluateScript', 'v8.evaluateModule', 'TimerFire', 'RunMicrotasks'].includes(e.name) ? `${e.name} ${url ? new URL(url).pathname : ''}` : e.name;
    if (['Layout', 'UpdateLayoutTree', 'Paint', 'ParseHTML', 'ParseAuthorStyleSheet'].includes(e.name) || clave !== e.name) partes[clave] = (partes[clave] ?? 0) + e.dur / 1000;
  }
  const principales = Object.entries(partes).sort((a, b) => b[1] - a[1]).slice(0, 5).map(([k, v]) => `${k} ${Math.round(v)}`);
  return `+${Math.round((tarea.ts - fcp.ts) / 1000)} ms: ${Math.round(tarea.dur / 1000)} ms (${principales.join(', ')})`;
}

/** One throttled load of `ruta` in a new signed-in context: `{ tbt, mayor }` in ms. */
async function medir(navegador, producto, ruta) {
  const contexto = await navegador.newContext({ baseURL: producto.url, viewport: { width: 412, height: 823 }, isMobile: true, deviceScaleFactor: 1.75 });
  try {
    const login = await contexto.request.post('/api/Cuenta/Login', { data: producto.demo, headers: { 'x-requested-with': 'Recepcion' } });
    if (login.status() !== 200) throw new Error(`Login: ${login.status()}`);
    const pagina = await contexto.newPage();
    const cdp = await contexto.newCDPSession(pagina);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
    const eventos = [];
    cdp.on('Tracing.dataCollected', ({ value }) => eventos.push(...value));
    const completo = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,loading,blink.user_timing', transferMode: 'ReportEvents' });
    await pagina.goto(ruta, { waitUntil: 'networkidle' });
    await pagina.waitForTimeout(1000);
    await cdp.send('Tracing.end');
    await completo;
    const fcp = eventos.find((e) => e.name === 'firstContentfulPaint');
    if (!fcp) throw new Error(`${ruta}: sin first contentful paint`);
    const hilo = (e) => `${e.pid}:${e.tid}`;
    const largas = eventos.filter((e) => esTarea(e) && hilo(e) === hilo(fcp) && e.ts + e.dur > fcp.ts && e.dur > 50_000);
    // A task that began before the paint counts only from it, as Lighthouse counts it.
    const duraciones = largas.map((e) => (e.ts + e.dur - Math.max(e.ts, fcp.ts)) / 1000);
    if (process.env.TBT_DETALLE === 'true') for (const tarea of largas) process.stderr.write(`  ${ruta} ${detalle(tarea, eventos, fcp)}\n`);
    return { tbt: duraciones.reduce((s, d) => s + Math.max(0, d - 50), 0), mayor: Math.max(0, ...duraciones) };
  } finally {
    await contexto.close();
  }
}

async function main() {
  const productos = [{ nombre: process.env.UI_DIR ?? 'dist/web', producto: await iniciarProducto(root) }];
  if (process.env.UI_DIR_B) {
    const uiDir = path.resolve(process.env.UI_DIR_B);
    productos.push({ nombre: uiDir, producto: await iniciarProducto(root, { uiDir }) });
  }
  const navegador = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  const filas = [];
  try {
    for (const { nombre, ruta } of PAGINAS) {
      const corridas = productos.map(() => []);
      for (let i = 0; i < VECES; i++) {
        for (const [j, { producto }] of productos.entries()) corridas[j].push(await medir(navegador, producto, ruta));
      }
      for (const [j, { nombre: build }] of productos.entries()) {
        const tbt = corridas[j].map((c) => c.tbt);
        const mayor = corridas[j].map((c) => c.mayor);
        filas.push(`| ${nombre} | ${build} | ${Math.round(mediana(tbt))} ms (${Math.round(Math.min(...tbt))}–${Math.round(Math.max(...tbt))}) | ${Math.round(mediana(mayor))} ms |`);
        process.stderr.write(`${ruta} ${build}: ${tbt.map(Math.round).join(' ')}\n`);
      }
    }
  } finally {
    await navegador.close();
    for (const { producto } of productos) await producto.cerrar();
  }
  process.stdout.write(
    `Chromium, CPU throttled ${CPU}×, ${VECES} loads per page and build (median, range)\n\n` +
      ['| page | build | observed TBT | longest task |', '| --- | --- | --- | --- |', ...filas].join('\n') +
      '\n',
  );
}

main().catch((error) => {
  process.stderr.write(`${error?.stack ?? error}\n`);
  process.exit(1);
});
