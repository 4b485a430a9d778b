import net from 'node:net';
import { MENSAJE_SOLICITUD_LENTA } from '@recepcion/contracts';
import { startTestApi, type TestApi } from './support/test-api';

// A client that trickles its request a byte at a time must not hold a connection for minutes:
// the whole request (headers and body) has REQUEST_TIMEOUT_MS to arrive (30 s by default; 1 s
// here), then the server answers 408 with a Spanish {Message} and closes the connection.
const LIMITE_MS = 1_000;
/** How long a trickle goes on before the test gives up on the server cutting it. */
const PACIENCIA_MS = 6_000;

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ escuchar: true, env: { REQUEST_TIMEOUT_MS: String(LIMITE_MS) } });
});
afterAll(() => api.close());

interface Resultado {
  /** Milliseconds from the connection to its close by the server; null: still open after PACIENCIA_MS. */
  cerradaEn: number | null;
  respuesta: string;
}

/** Sends `inicio` at once and then `goteo` one byte every `cadaMs`, until the server closes the connection. */
function gotear(inicio: string, goteo: string, cadaMs: number): Promise<Resultado> {
  const { port } = new URL(api.url ?? '');
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1');
    const desde = Date.now();
    let respuesta = '';
    let i = 0;
    let goteando: NodeJS.Timeout | undefined;
    const fin = (cerradaEn: number | null) => {
      clearInterval(goteando);
      clearTimeout(paciencia);
      socket.destroy();
      resolve({ cerradaEn, respuesta });
    };
    const paciencia = setTimeout(() => fin(null), PACIENCIA_MS);
    socket.on('data', (parte) => (respuesta += parte.toString('utf8')));
    socket.on('close', () => fin(Date.now() - desde));
    socket.on('error', (error) => (respuesta ? undefined : reject(error)));
    socket.on('connect', () => {
      socket.write(inicio);
      goteando = setInterval(() => {
        if (i < goteo.length && socket.writable) socket.write(goteo[i++]);
      }, cadaMs);
    });
  });
}

describe('a request trickled a byte at a time', () => {
  it('is cut at the limit with a 408 in Spanish, the body never complete', async () => {
    const cuerpo = JSON.stringify({ email: 'lento@ejemplo.test', password: 'x'.repeat(200) });
    const cabeceras = `POST /api/Cuenta/Login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nX-Requested-With: Recepcion\r\nContent-Length: ${Buffer.byteLength(cuerpo)}\r\n\r\n`;
    const { cerradaEn, respuesta } = await gotear(cabeceras, cuerpo, 100);
    expect(cerradaEn).not.toBeNull();
    expect(cerradaEn ?? 0).toBeGreaterThanOrEqual(LIMITE_MS - 50);
    expect(cerradaEn ?? Infinity).toBeLessThan(LIMITE_MS + 1_500);
    expect(respuesta).toMatch(/^HTTP\/1\.1 408 /);
    expect(JSON.parse(respuesta.slice(respuesta.indexOf('\r\n\r\n') + 4))).toEqual({ Message: MENSAJE_SOLICITUD_LENTA });
  }, 15_000);

  it('is cut the same way when the headers themselves are trickled', async () => {
    const { cerradaEn, respuesta } = await gotear('GET /api/Default/Simple HTTP/1.1\r\n', 'Host: 127.0.0.1\r\nX-Relleno: ' + 'a'.repeat(200), 100);
    expect(cerradaEn).not.toBeNull();
    expect(cerradaEn ?? Infinity).toBeLessThan(LIMITE_MS + 1_500);
    expect(respuesta).toMatch(/^HTTP\/1\.1 408 /);
  }, 15_000);

  it('a request that arrives within the limit is answered as usual', async () => {
    const { respuesta } = await gotear('GET /api/Default/Simple HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n', '\r\n', 50);
    expect(respuesta).toMatch(/^HTTP\/1\.1 200 /);
  }, 15_000);
});
