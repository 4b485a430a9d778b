import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { MENSAJES_MOTOR } from '@recepcion/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import { SMTPServer } from 'smtp-server';
import { nuevaCuenta, screenshot, unexpectedErrors } from './support/accounts';
import { RevisionAxe } from './support/axe';
import { usarNavegador } from './support/browser';
import { ddmmyyyy, dia } from './support/dias';
import { PRODUCT_DOMAIN } from './support/global-setup';
import { type ProductServer, startProductServer } from './support/product-server';
import { startStaticServer, type StaticServer } from './support/static-server';

// The guest's booking page (apps/reservar) on the real product, at a phone's size and a desktop's:
// search, book, the confirmation mail, the booking's page from the mail's link, cancel; axe clean.
// The run's server sends no mail, so this file starts a product of its own whose SMTP_URL is an
// SMTP server in this process that keeps every message.

const PRESUPUESTO_BYTES = 80 * 1024;

interface Correo {
  para: string[];
  texto: string;
}

/** A signed-in API session from Node (cookies kept), as the hotel's administrator. */
function sesion(server: ProductServer) {
  const cookies = new Map<string, string>();
  return async function llamar<T = unknown>(method: string, ruta: string, body?: unknown): Promise<T> {
    const respuesta = await fetch(server.url(ruta), {
      method,
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'Recepcion', Cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const c of respuesta.headers.getSetCookie()) {
      const [par] = c.split(';');
      const i = par.indexOf('=');
      cookies.set(par.slice(0, i), par.slice(i + 1));
    }
    const texto = await respuesta.text();
    if (!respuesta.ok) throw new Error(`${method} ${ruta} answered ${respuesta.status}: ${texto}`);
    return (texto ? JSON.parse(texto) : undefined) as T;
  };
}

/** A mail's text as written (quoted-printable soft breaks and escapes undone). */
function textoDe(crudo: string): string {
  return crudo.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
}

describe('the guest’s booking page in the browser', () => {
  const navegador = usarNavegador();
  let server: ProductServer;
  let smtp: SMTPServer;
  let sitio: StaticServer;
  /** The hotel's site's pages (the static server reads them per request). */
  const paginasSitio: Record<string, string> = {};
  let hotelNombre: string;
  let dataDir: string;
  const correos: Correo[] = [];
  let slug: string;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      hideSTARTTLS: true,
      disabledCommands: ['AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const partes: Buffer[] = [];
        stream.on('data', (p: Buffer) => partes.push(p));
        stream.on('end', () => {
          correos.push({ para: session.envelope.rcptTo.map((r) => r.address), texto: textoDe(Buffer.concat(partes).toString('utf8')) });
          callback();
        });
      },
    });
    await new Promise<void>((ok) => smtp.listen(0, '127.0.0.1', ok));
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'recepcion-e2e-reservar-'));
    server = await startProductServer(
      {
        ...process.env,
        // An embedded database of its own, whatever the run's server uses.
        DATABASE_URL: '',
        SEED_DEMO: 'false',
        PRODUCT_DOMAIN,
        LOG_LEVEL: 'warn',
        RATE_LIMIT_MULTIPLIER: '100',
        ARGON2_COSTE: 'bajo',
        SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
      },
      dataDir,
    );

    // The hotel's site, on another origin, with the documented snippet.
    sitio = await startStaticServer([], paginasSitio);
    const origenSitio = new URL(sitio.url('/')).origin;

    // A hotel: 3 rooms of its first type at 50.000 a night (CLP, tax included), its engine on.
    const llamar = sesion(server);
    const cuenta = nuevaCuenta('motor');
    hotelNombre = cuenta.hotel;
    const { hotel_id: hotelId } = await llamar<{ hotel_id: number }>('POST', '/api/Cuenta/Register', { nombre: cuenta.nombre, email: cuenta.email, password: cuenta.password, nombreHotel: cuenta.hotel, paisId: 35 });
    await llamar('POST', '/api/Cuenta/Configurar', { hotelId, impuestoNombre: 'IVA (19)', impuestoPorcentaje: 19, monedaId: 'CLP', habitaciones: 3 });
    const [habitacion] = await llamar<{ TipoHabitacionId: number }[]>('GET', '/api/Habitaciones');
    const [impuesto] = await llamar<{ Id: number }[]>('GET', '/api/TipoImpuestos');
    const temporada = await llamar<{ Id: number }>('POST', '/api/Temporadas', { Nombre: 'Todo el año', FechaInicial: dia(0), FechaFinal: dia(400) });
    await llamar('POST', '/api/TarifasB', {
      TipoServicioId: 6,
      TemporadaId: temporada.Id,
      MonedaId: 'CLP',
      TipoImpuestoId: impuesto.Id,
      ImpuestoIncluido: true,
      PrecioPorPasajero: false,
      DetalleTarifa: [{ ServicioId: habitacion.TipoHabitacionId, Valor: 50000 }],
    });
    slug = `hotel-${randomUUID().slice(0, 8)}`;
    const base = await llamar<Record<string, unknown>>('GET', '/api/MotorReservas');
    await llamar('PUT', '/api/MotorReservas', {
      ...base,
      Activo: true,
      Slug: slug,
      Descripciones: [{ TipoHabitacionId: habitacion.TipoHabitacionId, Descripcion: 'Cama matrimonial, baño privado y vista al cerro' }],
      SitioPermitido: origenSitio,
    });
  }, 300_000);

  afterAll(async () => {
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    await sitio?.stop();
    await new Promise<void>((ok) => (smtp ? smtp.close(() => ok()) : ok()));
  });

  async function esperarCorreo(para: string): Promise<Correo> {
    const fin = Date.now() + 15_000;
    for (;;) {
      const correo = correos.find((c) => c.para.includes(para));
      if (correo) return correo;
      if (Date.now() > fin) throw new Error(`No mail reached ${para} (${correos.length} mails: ${correos.map((c) => c.para.join(',')).join(' ')})`);
      await new Promise((ok) => setTimeout(ok, 100));
    }
  }

  /** The first load's bytes on the wire (the document and what it loads), and every URL it asked for. */
  function medirCarga(page: Page): { bytes: () => Promise<number>; urls: string[] } {
    const pedidos: Promise<number>[] = [];
    const urls: string[] = [];
    page.on('requestfinished', (request) => {
      urls.push(request.url());
      if (['document', 'script', 'stylesheet'].includes(request.resourceType())) pedidos.push(request.sizes().then((s) => s.responseBodySize));
    });
    return { bytes: async () => (await Promise.all(pedidos)).reduce((a, b) => a + b, 0), urls };
  }

  const vistas: [string, { width: number; height: number }, number][] = [
    ['390x844', { width: 390, height: 844 }, 12],
    ['1440x900', { width: 1440, height: 900 }, 30],
  ];

  it.each(vistas)('at %s: searches, books, gets the mail, opens its link and cancels', async (nombre, viewport, dias) => {
    const movil = viewport.width < 500;
    const chromium = navegador.context.browser();
    if (!chromium) throw new Error('Sin navegador');
    const ctx: BrowserContext = await chromium.newContext({ viewport, locale: 'es-CL', ...(movil ? { isMobile: true, hasTouch: true } : {}) });
    const page = (await ctx.newPage()) as Page & { errors: string[] };
    page.errors = [];
    page.on('pageerror', (e) => page.errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && page.errors.push(m.text()));
    const revision = new RevisionAxe(page);
    const llegada = dia(dias);
    const salida = dia(dias + 3);
    const email = `huesped-${randomUUID().slice(0, 8)}@correo.test`;

    // The page alone: no shell, no import map, no staff bundle; within its budget.
    const carga = medirCarga(page);
    await page.goto(server.url(`/reservar/${slug}`));
    await page.getByRole('heading', { level: 1, name: 'Reserve su estadía' }).waitFor();
    expect(await page.evaluate(() => document.querySelector('script[type="importmap"]'))).toBeNull();
    expect(carga.urls.filter((u) => !new URL(u).pathname.startsWith('/reservar/') && !new URL(u).pathname.startsWith('/api/Publico/'))).toEqual([]);
    const bytes = await carga.bytes();
    expect(bytes).toBeGreaterThan(0);
    expect(bytes).toBeLessThanOrEqual(PRESUPUESTO_BYTES);
    await revision.comprobarSalto(`${nombre} búsqueda`);

    // Search.
    await page.getByLabel('Llegada').fill(llegada);
    await page.getByLabel('Salida').fill(salida);
    await page.getByLabel('Adultos').fill('2');
    await page.getByRole('button', { name: 'Ver disponibilidad' }).click();
    const tarjeta = page.getByRole('article').first();
    await tarjeta.waitFor();
    expect(await page.getByText(`Del ${ddmmyyyy(llegada)} al ${ddmmyyyy(salida)} (3 noches) · 2 adultos`).count()).toBeGreaterThan(0);
    expect(await tarjeta.getByText('Cama matrimonial, baño privado y vista al cerro').isVisible()).toBe(true);
    expect(await tarjeta.getByText('CLP 150.000').isVisible()).toBe(true);
    expect(await tarjeta.getByText('Total por 3 noches').isVisible()).toBe(true);
    await revision.escanear(`${nombre} resultados`);
    await screenshot(page, `reservar-resultados-${nombre}`);

    // Book: the form is open a few seconds, as a person's would be (the API refuses a form sent in under 3).
    await tarjeta.getByRole('button', { name: /^Reservar/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Complete su reserva' }).waitFor();
    await page.getByLabel('Nombre y apellido').fill('Lucía Fernández');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Teléfono').fill('+56 9 1234 5678');
    expect(await page.getByLabel('País').inputValue()).not.toBe('');
    await page.getByLabel('Comentario para el hotel (opcional)').fill('Llegamos de noche');
    await page.getByText('Cancelación gratuita hasta 2 días antes de la llegada').waitFor();
    await page.getByLabel('Acepto la política de cancelación').check();
    await revision.escanear(`${nombre} formulario`);
    await screenshot(page, `reservar-formulario-${nombre}`);
    await page.waitForTimeout(3500);
    await page.getByRole('button', { name: 'Confirmar reserva' }).click();

    // The confirmation.
    await page.getByRole('heading', { level: 1, name: '¡Reserva recibida!' }).waitFor();
    const main = page.getByRole('main');
    expect(await main.getByText(`Le enviamos un correo a ${email}`, { exact: false }).isVisible()).toBe(true);
    expect(await main.getByText(ddmmyyyy(llegada), { exact: true }).isVisible()).toBe(true);
    expect(await main.getByText('CLP 150.000').isVisible()).toBe(true);
    const codigo = Number(await main.locator('.codigo').textContent());
    expect(codigo).toBeGreaterThan(0);
    const enlace = await page.getByRole('link', { name: 'Ver o cancelar su reserva' }).getAttribute('href');
    expect(enlace).toMatch(new RegExp(`^/reservar/${slug}/reserva/[A-Za-z0-9_-]{32,}$`));
    await revision.escanear(`${nombre} confirmación`);
    await screenshot(page, `reservar-confirmacion-${nombre}`);

    // The mail, and its link to the booking's page.
    const correo = await esperarCorreo(email);
    expect(correo.texto).toContain(`Subject: ${MENSAJES_MOTOR.asuntoHuesped(hotelNombre, codigo)}`);
    const delCorreo = /https?:\/\/[^\s/]+(\/reservar\/[a-z0-9-]+\/reserva\/[A-Za-z0-9_-]+)/.exec(correo.texto)?.[1] ?? '';
    expect(delCorreo).toBe(enlace);

    // The booking's page: cancel, after saying so.
    await page.goto(server.url(delCorreo));
    await page.getByRole('heading', { level: 1, name: 'Su reserva' }).waitFor();
    expect(await page.getByRole('main').getByText('Lucía Fernández').isVisible()).toBe(true);
    await page.getByText(`Puede cancelarla sin costo hasta el ${ddmmyyyy(dia(dias - 2))}.`).waitFor();
    await revision.escanear(`${nombre} su reserva`);
    await screenshot(page, `reservar-gestion-${nombre}`);
    await page.getByRole('button', { name: 'Cancelar reserva' }).click();
    await page.getByRole('group', { name: /¿Seguro que desea cancelar la reserva \d+\?/ }).waitFor();
    await revision.escanear(`${nombre} confirmar anulación`);
    await page.getByRole('button', { name: 'Sí, cancelar la reserva' }).click();
    await page.getByText('Su reserva fue cancelada. El hotel ya lo sabe.').waitFor();
    expect(await page.getByRole('button', { name: 'Cancelar reserva' }).count()).toBe(0);
    await revision.escanear(`${nombre} anulada`);
    await screenshot(page, `reservar-anulada-${nombre}`);
    const token = delCorreo.split('/').pop();
    const detalle = await (await fetch(server.url(`/api/Publico/Reservas/${token}`))).json();
    expect(detalle).toMatchObject({ EstadoId: 4, PuedeAnular: false });

    // English, on the same page.
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your booking' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await revision.escanear(`${nombre} inglés`);
    await page.getByRole('button', { name: 'Español' }).click();

    const graves = revision.graves();
    if (graves) throw new Error(`axe-core found critical or serious violations:\n${graves}`);
    expect(unexpectedErrors(page.errors)).toEqual([]);
    await ctx.close();
  });

  it('says kindly that an unknown hotel takes no online bookings', async () => {
    const page = await navegador.newPage();
    const respuesta = await page.goto(server.url(`/reservar/no-existe-${randomUUID().slice(0, 6)}`));
    expect(respuesta?.status()).toBe(404);
    await page.getByText(MENSAJES_MOTOR.noDisponibleMotor).waitFor();
    const revision = new RevisionAxe(page);
    await revision.escanear('hotel desconocido');
    expect(revision.graves()).toBe('');
    await page.close();
  });

  it('works inside the documented iframe on the hotel’s allowed site, its links staying in the frame', async () => {
    const snippet = `<iframe src="${server.url(`/reservar/${slug}`)}" title="Reservas" style="width:100%;min-height:900px;border:0" loading="lazy"></iframe>`;
    const html = `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Hotel</title></head><body><h1>Nuestro hotel</h1>${snippet}</body></html>`;
    paginasSitio['/'] = html;
    const otro = await startStaticServer([], { '/': html });
    const page = await navegador.newPage();
    try {
      // Only the allowed site may frame it: this one is, another origin is not.
      await page.goto(sitio.url('/'));
      const marco = page.frameLocator('iframe[title="Reservas"]');
      await marco.getByRole('heading', { level: 1, name: 'Reserve su estadía' }).waitFor();
      await marco.getByRole('button', { name: 'Ver disponibilidad' }).click();
      await marco.getByRole('article').first().waitFor();
      expect(page.url()).toBe(sitio.url('/'));

      const ajena = await navegador.newPage();
      await ajena.goto(otro.url('/'));
      await ajena.waitForTimeout(1500);
      const marcoAjeno = ajena.frames().find((f) => f !== ajena.mainFrame());
      expect(marcoAjeno ? await marcoAjeno.getByRole('heading', { name: 'Reserve su estadía' }).count() : 0).toBe(0);
      await ajena.close();
    } finally {
      await page.close();
      await otro.stop();
    }
  });
});
