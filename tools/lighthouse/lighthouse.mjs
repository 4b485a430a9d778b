#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse's mobile preset (its default: a mid-range phone on a slow 4G
// link, simulated throttling) on the public home and pricing pages and, signed in as the demo
// hotel, the calendar, the dashboard and the daily statistics report. It builds what is missing
// (as npm start does), starts the built product on a scratch embedded database, runs each page
// LIGHTHOUSE_VECES times (default 3) in Debian's Chromium (CHROMIUM_PATH) and prints the medians;
// the table also goes to tmp/lighthouse.md. LIGHTHOUSE_PAGINAS=calendario,panel runs only those;
// LIGHTHOUSE_JSON=<folder> keeps each run's whole report there (the LCP element, its phases, the chains).
// LIGHTHOUSE_CPU sets the CPU slowdown: a number, or `calibrado` (see cpuCalibrada below).
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import { chromium } from 'playwright-core';
import { PAGINAS, paginasElegidas } from './paginas.mjs';
import { iniciarProducto } from './producto.mjs';
import { cifras, tablaMarkdown } from './tabla.mjs';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const VECES = Number(process.env.LIGHTHOUSE_VECES ?? 3);

/**
 * The preset's 4× CPU slowdown stands for a mid-range phone only on a desktop of Lighthouse's
 * "high-end" class (benchmark index 1,500–2,000, docs/throttling.md): on a faster host the same 4×
 * emulates a faster phone. `calibrado` scales the slowdown so that every host emulates the phone
 * that 4× makes of a 1,750 desktop, and tables of different machines compare.
 */
const INDICE_TELEFONO = 1750 / 4;
const cpuCalibrada = (indice) => Math.round((indice / INDICE_TELEFONO) * 10) / 10;

/** The closed network refuses other connections: Chromium must not try any of its own. */
const BANDERAS_CHROMIUM = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

function compilar() {
  const env = { ...process.env, NX_DAEMON: process.env.NX_DAEMON ?? 'false', NX_NO_CLOUD: 'true' };
  const build = spawnSync(process.execPath, [require.resolve('nx/bin/nx.js'), 'run-many', '-t', 'build', '--output-style=static'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) throw new Error('La compilación falló.');
}

/** Signs the Chromium on `puerto` in: the sign-in's cookies, as the browser would have kept them. */
async function iniciarSesion(puerto, url, { email, password }) {
  const respuesta = await fetch(`${url}/api/Cuenta/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'Recepcion' },
    body: JSON.stringify({ email, password }),
  });
  if (respuesta.status !== 200) throw new Error(`Login: ${respuesta.status} ${await respuesta.text()}`);
  const navegador = await chromium.connectOverCDP(`http://127.0.0.1:${puerto}`);
  const cookies = respuesta.headers.getSetCookie().map((c) => {
    const [par] = c.split(';');
    const i = par.indexOf('=');
    return { name: par.slice(0, i), value: par.slice(i + 1), url };
  });
  await navegador.contexts()[0].addCookies(cookies);
  await navegador.close();
}

/** One Lighthouse run; a run whose trace failed (it happens on a busy machine) is taken again, twice at most. */
async function medir(url, puerto, cpu) {
  const flags = { port: puerto, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
  const config = cpu ? { extends: 'lighthouse:default', settings: { throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier: cpu } } } : undefined;
  for (let intento = 1; ; intento++) {
    const { lhr } = await lighthouse(url, flags, config);
    if (!lhr.runtimeError) return lhr;
    if (intento === 3) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    process.stderr.write(`${url}: ${lhr.runtimeError.code}, otra vez\n`);
  }
}

async function main() {
  const paginas = paginasElegidas(PAGINAS, process.env.LIGHTHOUSE_PAGINAS);
  if (process.env.LIGHTHOUSE_SIN_COMPILAR !== 'true') compilar();
  const producto = await iniciarProducto(root);
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: BANDERAS_CHROMIUM });
  const cargaAntes = loadavg();
  const resultados = [];
  const indices = [];
  let entorno = '';
  let cpu = process.env.LIGHTHOUSE_CPU && process.env.LIGHTHOUSE_CPU !== 'calibrado' ? Number(process.env.LIGHTHOUSE_CPU) : undefined;
  try {
    if (process.env.LIGHTHOUSE_CPU === 'calibrado') {
      // A first run of the first page only to read the host's benchmark index.
      const { environment } = await medir(`${producto.url}${paginas[0].ruta}`, chrome.port);
      cpu = cpuCalibrada(environment.benchmarkIndex);
      process.stderr.write(`benchmark index ${Math.round(environment.benchmarkIndex)}: CPU slowdown ${cpu}×\n`);
    }
    let conSesion = false;
    for (const pagina of [...paginas].sort((a, b) => Number(a.conSesion) - Number(b.conSesion))) {
      if (pagina.conSesion && !conSesion) {
        await iniciarSesion(chrome.port, producto.url, producto.demo);
        conSesion = true;
      }
      const corridas = [];
      for (let i = 0; i < VECES; i++) {
        const lhr = await medir(`${producto.url}${pagina.ruta}`, chrome.port, cpu);
        indices.push(lhr.environment.benchmarkIndex);
        // A page behind the sign-in that lands elsewhere measured the wrong page.
        if (new URL(lhr.finalDisplayedUrl).pathname !== pagina.ruta) throw new Error(`${pagina.ruta} terminó en ${lhr.finalDisplayedUrl}`);
        entorno = `Lighthouse ${lhr.lighthouseVersion}, ${lhr.environment.hostUserAgent.match(/(Headless)?Chrome\/[\d.]+/)?.[0] ?? 'Chromium'}`;
        corridas.push(cifras(lhr));
        if (process.env.LIGHTHOUSE_JSON) {
          mkdirSync(process.env.LIGHTHOUSE_JSON, { recursive: true });
          writeFileSync(path.join(process.env.LIGHTHOUSE_JSON, `${pagina.clave}-${i + 1}.json`), JSON.stringify(lhr));
        }
        process.stderr.write(`${pagina.ruta}: ${JSON.stringify(corridas.at(-1))}\n`);
      }
      resultados.push({ ...pagina, corridas });
    }
  } finally {
    await chrome.kill();
    await producto.cerrar();
  }
  const orden = resultados.sort((a, b) => PAGINAS.indexOf(PAGINAS.find((p) => p.clave === a.clave)) - PAGINAS.indexOf(PAGINAS.find((p) => p.clave === b.clave)));
  const carga = (l) => l.map((v) => v.toFixed(2)).join(' ');
  const texto =
    `${entorno}: mobile preset (simulated throttling${cpu ? `, CPU slowdown ${cpu}× instead of 4×` : ''}), median of ${VECES} runs (range in brackets)\n` +
    `host benchmark index ${Math.round(Math.min(...indices))}–${Math.round(Math.max(...indices))} (the preset's 4× is meant for 1,500–2,000)\n` +
    `load average before ${carga(cargaAntes)}, after ${carga(loadavg())}\n\n` +
    tablaMarkdown(orden) +
    '\n';
  mkdirSync(path.join(root, 'tmp'), { recursive: true });
  writeFileSync(path.join(root, 'tmp/lighthouse.md'), texto);
  process.stdout.write(texto);
}

main().catch((error) => {
  process.stderr.write(`${error?.stack ?? error}\n`);
  process.exit(1);
});
