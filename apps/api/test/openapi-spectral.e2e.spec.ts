import { Document, type ISpectralDiagnostic, Spectral } from '@stoplight/spectral-core';
import * as Parsers from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';
import request from 'supertest';
import { startTestApi, type TestApi } from './support/test-api';

// The API document as third-party tools read it: Spectral's OpenAPI rules (the `spectral:oas`
// ruleset, every recommended rule) find nothing in /api/docs-json, and the shapes other tools
// refuse (Portman: `nullable` without a `type`) are not there. A new endpoint without its Spanish
// sentence in apps/api/src/documentacion-openapi.ts is an `operation-description` warning here.
let api: TestApi;
let texto: string;
let documento: {
  tags?: { name: string; description?: string }[];
  servers?: { url: string }[];
  paths: Record<string, Record<string, { tags?: string[]; summary?: string; description?: string; parameters?: { name: string; in: string }[] }>>;
};

beforeAll(async () => {
  api = await startTestApi();
  texto = (await request(api.server).get('/api/docs-json').expect(200)).text;
  documento = JSON.parse(texto);
});
afterAll(() => api.close());

const NIVEL = ['error', 'warning', 'info', 'hint'];
const legible = (d: ISpectralDiagnostic) => `${NIVEL[d.severity]} ${d.code} ${d.path.join('.')}: ${d.message}`;

describe('the OpenAPI document under Spectral (spectral:oas)', () => {
  it('has no errors and no warnings', async () => {
    const spectral = new Spectral();
    spectral.setRuleset({ extends: [[oas as never, 'recommended']] });
    const resultados = await spectral.run(new Document(texto, Parsers.Json, 'docs-json.json'));
    // Errors (0) and warnings (1); information and hints are no finding.
    expect(resultados.filter((r) => r.severity <= 1).map(legible)).toEqual([]);
  }, 120_000);

  it('describes every operation in Spanish, lists every tag it uses, and names the installation as its server', () => {
    const operaciones = Object.entries(documento.paths).flatMap(([ruta, metodos]) => Object.entries(metodos).map(([metodo, op]) => ({ clave: `${metodo.toUpperCase()} ${ruta}`, op })));
    expect(operaciones.filter(({ op }) => !op.summary || !op.description).map(({ clave }) => clave)).toEqual([]);
    // Spanish: the sentences of documentacion-openapi.ts, not the English of a controller's comment.
    const ingles = /\b(the|and|with|for|of every|returns?)\b/i;
    expect(operaciones.filter(({ op }) => ingles.test(op.summary ?? '')).map(({ clave, op }) => `${clave}: ${op.summary}`)).toEqual([]);
    expect(documento.paths['/api/ReservasB'].post.summary).toMatch(/^Crea una reserva/);
    const usadas = new Set(operaciones.flatMap(({ op }) => op.tags ?? []));
    expect((documento.tags ?? []).map((t) => t.name).sort()).toEqual([...usadas].sort());
    expect((documento.tags ?? []).filter((t) => !t.description).map((t) => t.name)).toEqual([]);
    // One tag per name: `calendario` (the status calls' paths) is `Calendario`.
    expect([...usadas].filter((t) => t !== 'Calendario' && t.toLowerCase() === 'calendario')).toEqual([]);
    expect(documento.servers).toEqual([{ url: expect.stringMatching(/^https?:\/\//), description: expect.any(String) }]);
  });

  it('writes the hotel users list and a user access as one path (`/api/HotelUsuarios/{id}`), the calls unchanged', async () => {
    expect(documento.paths['/api/HotelUsuarios/{hotelId}']).toBeUndefined();
    expect(Object.keys(documento.paths['/api/HotelUsuarios/{id}']).sort()).toEqual(['delete', 'get', 'put']);
    expect(documento.paths['/api/HotelUsuarios/{id}'].get.parameters?.filter((p) => p.in === 'path').map((p) => p.name)).toEqual(['id']);
  });

  it('gives every nullable schema its type (Portman and OpenAPI 3.0.3 ignore `nullable` alone), and every array its items', () => {
    const sinTipo: string[] = [];
    const sinItems: string[] = [];
    const recorrer = (valor: unknown, donde: string) => {
      if (Array.isArray(valor)) return valor.forEach((v, i) => recorrer(v, `${donde}.${i}`));
      if (!valor || typeof valor !== 'object') return;
      const esquema = valor as Record<string, unknown>;
      if (esquema.nullable === true && !esquema.type) sinTipo.push(donde);
      if (esquema.type === 'array' && !esquema.items) sinItems.push(donde);
      for (const [clave, hijo] of Object.entries(esquema)) recorrer(hijo, `${donde}.${clave}`);
    };
    recorrer(documento, '');
    expect(sinTipo).toEqual([]);
    expect(sinItems).toEqual([]);
    const esquemas = (documento as unknown as { components: { schemas: Record<string, { properties: Record<string, unknown> }> } }).components.schemas;
    expect(esquemas.ClienteDetalle.properties.TipoDocumento).toEqual({ type: 'string', enum: ['DNI', 'PAS', 'OTRO'], nullable: true });
    expect(esquemas.ReservaNueva.properties.Cargos).toEqual({ type: 'array', items: { $ref: '#/components/schemas/CargoReserva' } });
  });
});
