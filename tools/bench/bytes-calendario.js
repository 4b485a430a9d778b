// Bytes on the wire of the calendar page in headless Chromium: the first load with an empty cache
// (every script, style and API answer, compressed as Chromium asks for it) and a second visit,
// which should fetch only what is not cached (index.html revalidated, hashed assets not at all).
// Sizes are Chromium's own (CDP Network.loadingFinished encodedDataLength: headers and body).
const { chromium } = require('playwright-core');

/** Chromium signed in as `email` without loading the UI first (the sign-in's cookies set on the context). */
async function contextoConSesion(browser, url, email) {
  const r = await fetch(`${url}/api/Cuenta/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'Recepcion' },
    body: JSON.stringify({ email, password: 'bench1234' }),
  });
  if (r.status !== 200) throw new Error(`Login: ${r.status} ${await r.text()}`);
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
  await context.addCookies(
    r.headers.getSetCookie().map((c) => {
      const [par] = c.split(';');
      const i = par.indexOf('=');
      return { name: par.slice(0, i), value: par.slice(i + 1), url };
    }),
  );
  return context;
}

async function visitar(page, cdp, url) {
  const visita = { bytes: 0, pedidos: 0, api: 0, desdeCache: 0, codificaciones: new Set(), aceptaCodificacion: '' };
  const rutas = new Map();
  const alEnviar = (e) => rutas.set(e.requestId, e.request.url);
  const alEnviarExtra = (e) => {
    const cabecera = Object.entries(e.headers).find(([k]) => k.toLowerCase() === 'accept-encoding');
    if (cabecera) visita.aceptaCodificacion = cabecera[1];
  };
  const alRecibir = (e) => {
    const codificacion = Object.entries(e.response.headers).find(([k]) => k.toLowerCase() === 'content-encoding');
    if (codificacion) visita.codificaciones.add(codificacion[1]);
    if (e.response.fromDiskCache || e.response.fromPrefetchCache) visita.desdeCache++;
  };
  const alServirDeCache = () => visita.desdeCache++;
  const alTerminar = (e) => {
    // Served from a cache without touching the network: no bytes, not a request to the server.
    if (!rutas.has(e.requestId) || e.encodedDataLength === 0) return;
    visita.pedidos++;
    visita.bytes += e.encodedDataLength;
    if (new URL(rutas.get(e.requestId)).pathname.startsWith('/api/')) visita.api += e.encodedDataLength;
  };
  cdp.on('Network.requestWillBeSent', alEnviar);
  cdp.on('Network.requestWillBeSentExtraInfo', alEnviarExtra);
  cdp.on('Network.responseReceived', alRecibir);
  cdp.on('Network.requestServedFromCache', alServirDeCache);
  cdp.on('Network.loadingFinished', alTerminar);
  await page.goto(`${url}/reservas/calendario`, { waitUntil: 'networkidle' });
  await page.locator('[role="grid"]').first().waitFor();
  await page.waitForLoadState('networkidle');
  cdp.off('Network.requestWillBeSent', alEnviar);
  cdp.off('Network.requestWillBeSentExtraInfo', alEnviarExtra);
  cdp.off('Network.responseReceived', alRecibir);
  cdp.off('Network.requestServedFromCache', alServirDeCache);
  cdp.off('Network.loadingFinished', alTerminar);
  return { ...visita, codificaciones: [...visita.codificaciones] };
}

/** The calendar page of the hotel signed up as `email` (password bench1234) on the API at `url`. */
async function bytesCalendario(url, email) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const context = await contextoConSesion(browser, url, email);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const primera = await visitar(page, cdp, url);
    const segunda = await visitar(page, cdp, url);
    return { primera, segunda };
  } finally {
    await browser.close();
  }
}

module.exports = { bytesCalendario };
