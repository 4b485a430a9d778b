import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { MENSAJES_CANALES } from '@recepcion/contracts';
import { descargarCalendario, DescargaFallidaError, MENSAJE_URL_CON_CREDENCIALES, problemaDeUrl } from './descargar-calendario';
import { hostPermitido, permitidaPara } from './direcciones-prohibidas';

const FEED = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nSUMMARY:Habitación doble\r\nEND:VCALENDAR\r\n';
const LOCAL = { permitirRedLocal: true } as const;

/** A feed server on a free loopback port that counts connections and keeps the last request's headers. */
class ServidorDePrueba {
  conexiones = 0;
  cabeceras: IncomingHttpHeaders = {};
  private readonly sockets = new Set<Socket>();
  private readonly relojes = new Set<NodeJS.Timeout>();
  readonly servidor: Server;

  constructor(private readonly rutas: Record<string, (res: ServerResponse, base: string) => void>) {
    this.servidor = createServer((req, res) => {
      this.cabeceras = req.headers;
      const ruta = Object.keys(this.rutas).find((r) => req.url === r || req.url?.startsWith(`${r}/`));
      if (ruta) this.rutas[ruta](res, this.base);
      else res.writeHead(404).end();
    });
    this.servidor.on('connection', (socket) => {
      this.conexiones++;
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
  }

  get base(): string {
    return `http://127.0.0.1:${(this.servidor.address() as AddressInfo).port}`;
  }

  /** A timer that writes until the client hangs up (cleared on close). */
  goteo(res: ServerResponse, cadaMs: number, parte: string): void {
    const reloj = setInterval(() => res.write(parte), cadaMs);
    this.relojes.add(reloj);
    res.on('close', () => {
      clearInterval(reloj);
      this.relojes.delete(reloj);
    });
  }

  async iniciar(): Promise<void> {
    await new Promise<void>((resolve) => this.servidor.listen(0, '127.0.0.1', resolve));
  }

  async cerrar(): Promise<void> {
    this.relojes.forEach(clearInterval);
    this.sockets.forEach((s) => s.destroy());
    await new Promise<void>((resolve) => this.servidor.close(() => resolve()));
  }
}

function redirigir(res: ServerResponse, destino: string, estado = 302): void {
  res.writeHead(estado, { Location: destino }).end();
}

const servidor = new ServidorDePrueba({
  '/feed': (res) => res.writeHead(200, { 'Content-Type': 'text/calendar; charset=utf-8', ETag: '"v1"' }).end(`\uFEFF${FEED}`),
  '/404': (res) => res.writeHead(404).end('no'),
  '/500': (res) => res.writeHead(500).end('error'),
  '/codigo': (res) => {
    const estado = Number(/\/codigo\/(\d+)/.exec(res.req.url ?? '')?.[1]);
    redirigir(res, '/feed', estado);
  },
  // /saltos/N redirects N times (relative Locations) before the feed.
  '/saltos': (res) => {
    const n = Number(/\/saltos\/(\d+)/.exec(res.req.url ?? '')?.[1]);
    redirigir(res, n <= 1 ? '../feed' : `${n - 1}`);
  },
  '/sin-location': (res) => res.writeHead(302).end(),
  '/a-metadatos': (res) => redirigir(res, 'http://169.254.169.254/latest/meta-data'),
  '/a-privada': (res) => redirigir(res, 'http://10.0.0.1/calendario.ics'),
  '/a-loopback-v6': (res) => redirigir(res, `http://[::1]:${new URL(servidor.base).port}/feed`),
  '/a-localhost': (res) => redirigir(res, `http://localhost:${new URL(servidor.base).port}/feed`),
  '/a-ftp': (res) => redirigir(res, 'ftp://127.0.0.1/calendario.ics'),
  '/a-file': (res) => redirigir(res, 'file:///etc/passwd'),
  '/cuelga': () => undefined,
  '/lento': (res) => {
    res.writeHead(200, { 'Content-Type': 'text/calendar' });
    res.write('BEGIN:VCALENDAR\r\n');
    servidor.goteo(res, 50, 'X');
  },
  '/interminable': (res) => {
    res.writeHead(200, { 'Content-Type': 'text/calendar' });
    servidor.goteo(res, 5, 'X'.repeat(512));
  },
  '/declara-grande': (res) => {
    res.writeHead(200, { 'Content-Type': 'text/calendar', 'Content-Length': String(6 * 1024 * 1024) });
    res.write('BEGIN:VCALENDAR\r\n');
  },
  '/justo': (res) => res.writeHead(200, { 'Content-Length': '1000' }).end('X'.repeat(1000)),
  '/corta': (res) => res.socket?.destroy(),
});

beforeAll(() => servidor.iniciar());
afterAll(() => servidor.cerrar());

async function falla(promesa: Promise<unknown>): Promise<string> {
  const error = await promesa.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DescargaFallidaError);
  return (error as DescargaFallidaError).message;
}

describe('problemaDeUrl', () => {
  it.each([
    'https://admin.booking.com/hotel/hoteladmin/ical.html?t=abc',
    'http://www.airbnb.com/calendar/ical/1.ics?s=x',
    'https://calendar.google.com/calendar/ical/x%40group/basic.ics',
    '  https://example.com/a.ics  ',
    // Addresses are judged when pulling (permitirRedLocal is the caller's), not by the form.
    'http://10.0.0.1/a.ics',
  ])('accepts %s', (url) => {
    expect(problemaDeUrl(url)).toBeNull();
  });

  it.each([
    'ftp://example.com/a.ics',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'data:text/calendar,BEGIN',
    'webcal://example.com/a.ics',
    'gopher://127.0.0.1:6379/_',
    'no es una url',
    'http://',
    'https://exa mple.com',
    '//example.com/a.ics',
  ])('refuses %s', (url) => {
    expect(problemaDeUrl(url)).toBe(MENSAJES_CANALES.urlNoValida);
  });

  it.each(['http://user:pass@example.com/a.ics', 'https://user@example.com/a.ics', 'https://:secreto@example.com/'])('refuses credentials in %s', (url) => {
    expect(problemaDeUrl(url)).toBe(MENSAJE_URL_CON_CREDENCIALES);
  });

  it('asks for a URL when there is none', () => {
    expect(problemaDeUrl('')).toBe(MENSAJES_CANALES.ingreseUrl);
    expect(problemaDeUrl('   ')).toBe(MENSAJES_CANALES.ingreseUrl);
  });
});

describe('descargarCalendario', () => {
  it('brings the feed as UTF-8 without its BOM, with status, final URL and ETag', async () => {
    const url = `${servidor.base}/feed`;
    expect(await descargarCalendario(url, LOCAL)).toEqual({ texto: FEED, estado: 200, urlFinal: url, etag: '"v1"' });
  });

  it('says who it is and what it wants, and asks for no compression', async () => {
    await descargarCalendario(`${servidor.base}/feed`, LOCAL);
    expect(servidor.cabeceras['user-agent']).toBe('Recepcion-Canales/1.0');
    expect(servidor.cabeceras.accept).toBe('text/calendar, */*;q=0.5');
    expect(servidor.cabeceras['accept-encoding']).toBeUndefined();
  });

  it.each([404, 500])('fails on an HTTP %i with its status', async (estado) => {
    expect(await falla(descargarCalendario(`${servidor.base}/${estado}`, LOCAL))).toBe(MENSAJES_CANALES.respuestaHttp(estado));
  });

  it('fails on a redirect with no Location with its status', async () => {
    expect(await falla(descargarCalendario(`${servidor.base}/sin-location`, LOCAL))).toBe(MENSAJES_CANALES.respuestaHttp(302));
  });

  describe('redirects', () => {
    it.each([301, 302, 303, 307, 308])('follows a %i', async (estado) => {
      const descarga = await descargarCalendario(`${servidor.base}/codigo/${estado}`, LOCAL);
      expect(descarga).toMatchObject({ texto: FEED, urlFinal: `${servidor.base}/feed` });
    });

    it('follows one and up to three, resolving relative Locations', async () => {
      expect((await descargarCalendario(`${servidor.base}/saltos/1`, LOCAL)).urlFinal).toBe(`${servidor.base}/feed`);
      expect((await descargarCalendario(`${servidor.base}/saltos/3`, LOCAL)).texto).toBe(FEED);
    });

    it('fails on the fourth', async () => {
      expect(await falla(descargarCalendario(`${servidor.base}/saltos/4`, LOCAL))).toBe(MENSAJES_CANALES.demasiadasRedirecciones);
    });

    it('honours a smaller maxRedirecciones', async () => {
      expect(await falla(descargarCalendario(`${servidor.base}/saltos/2`, { ...LOCAL, maxRedirecciones: 1 }))).toBe(MENSAJES_CANALES.demasiadasRedirecciones);
    });

    it.each(['/a-metadatos', '/a-ftp', '/a-file'])('refuses %s even with the local network allowed', async (ruta) => {
      expect(await falla(descargarCalendario(`${servidor.base}${ruta}`, { ...LOCAL, timeoutMs: 2000 }))).toBe(MENSAJES_CANALES.direccionNoPermitida);
    });

    it.each(['/a-privada', '/a-loopback-v6', '/a-localhost'])('refuses %s when only public addresses are allowed', async (ruta) => {
      // The first hop has to reach the test server: allow its one address, and only it.
      const soloElServidor = (ip: string) => ip === '127.0.0.1' || permitidaPara(false)(ip);
      const antes = servidor.conexiones;
      const mensaje = await falla(descargarCalendario(`${servidor.base}${ruta}`, { timeoutMs: 2000 }, soloElServidor));
      expect(mensaje).toBe(MENSAJES_CANALES.direccionNoPermitida);
      expect(servidor.conexiones - antes).toBe(1);
    });
  });

  describe('forbidden addresses with the default options', () => {
    it('refuses the test server on 127.0.0.1 without it ever being reached', async () => {
      const antes = servidor.conexiones;
      expect(await falla(descargarCalendario(`${servidor.base}/feed`))).toBe(MENSAJES_CANALES.direccionNoPermitida);
      expect(await falla(descargarCalendario(`http://localhost:${new URL(servidor.base).port}/feed`))).toBe(MENSAJES_CANALES.direccionNoPermitida);
      expect(servidor.conexiones).toBe(antes);
    });

    it.each([
      'http://localhost/',
      'http://LOCALHOST./',
      'http://calendario.localhost/',
      'http://[::1]/',
      'http://169.254.169.254/latest/meta-data',
      'http://10.0.0.1/',
      'http://172.16.0.1/',
      'http://192.168.1.1/',
      'http://100.64.0.1/',
      'http://0.0.0.0/',
      'http://[::]/',
      'http://[::ffff:127.0.0.1]/',
      'http://[::ffff:169.254.169.254]/',
      'http://[fe80::1]/',
      'http://[fd00::1]/',
      'http://224.0.0.1/',
      // Spellings of 127.0.0.1 the URL parser turns into it.
      'http://2130706433/',
      'http://0x7f.1/',
      'http://017700000001/',
      'http://127.1/',
    ])('refuses %s', async (url) => {
      expect(await falla(descargarCalendario(url, { timeoutMs: 2000 }))).toBe(MENSAJES_CANALES.direccionNoPermitida);
    });

    it('judges names on the addresses they resolve to (the lookup handed to the connection)', async () => {
      const url = `http://localhost:${new URL(servidor.base).port}/feed`;
      // Allow what the check before DNS asks, refuse what the lookup asks afterwards.
      let preguntas = 0;
      hostPermitido('localhost', () => (++preguntas, true));
      const antesDeDns = preguntas;
      let vistas = 0;
      const antes = servidor.conexiones;
      const mensaje = await falla(descargarCalendario(url, { timeoutMs: 2000 }, () => ++vistas <= antesDeDns));
      expect(mensaje).toBe(MENSAJES_CANALES.direccionNoPermitida);
      expect(vistas).toBeGreaterThan(antesDeDns);
      expect(servidor.conexiones).toBe(antes);
    });

    it('lets localhost through by name when the local network is allowed', async () => {
      const descarga = await descargarCalendario(`http://localhost:${new URL(servidor.base).port}/feed`, LOCAL);
      expect(descarga.texto).toBe(FEED);
    });
  });

  it.each(['ftp://127.0.0.1/a.ics', 'file:///etc/passwd', 'javascript:alert(1)', 'basura'])('refuses %s before any request', async (url) => {
    expect(await falla(descargarCalendario(url, LOCAL))).toBe(MENSAJES_CANALES.urlNoValida);
  });

  it('refuses credentials in the URL', async () => {
    expect(await falla(descargarCalendario(`http://user:pass@127.0.0.1:${new URL(servidor.base).port}/feed`, LOCAL))).toBe(MENSAJE_URL_CON_CREDENCIALES);
  });

  describe('time and size', () => {
    it('cuts a server that trickles its body', async () => {
      const inicio = Date.now();
      expect(await falla(descargarCalendario(`${servidor.base}/lento`, { ...LOCAL, timeoutMs: 300 }))).toBe(MENSAJES_CANALES.sinRespuesta);
      expect(Date.now() - inicio).toBeLessThan(2000);
    });

    it('cuts a server that never answers', async () => {
      expect(await falla(descargarCalendario(`${servidor.base}/cuelga`, { ...LOCAL, timeoutMs: 300 }))).toBe(MENSAJES_CANALES.sinRespuesta);
    });

    it('stops reading as soon as the body passes maxBytes', async () => {
      expect(await falla(descargarCalendario(`${servidor.base}/interminable`, { ...LOCAL, maxBytes: 4096, timeoutMs: 5000 }))).toBe(MENSAJES_CANALES.demasiadoGrande);
    });

    it('refuses a Content-Length over the cap before reading', async () => {
      expect(await falla(descargarCalendario(`${servidor.base}/declara-grande`, { ...LOCAL, timeoutMs: 5000 }))).toBe(MENSAJES_CANALES.demasiadoGrande);
    });

    it('accepts a body of exactly maxBytes', async () => {
      expect((await descargarCalendario(`${servidor.base}/justo`, { ...LOCAL, maxBytes: 1000 })).texto).toHaveLength(1000);
      expect(await falla(descargarCalendario(`${servidor.base}/justo`, { ...LOCAL, maxBytes: 999 }))).toBe(MENSAJES_CANALES.demasiadoGrande);
    });
  });

  describe('network failures', () => {
    it('fails on a name that does not resolve (RFC 2606 .invalid)', async () => {
      expect(await falla(descargarCalendario('http://calendario-de-prueba.invalid/feed.ics', { timeoutMs: 5000 }))).toBe(MENSAJES_CANALES.noSeResuelve);
    });

    it('fails on a refused connection', async () => {
      const cerrado = createServer();
      await new Promise<void>((resolve) => cerrado.listen(0, '127.0.0.1', resolve));
      const { port } = cerrado.address() as AddressInfo;
      await new Promise<void>((resolve) => cerrado.close(() => resolve()));
      expect(await falla(descargarCalendario(`http://127.0.0.1:${port}/`, LOCAL))).toBe(MENSAJES_CANALES.conexionFallida);
    });

    it('fails on a connection reset', async () => {
      expect(await falla(descargarCalendario(`${servidor.base}/corta`, LOCAL))).toBe(MENSAJES_CANALES.conexionFallida);
    });

    it('fails on https to a server that speaks no TLS', async () => {
      const url = `${servidor.base.replace('http:', 'https:')}/feed`;
      expect(await falla(descargarCalendario(url, { ...LOCAL, timeoutMs: 2000 }))).toBe(MENSAJES_CANALES.conexionFallida);
    });
  });
});
