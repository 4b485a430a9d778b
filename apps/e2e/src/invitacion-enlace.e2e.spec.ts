import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { SMTPServer } from 'smtp-server';
import { type Cuenta, ingresar, nuevaCuenta, salir, screenshot, unexpectedErrors } from './support/accounts';
import { RevisionAxe } from './support/axe';
import { usarNavegador } from './support/browser';
import { PRODUCT_DOMAIN } from './support/global-setup';
import { type ProductServer, startProductServer } from './support/product-server';

// In the browser: an invitation is accepted from the link its mail carries. A
// person without an account sets a name and a password on the link's page and lands in the
// inviting hotel; a person with an account signs in there, accepts, and lands in that hotel.
// The run's server sends no mail, so this file starts a product of its own whose SMTP_URL is an
// SMTP server in this process that keeps every message.

interface Correo {
  para: string[];
  texto: string;
}

/** A mail as sent, its quoted-printable undone (soft breaks joined, escaped bytes read as UTF-8). */
function textoDe(crudo: string): string {
  const sinSaltos = crudo.replace(/=\r?\n/g, '');
  return Buffer.from(sinSaltos.replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8');
}

/** A signed-in API session from Node (cookies kept), as a hotel's administrator. */
function sesionApi(server: ProductServer) {
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

describe('an invitation accepted from its mailed link, in the browser', () => {
  const navegador = usarNavegador();
  let server: ProductServer;
  let smtp: SMTPServer;
  let dataDir: string;
  const correos: Correo[] = [];
  /** The inviting hotel, configured, and its administrator's API session. */
  let duena: Cuenta;
  let invitar: (email: string, tipo: string) => Promise<void>;

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
          correos.push({ para: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), texto: textoDe(Buffer.concat(partes).toString('utf8')) });
          callback();
        });
      },
    });
    await new Promise<void>((ok) => smtp.listen(0, '127.0.0.1', ok));
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'recepcion-e2e-invitacion-'));
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

    duena = nuevaCuenta('duena');
    const llamar = sesionApi(server);
    const { hotel_id: hotelId } = await llamar<{ hotel_id: number }>('POST', '/api/Cuenta/Register', { nombre: duena.nombre, email: duena.email, password: duena.password, nombreHotel: duena.hotel, paisId: 35 });
    await llamar('POST', '/api/Cuenta/Configurar', { hotelId, impuestoNombre: 'IVA (19)', impuestoPorcentaje: 19, monedaId: 'CLP', habitaciones: 4 });
    invitar = async (email, tipo) => {
      await llamar('POST', '/api/HotelUsuarios', { Usuario: email, IDTipoUsuario: tipo });
    };
  }, 300_000);

  afterAll(async () => {
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    await new Promise<void>((ok) => (smtp ? smtp.close(() => ok()) : ok()));
  });

  /** The path of the link the invitation mail to `para` carries (`/invitacion?token=…`). */
  async function enlaceDeInvitacion(para: string): Promise<string> {
    const fin = Date.now() + 15_000;
    for (;;) {
      const correo = correos.find((c) => c.para.includes(para.toLowerCase()) && c.texto.includes('/invitacion?token='));
      if (correo) {
        expect(correo.texto).toContain(`El hotel «${duena.hotel}» le invita a trabajar con él en Recepción`);
        const enlace = /https?:\/\/[^\s/]+(\/invitacion\?token=[\w-]{43})\s/.exec(correo.texto)?.[1];
        if (!enlace) throw new Error(`El correo no trae el enlace: ${correo.texto}`);
        return enlace;
      }
      if (Date.now() > fin) throw new Error(`No mail reached ${para} (${correos.length} mails)`);
      await new Promise((ok) => setTimeout(ok, 100));
    }
  }

  async function nuevaPagina(): Promise<{ ctx: BrowserContext; page: Page & { errors: string[] } }> {
    const chromium = navegador.context.browser();
    if (!chromium) throw new Error('Sin navegador');
    const ctx = await chromium.newContext({ viewport: { width: 1280, height: 800 }, locale: 'es-CL' });
    const page = (await ctx.newPage()) as Page & { errors: string[] };
    page.errors = [];
    page.on('pageerror', (e) => page.errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && page.errors.push(m.text()));
    return { ctx, page };
  }

  /** In the inviting hotel, on its calendar: the user menu names that hotel and the person. */
  async function enElHotel(page: Page, nombre: string): Promise<void> {
    await page.waitForURL(server.url('/reservas/calendario'));
    await page.getByRole('button', { name: `${duena.hotel}, ${nombre}` }).waitFor();
    await page.getByRole('grid', { name: 'Calendario de ocupación' }).waitFor();
    expect(await page.getByRole('dialog', { name: 'Configuración del hotel' }).count()).toBe(0);
  }

  it('a person without an account opens the link, sets a name and a password there, and lands in the inviting hotel', async () => {
    const nueva = nuevaCuenta('nueva');
    await invitar(nueva.email, 'RE');
    const enlace = await enlaceDeInvitacion(nueva.email);
    const { ctx, page } = await nuevaPagina();
    try {
      await page.goto(server.url(enlace));
      const main = page.getByRole('main');
      await main.getByRole('heading', { level: 1, name: 'Invitación a un hotel' }).waitFor();
      expect(await page.title()).toBe(`Invitación - ${PRODUCT_DOMAIN}`);
      await main.getByText(`El hotel ${duena.hotel} le invita a trabajar con él en Recepción, como Recepción.`, { exact: false }).waitFor();
      const form = main.getByRole('form', { name: 'Crear su cuenta' });
      // The link's page, as accessible as every other (axe, WCAG 2.2 AA): its form, and its errors.
      const revision = new RevisionAxe(page);
      await revision.escanear('invitación: cuenta nueva');
      await form.getByRole('button', { name: 'Crear cuenta y aceptar' }).click();
      await form.getByText('Falta ingresar el nombre').waitFor();
      await revision.escanear('invitación: cuenta nueva con errores');
      expect(revision.graves()).toBe('');
      await form.getByLabel('Su nombre').fill(nueva.nombre);
      await form.getByLabel('Contraseña', { exact: true }).fill(nueva.password);
      await form.getByLabel('Repita la contraseña').fill(nueva.password);
      await screenshot(page, 'invitacion-cuenta-nueva');
      await form.getByRole('button', { name: 'Crear cuenta y aceptar' }).click();

      await page.getByRole('status').filter({ hasText: `Invitación aceptada: ${duena.hotel}` }).waitFor();
      await enElHotel(page, nueva.nombre);
      await screenshot(page, 'invitacion-aceptada-calendario');

      // Her account is hers: signing out and in lands in that hotel again.
      await salir(page, { hotel: duena.hotel, nombre: nueva.nombre });
      await ingresar(page, nueva.email, nueva.password);
      await enElHotel(page, nueva.nombre);

      // The link worked once.
      await page.goto(server.url(enlace));
      await page.getByRole('alert').filter({ hasText: 'El enlace de la invitación no es válido o ya expiró' }).waitFor();
      expect(unexpectedErrors(page.errors)).toEqual([]);
    } finally {
      await ctx.close();
    }
  });

  it('a person with an account opens the link, signs in there, accepts, and lands in the inviting hotel at once', async () => {
    const otra = nuevaCuenta('otra');
    const llamar = sesionApi(server);
    const { hotel_id: propio } = await llamar<{ hotel_id: number }>('POST', '/api/Cuenta/Register', { nombre: otra.nombre, email: otra.email, password: otra.password, nombreHotel: otra.hotel, paisId: 35 });
    await llamar('POST', '/api/Cuenta/Configurar', { hotelId: propio, impuestoNombre: 'IVA (19)', impuestoPorcentaje: 19, monedaId: 'CLP', habitaciones: 2 });
    await invitar(otra.email, 'CO');
    const enlace = await enlaceDeInvitacion(otra.email);
    const { ctx, page } = await nuevaPagina();
    try {
      await page.goto(server.url(enlace));
      const main = page.getByRole('main');
      await main.getByText('Esa dirección ya tiene una cuenta: ingrese con ella para aceptar la invitación.').waitFor();
      const revision = new RevisionAxe(page);
      await revision.escanear('invitación: ingresar');
      await main.getByRole('button', { name: 'Ingresar' }).click();
      const login = page.getByRole('dialog', { name: 'Ingresar' });
      expect(await login.getByLabel('Correo electrónico').inputValue()).toBe(otra.email.toLowerCase());
      await login.getByLabel('Contraseña', { exact: true }).fill(otra.password);
      await login.getByRole('button', { name: 'Ingresar' }).click();

      // Signed in (to her own hotel): the page stays, and offers to accept.
      await main.getByRole('button', { name: 'Aceptar invitación' }).waitFor();
      await revision.escanear('invitación: aceptar');
      expect(revision.graves()).toBe('');
      await main.getByRole('button', { name: 'Aceptar invitación' }).click();
      await page.getByRole('status').filter({ hasText: `Invitación aceptada: ${duena.hotel}` }).waitFor();
      await enElHotel(page, otra.nombre);
      expect(unexpectedErrors(page.errors)).toEqual([]);
    } finally {
      await ctx.close();
    }
  });

  it('a person with two hotels sees both on the dashboard and switches from the user menu, on a phone', async () => {
    const doble = nuevaCuenta('doble');
    const suya = sesionApi(server);
    const { hotel_id: propio } = await suya<{ hotel_id: number }>('POST', '/api/Cuenta/Register', { nombre: doble.nombre, email: doble.email, password: doble.password, nombreHotel: doble.hotel, paisId: 35 });
    await suya('POST', '/api/Cuenta/Configurar', { hotelId: propio, impuestoNombre: 'IVA (19)', impuestoPorcentaje: 19, monedaId: 'CLP', habitaciones: 2 });
    await invitar(doble.email, 'RE');
    const token = new URLSearchParams((await enlaceDeInvitacion(doble.email)).split('?')[1]).get('token');
    await suya('POST', '/api/Invitaciones/Aceptar', { token });

    const { ctx, page } = await nuevaPagina();
    try {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(server.url('/'));
      await ingresar(page, doble.email, doble.password);
      // The invitation was the last hotel used: she signs in there.
      await enElHotel(page, doble.nombre);
      await page.goto(server.url('/dashboard'));
      const grupo = page.getByRole('region', { name: 'Sus hoteles hoy' });
      await grupo.waitFor();
      expect(await grupo.getByRole('rowheader').allTextContents()).toEqual(expect.arrayContaining([duena.hotel, doble.hotel]));
      const revision = new RevisionAxe(page);
      await revision.escanear('dashboard con varios hoteles (teléfono)');

      await page.getByRole('button', { name: `${duena.hotel}, ${doble.nombre}` }).click();
      await page.getByRole('button', { name: 'Cambiar de hotel' }).click();
      const dialogo = page.getByRole('dialog', { name: 'Cambiar de hotel' });
      await dialogo.getByRole('button', { name: `Entrar a ${doble.hotel}` }).waitFor();
      await revision.escanear('cambiar de hotel (teléfono)');
      expect(revision.graves()).toBe('');
      await screenshot(page, 'cambiar-de-hotel-telefono');
      await dialogo.getByRole('button', { name: `Entrar a ${doble.hotel}` }).click();
      // The page opens again in her own hotel, as its administrator.
      await page.waitForURL(server.url('/reservas/calendario'));
      await page.getByRole('button', { name: `${doble.hotel}, ${doble.nombre}` }).waitFor();
      expect(unexpectedErrors(page.errors)).toEqual([]);
    } finally {
      await ctx.close();
    }
  });
});
