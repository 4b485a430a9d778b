import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { SMTPServer } from 'smtp-server';
import { registrarHotel } from '@recepcion/testing';
import { startTestApi, type TestApi } from '../support/test-api';

// Password recovery must not tell, by how long it takes, whether an address has an account: the
// answer is the same text, and it must come back as fast for a known address as for an unknown one.
// Timing on a shared 2-core machine is noisy (and on the embedded database every other test file's
// queries wait in the same line), so the test compares medians of calls interleaved one by one (a
// burst of load hits both series alike), allows 3 ms + 50 %, and passes on the first of up to five
// rounds within that: a real difference (a token write, an SMTP round trip of 150 ms) shows in every
// round, a burst of noise rarely does.

const LLAMADAS = 20;
const RONDAS = 5;
/** Calls of each kind before measuring. */
const CALENTAMIENTO = 3;
/** What the fake SMTP server waits before accepting a message: the slow part of a real delivery. */
const DEMORA_SMTP_MS = 150;
const MENSAJE = { Message: 'Su contraseña se le ha enviado al correo.' };

const mediana = (valores: number[]) => {
  const ordenados = [...valores].sort((a, b) => a - b);
  const medio = Math.floor(ordenados.length / 2);
  return ordenados.length % 2 ? ordenados[medio] : (ordenados[medio - 1] + ordenados[medio]) / 2;
};

/** One call as a browser makes it, timed from the request to the whole answer. */
async function pedir(url: string, email: string): Promise<number> {
  const inicio = performance.now();
  const respuesta = await fetch(`${url}/api/Cuenta/RecoveryPassword`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'Recepcion' },
    body: JSON.stringify({ email }),
  });
  const cuerpo = await respuesta.json();
  const ms = performance.now() - inicio;
  expect({ status: respuesta.status, cuerpo }).toEqual({ status: 200, cuerpo: MENSAJE });
  return ms;
}

interface Ronda {
  conocida: number;
  desconocida: number;
  dentro: boolean;
}

/** Medians of LLAMADAS calls each, interleaved (the order swaps every pair). */
async function ronda(url: string, conocida: string): Promise<Ronda> {
  const tiempos = { conocida: [] as number[], desconocida: [] as number[] };
  for (let i = 0; i < LLAMADAS; i++) {
    const desconocida = `nadie-${randomUUID()}@hotel.test`;
    if (i % 2 === 0) {
      tiempos.conocida.push(await pedir(url, conocida));
      tiempos.desconocida.push(await pedir(url, desconocida));
    } else {
      tiempos.desconocida.push(await pedir(url, desconocida));
      tiempos.conocida.push(await pedir(url, conocida));
    }
  }
  const m = { conocida: mediana(tiempos.conocida), desconocida: mediana(tiempos.desconocida) };
  const [menor, mayor] = [Math.min(m.conocida, m.desconocida), Math.max(m.conocida, m.desconocida)];
  return { ...m, dentro: mayor <= menor * 1.5 + 3 };
}

/** Up to RONDAS rounds, stopping at the first within the tolerance; answers every round run. */
async function compararTiempos(url: string, conocida: string): Promise<Ronda[]> {
  // Warm-up: the first calls pay for connections, JIT and cold caches.
  for (let i = 0; i < CALENTAMIENTO; i++) {
    await pedir(url, conocida);
    await pedir(url, `nadie-${randomUUID()}@hotel.test`);
  }
  const rondas: Ronda[] = [];
  while (rondas.length < RONDAS && !rondas.some((r) => r.dentro)) rondas.push(await ronda(url, conocida));
  return rondas;
}

const urlDe = (api: TestApi) => {
  if (!api.url) throw new Error('La API de prueba no escucha en un puerto: iníciela con `escuchar: true`.');
  return api.url;
};

const describir = (rondas: Ronda[]) => rondas.map((r) => `conocida ${r.conocida.toFixed(1)} ms, desconocida ${r.desconocida.toFixed(1)} ms`).join('; ');

describe('POST /api/Cuenta/RecoveryPassword takes as long for a known e-mail as for an unknown one', () => {
  it('with mail kept in the outbox (no SMTP_URL)', async () => {
    const api = await startTestApi({ escuchar: true });
    try {
      const hotel = await registrarHotel(api.server);
      const rondas = await compararTiempos(urlDe(api), hotel.email);
      console.log(`Recuperación sin SMTP: ${describir(rondas)}`);
      expect(rondas[rondas.length - 1].dentro).toBe(true);
    } finally {
      await api.close();
    }
  });

  describe('with an SMTP server that takes its time', () => {
    let smtp: SMTPServer;
    let api: TestApi;
    const recibidos: string[] = [];

    beforeAll(async () => {
      smtp = new SMTPServer({
        authOptional: true,
        hideSTARTTLS: true,
        disabledCommands: ['AUTH'],
        logger: false,
        onData(stream, session, callback) {
          const partes: Buffer[] = [];
          stream.on('data', (p: Buffer) => partes.push(p));
          stream.on('end', () =>
            setTimeout(() => {
              // Only recovery mails: a new account's verification mail goes to the same address.
              if (!/^Subject:.*verifique/im.test(Buffer.concat(partes).toString('utf8'))) recibidos.push(...session.envelope.rcptTo.map((r) => r.address));
              callback();
            }, DEMORA_SMTP_MS),
          );
        },
      });
      await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
      const { port } = smtp.server.address() as AddressInfo;
      api = await startTestApi({ escuchar: true, env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    });
    afterAll(async () => {
      await api?.close();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    });

    it('answers before the mail is delivered, and the mail still arrives, only to the known address', async () => {
      const hotel = await registrarHotel(api.server);
      const rondas = await compararTiempos(urlDe(api), hotel.email);
      console.log(`Recuperación con SMTP lento (${DEMORA_SMTP_MS} ms): ${describir(rondas)}`);
      expect(rondas[rondas.length - 1].dentro).toBe(true);

      // Every call for the known address was delivered after its answer; none went to unknown ones.
      const conocidas = CALENTAMIENTO + rondas.length * LLAMADAS;
      const hasta = Date.now() + 20_000;
      while (recibidos.filter((r) => r === hotel.email).length < conocidas && Date.now() < hasta) await new Promise((r) => setTimeout(r, 50));
      expect(recibidos.filter((r) => r === hotel.email)).toHaveLength(conocidas);
      expect(recibidos.filter((r) => r !== hotel.email)).toEqual([]);
    });
  });
});
