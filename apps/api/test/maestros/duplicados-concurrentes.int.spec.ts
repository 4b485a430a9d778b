import { randomInt } from 'node:crypto';
import { MENSAJES_MAESTROS } from '@recepcion/contracts';
import { registrarHotelConfigurado } from '@recepcion/testing';
import { enPostgres } from '../support/base-de-datos';
import { operadorConSesion } from '../support/operador';
import { startTestApi, type TestApi } from '../support/test-api';

// A double click: the same create sent twice at once. Both requests pass the "already there?"
// check before either writes, and the table's unique constraint refuses the second: that must be
// the Spanish 400 a single duplicate gets, never a 500. Races prove something only on PostgreSQL;
// PGlite runs one transaction at a time (there the second simply meets the first): skipped on the
// embedded default.
const describeEnPostgres = enPostgres ? describe : describe.skip;

let api: TestApi;

beforeAll(async () => {
  if (enPostgres) api = await startTestApi();
});
afterAll(() => api?.close());

const VECES = 8;

/** `VECES` distinct three-letter codes that hardly any other run uses at the same time. */
function codigos(): string[] {
  const letra = () => String.fromCharCode(65 + randomInt(26));
  const elegidos = new Set<string>();
  while (elegidos.size < VECES) elegidos.add(`X${letra()}${letra()}`);
  return [...elegidos];
}
/** `VECES` rounds of two identical requests at once: statuses and bodies of every answer. */
async function dobleClic(enviar: (ronda: number) => Promise<{ status: number; body: unknown }>) {
  const respuestas = [];
  for (let ronda = 0; ronda < VECES; ronda++) respuestas.push(...(await Promise.all([enviar(ronda), enviar(ronda)])));
  return respuestas.map((r) => ({ status: r.status, body: r.body }));
}

describeEnPostgres('two identical creates at once', () => {
  it("HotelMonedas: one adds the currency, the other answers the single duplicate's 400", async () => {
    const operador = await operadorConSesion(api);
    const monedas = codigos();
    for (const id of monedas) await operador.post('/api/Monedas').send({ IDMoneda: id, Nombre: `Prueba ${id}` });
    const hotel = await registrarHotelConfigurado(api.server);
    try {
      const respuestas = await dobleClic((ronda) => hotel.cliente.post('/api/HotelMonedas').send({ MonedaId: monedas[ronda], Factor: 1 }));
      expect(respuestas.filter((r) => r.status >= 500)).toEqual([]);
      expect(respuestas.filter((r) => r.status === 200)).toHaveLength(VECES);
      expect(respuestas.filter((r) => r.status !== 200)).toEqual(Array(VECES).fill({ status: 400, body: { Message: MENSAJES_MAESTROS.monedaRepetida } }));
      // The same answer as one duplicate sent alone.
      expect((await hotel.cliente.post('/api/HotelMonedas').send({ MonedaId: monedas[0] })).body).toEqual({ Message: MENSAJES_MAESTROS.monedaRepetida });
    } finally {
      const propias = (await hotel.cliente.get('/api/HotelMonedas')).body as { Id: number; MonedaId: string }[];
      for (const m of propias.filter((x) => monedas.includes(x.MonedaId))) await hotel.cliente.delete(`/api/HotelMonedas/${m.Id}`);
      for (const id of monedas) await operador.delete(`/api/Monedas/${id}`);
    }
  });

  it("Monedas: one adds the currency to the catalogue, the other answers the single duplicate's 400", async () => {
    const operador = await operadorConSesion(api);
    const monedas = codigos();
    try {
      const respuestas = await dobleClic((ronda) => operador.post('/api/Monedas').send({ IDMoneda: monedas[ronda], Nombre: 'Moneda repetida' }));
      expect(respuestas.filter((r) => r.status >= 500)).toEqual([]);
      expect(respuestas.filter((r) => r.status === 200)).toHaveLength(VECES);
      expect(respuestas.filter((r) => r.status !== 200)).toEqual(Array(VECES).fill({ status: 400, body: { Message: 'Esa moneda ya existe' } }));
    } finally {
      for (const id of monedas) await operador.delete(`/api/Monedas/${id}`);
    }
  });

  it("Paises: the same code twice, one adds it and the other answers the single duplicate's 400; without a code both get one", async () => {
    const operador = await operadorConSesion(api);
    const creados: number[] = [];
    try {
      const base = 900_000 + randomInt(1_000_000);
      const conCodigo = await dobleClic((ronda) => operador.post('/api/Paises').send({ Id: base + ronda, Nombre: `País ${base + ronda}` }));
      creados.push(...conCodigo.filter((r) => r.status === 200).map((r) => (r.body as { Id: number }).Id));
      expect(conCodigo.filter((r) => r.status >= 500)).toEqual([]);
      expect(creados).toHaveLength(VECES);
      expect(conCodigo.filter((r) => r.status !== 200)).toEqual(Array(VECES).fill({ status: 400, body: { Message: 'Ya existe un país con ese código' } }));
      // Id 0 (or none) takes the next free code: two at once get two codes, not a 500.
      const sinCodigo = await dobleClic(() => operador.post('/api/Paises').send({ Id: 0, Nombre: 'País sin código' }));
      creados.push(...sinCodigo.filter((r) => r.status === 200).map((r) => (r.body as { Id: number }).Id));
      expect(sinCodigo.map((r) => r.status)).toEqual(Array(2 * VECES).fill(200));
      expect(new Set(creados).size).toBe(creados.length);
    } finally {
      for (const id of creados) await operador.delete(`/api/Paises/${id}`);
    }
  });
});
