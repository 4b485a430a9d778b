import type { Page, Request } from 'playwright-core';
import { nuevaCuenta } from './support/accounts';
import { apiFromPage, registrarHotelConfigurado } from './support/api-session';
import { dia } from './support/dias';
import { usarProducto } from './support/producto';
import { startStaticServer, type StaticServer } from './support/static-server';

/** What the session guard answers a state-changing call without the application's header. */
const RECHAZO = { Message: 'Solicitud rechazada: falta la cabecera de la aplicación' };

interface Reserva {
  Id: number;
  EstadoId: number;
  Version: number;
}

/**
 * Another site's pages, aimed at a signed-in receptionist. The attacker's server is 127.0.0.1 on
 * another port: another origin, but the same site, so Chromium sends the SameSite=Lax session
 * cookie with every one of these requests. Only the application's header (X-Requested-With, which
 * no image, link or form can send, and which a script of another origin can send only after a CORS
 * preflight the API never grants) stands between them and the reservation.
 */
function paginasDelAtacante(api: string, reservaId: number, cuerpo: Record<string, unknown>): Record<string, string> {
  const checkIn = `${api}/api/calendario/CheckIn/${reservaId}`;
  const pagina = (titulo: string, contenido: string) =>
    `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>${titulo}</title><link rel="icon" href="data:,"></head><body>${contenido}</body></html>`;
  // A text/plain form can carry a JSON-looking body: the name holds the JSON up to a last string, the value closes it.
  const json = JSON.stringify(cuerpo);
  const nombre = `${json.slice(0, -1)},"relleno":"`;
  const atributo = (s: string) => s.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
  return {
    '/oferta.html': pagina(
      'Oferta',
      `<h1>¡Gane una noche gratis!</h1>
       <img alt="premio" src="${checkIn}">
       <p><a href="${checkIn}">Reclamar el premio</a></p>
       <script>
         fetch(${JSON.stringify(`${api}/api/ReservasB`)}, {
           method: 'POST', credentials: 'include',
           headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'Recepcion' },
           body: ${JSON.stringify(json)},
         }).then((r) => { document.title = 'fetch ' + r.status; }, () => { document.title = 'fetch bloqueado'; });
       </script>`,
    ),
    '/formulario.html': pagina(
      'Formulario',
      `<form method="POST" action="${api}/api/ReservasB">
         ${Object.entries(cuerpo)
           .filter(([, v]) => typeof v !== 'object')
           .map(([k, v]) => `<input type="hidden" name="${k}" value="${atributo(String(v))}">`)
           .join('')}
       </form>
       <script>document.forms[0].submit();</script>`,
    ),
    '/formulario-texto.html': pagina(
      'Formulario',
      `<form method="POST" action="${api}/api/ReservasB" enctype="text/plain">
         <input type="hidden" name="${atributo(nombre)}" value='"}'>
       </form>
       <script>document.forms[0].submit();</script>`,
    ),
  };
}

interface Desenlace {
  /** The answer's status and body, when the browser let the page have them. */
  status?: number;
  cuerpo?: unknown;
  /** Chromium's reason when it did not (a blocked answer, a refused preflight). */
  fallo?: string;
}

/** How the page's first request matching `es` from now on ends. */
function desenlace(pagina: Page, es: (r: Request) => boolean): Promise<Desenlace> {
  return new Promise((resolve) => {
    pagina.on('requestfinished', async (r) => {
      if (!es(r)) return;
      const respuesta = await r.response();
      resolve({ status: respuesta?.status(), cuerpo: await respuesta?.json().catch(() => undefined) });
    });
    pagina.on('requestfailed', (r) => {
      if (es(r)) resolve({ fallo: r.failure()?.errorText });
    });
  });
}

describe('pages of another site cannot act for a signed-in user (CSRF)', () => {
  const { server, browser } = usarProducto();
  let atacante: StaticServer | undefined;

  afterAll(() => atacante?.stop());

  it('an image, a link, auto-submitting forms and a script on another origin change no reservation and create none', async () => {
    const page = await browser.newPage();
    await page.goto(server.url('/'));
    await registrarHotelConfigurado(page, nuevaCuenta('csrf'));
    const cliente = await apiFromPage<{ Id: number }>(page, 'POST', '/api/Clientes', { Nombre: 'Víctima Soto', GiroId: 1, PaisId: 35, Ciudad: 'Talca' });
    const [habitacion] = (await apiFromPage<{ Id: number }[]>(page, 'GET', '/api/Habitaciones')).body;
    const [impuesto] = (await apiFromPage<{ Id: number }[]>(page, 'GET', '/api/TipoImpuestos')).body;
    const cuerpo = (desde: string, hasta: string) => ({
      CheckIn: desde,
      CheckOut: hasta,
      ClienteId: cliente.body.Id,
      FormaPagoId: 1,
      MonedaId: 'CLP',
      TipoImpuestoId: impuesto.Id,
      Habitaciones: [{ HabitacionId: habitacion.Id, CheckIn: desde, CheckOut: hasta, CantidadPasajero: 1, AlojamientoPrecioUnitario: 30000 }],
    });
    const creada = await apiFromPage<Reserva>(page, 'POST', '/api/ReservasB', cuerpo(dia(0), dia(2)));
    expect({ status: creada.status, cliente: cliente.status }).toEqual({ status: 200, cliente: 200 });
    const reservaId = creada.body.Id;
    const listado = async () => (await apiFromPage<unknown[]>(page, 'POST', '/api/ReservasB/ListadoReservas', { Desde: dia(-30), Hasta: dia(60) })).body.length;
    expect(await listado()).toBe(1);

    const otroSitio = await startStaticServer([], paginasDelAtacante(server.baseUrl, reservaId, cuerpo(dia(10), dia(12))));
    atacante = otroSitio;
    const alCheckIn = (r: Request) => r.url().endsWith(`/api/calendario/CheckIn/${reservaId}`);
    const alCrear = (r: Request) => r.url().endsWith('/api/ReservasB') && r.method() === 'POST';
    const abrir = async (ruta: string, es: (r: Request) => boolean) => {
      const pagina = await browser.newPage();
      const fin = desenlace(pagina, es);
      await pagina.goto(otroSitio.url(ruta));
      return { pagina, fin: await fin };
    };

    // The image: the request goes out with the cookie; the API refuses it (and Chromium does not
    // even hand the answer to the page: Cross-Origin-Resource-Policy).
    const oferta = await abrir('/oferta.html', alCheckIn);
    expect(oferta.fin.status === 403 || /ERR_BLOCKED_BY_RESPONSE/.test(oferta.fin.fallo ?? '')).toBe(true);
    // The script that sets the header itself: the CORS preflight is not granted, the POST never leaves.
    await oferta.pagina.waitForFunction(() => document.title.startsWith('fetch'));
    expect(await oferta.pagina.title()).toBe('fetch bloqueado');
    // The link, followed as a top-level navigation: the page shows the API's refusal.
    const enlace = desenlace(oferta.pagina, alCheckIn);
    await oferta.pagina.getByRole('link', { name: 'Reclamar el premio' }).click();
    expect(await enlace).toEqual({ status: 403, cuerpo: RECHAZO });

    // The forms post themselves on load, as urlencoded fields and as JSON-looking text/plain.
    for (const ruta of ['/formulario.html', '/formulario-texto.html']) {
      const { fin } = await abrir(ruta, alCrear);
      expect({ ruta, ...fin }).toEqual({ ruta, status: 403, cuerpo: RECHAZO });
    }

    // Nothing changed: the same status and version, one reservation.
    const despues = (await apiFromPage<Reserva>(page, 'GET', `/api/ReservasB/${reservaId}`)).body;
    expect({ EstadoId: despues.EstadoId, Version: despues.Version }).toEqual({ EstadoId: creada.body.EstadoId, Version: creada.body.Version });
    expect(await listado()).toBe(1);

    // The session was good all along: the same check-in from the application itself goes through.
    const propio = await apiFromPage<Reserva>(page, 'GET', `/api/calendario/CheckIn/${reservaId}`);
    expect(propio.status).toBe(200);
    expect((await apiFromPage<Reserva>(page, 'GET', `/api/ReservasB/${reservaId}`)).body.EstadoId).toBe(7);
  }, 60_000);
});
