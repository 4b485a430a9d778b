import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import Ajv, { type ValidateFunction } from 'ajv';
import request from 'supertest';
import type { TestApi } from './test-api';

interface Documento {
  paths: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, { schema?: object }> }> }>>;
  components: { schemas: Record<string, object> };
}

type Esquema = Record<string, unknown>;

/** OpenAPI 3.0's `nullable: true` as JSON Schema: `null` is one more type (ajv knows no `nullable` without `type`). */
function aJsonSchema(esquema: unknown): unknown {
  if (Array.isArray(esquema)) return esquema.map(aJsonSchema);
  if (!esquema || typeof esquema !== 'object') return esquema;
  const { nullable, ...resto } = esquema as Esquema;
  const salida: Esquema = Object.fromEntries(
    Object.entries(resto).map(([clave, valor]) => [clave, clave === 'properties' || clave === 'schemas' ? Object.fromEntries(Object.entries(valor as Esquema).map(([k, v]) => [k, aJsonSchema(v)])) : aJsonSchema(valor)]),
  );
  if (nullable !== true) return salida;
  if (typeof salida.type === 'string') return { ...salida, type: [salida.type, 'null'], ...(Array.isArray(salida.enum) ? { enum: [...salida.enum, null] } : {}) };
  return { anyOf: [salida, { type: 'null' }] };
}

/** The body as sent, whatever the compression. */
function cuerpo(partes: Buffer[], codificacion: string | undefined): Buffer {
  const crudo = Buffer.concat(partes);
  if (codificacion === 'gzip') return gunzipSync(crudo);
  if (codificacion === 'deflate') return inflateSync(crudo);
  if (codificacion === 'br') return brotliDecompressSync(crudo);
  return crudo;
}

/**
 * Every JSON answer of the API in this test file is checked (with ajv) against the schema its
 * operation documents in /api/docs-json for that status, which comes from the libs/contracts types:
 * a contract field renamed without the code following fails the test that made the
 * call. Call it at the top level after the `beforeAll` that starts the API: `conContrato(() => api)`.
 * It listens on the server itself, so supertest agents, `hotel.cliente` and `request(api.server)`
 * are all covered. Returns how many answers were checked so far (a test may assert it).
 */
export function conContrato(obtenerApi: () => TestApi): { comprobadas: () => number } {
  const violaciones: string[] = [];
  let comprobadas = 0;
  let quitar: (() => void) | undefined;

  beforeAll(async () => {
    const api = obtenerApi();
    const documento = (await request(api.server).get('/api/docs-json').expect(200)).body as Documento;
    const componentes = aJsonSchema(documento.components.schemas);
    const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
    // Static segments before parameters: `/api/ReservasB/Listado` is not `/api/ReservasB/{id}`.
    const rutas = Object.keys(documento.paths)
      .map((ruta) => ({ ruta, patron: new RegExp(`^${ruta.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}$`, 'i'), parametros: (ruta.match(/\{/g) ?? []).length }))
      .sort((a, b) => a.parametros - b.parametros);
    const validadores = new Map<string, ValidateFunction | null>();
    const validador = (metodo: string, url: string, estado: number) => {
      const camino = decodeURI(url.split('?')[0]);
      const ruta = rutas.find((r) => r.patron.test(camino))?.ruta;
      const clave = `${metodo} ${ruta} ${estado}`;
      if (!ruta) return null;
      if (!validadores.has(clave)) {
        const esquema = documento.paths[ruta][metodo]?.responses?.[String(estado)]?.content?.['application/json']?.schema;
        validadores.set(clave, esquema ? ajv.compile({ ...(aJsonSchema(esquema) as Esquema), components: { schemas: componentes } }) : null);
      }
      return { ruta, validar: validadores.get(clave) ?? null };
    };

    const escuchar = (req: IncomingMessage, res: ServerResponse) => {
      const partes: Buffer[] = [];
      const write = res.write.bind(res) as (...a: unknown[]) => boolean;
      const end = res.end.bind(res) as (...a: unknown[]) => ServerResponse;
      const guardar = (parte: unknown) => {
        if (typeof parte === 'string') partes.push(Buffer.from(parte));
        else if (parte instanceof Uint8Array) partes.push(Buffer.from(parte));
      };
      res.write = ((parte: unknown, ...resto: unknown[]) => (guardar(parte), write(parte, ...resto))) as typeof res.write;
      res.end = ((parte?: unknown, ...resto: unknown[]) => {
        if (typeof parte !== 'function') guardar(parte);
        return end(parte, ...resto);
      }) as typeof res.end;
      res.once('finish', () => {
        if (!String(res.getHeader('content-type') ?? '').includes('application/json')) return;
        const encontrado = validador((req.method ?? 'get').toLowerCase(), req.url ?? '', res.statusCode);
        if (!encontrado?.validar) return;
        comprobadas++;
        let json: unknown;
        try {
          json = JSON.parse(cuerpo(partes, res.getHeader('content-encoding') as string | undefined).toString('utf8'));
        } catch (error) {
          violaciones.push(`${req.method} ${req.url} ${res.statusCode}: el cuerpo no es JSON (${String(error)})`);
          return;
        }
        if (!encontrado.validar(json)) {
          const errores = (encontrado.validar.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || '/'} ${e.message}${e.params && 'additionalProperty' in e.params ? ` '${String(e.params.additionalProperty)}'` : ''}`);
          violaciones.push(`${req.method} ${req.url} ${res.statusCode} no cumple el esquema de ${encontrado.ruta}: ${errores.join('; ')}`);
        }
      });
    };
    api.server.prependListener('request', escuchar);
    quitar = () => api.server.off('request', escuchar);
  });

  afterEach(() => {
    const encontradas = violaciones.splice(0);
    if (encontradas.length > 0) throw new Error(`Respuestas fuera del contrato documentado (OpenAPI):\n${encontradas.join('\n')}`);
  });

  afterAll(() => quitar?.());

  return { comprobadas: () => comprobadas };
}
