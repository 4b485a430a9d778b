import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import ts from 'typescript';
import { startTestApi, type TestApi } from './support/test-api';

/** Runs one of the ES-module OpenAPI tools (support/openapi-herramientas.mjs) on the document. */
function herramienta<T>(modo: 'validar' | 'cliente'): T {
  const archivo = path.join(mkdtempSync(path.join(tmpdir(), 'openapi-')), 'documento.json');
  writeFileSync(archivo, JSON.stringify(documento));
  const salida = spawnSync(process.execPath, [path.join(__dirname, 'support/openapi-herramientas.mjs'), modo, archivo], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (salida.status !== 0) throw new Error(salida.stderr);
  return JSON.parse(salida.stdout) as T;
}

// The API contract: /api/docs-json is a valid OpenAPI document whose operations say
// what they take and what they answer, so that integrators and generated clients can rely on it.
let api: TestApi;
let documento: {
  openapi: string;
  paths: Record<string, Record<string, Operacion>>;
  components: { schemas: Record<string, { type?: string; properties?: Record<string, unknown>; required?: string[] }>; securitySchemes: Record<string, unknown> };
};

interface Operacion {
  parameters?: { name: string; in: string }[];
  requestBody?: { content: { 'application/json': { schema: { $ref?: string } } } };
  responses: Record<string, { content?: { 'application/json': { schema: { $ref?: string } }; 'text/calendar'?: { schema: { type?: string } } } }>;
  security?: Record<string, string[]>[];
}

const operaciones = () =>
  Object.entries(documento.paths).flatMap(([ruta, metodos]) => Object.entries(metodos).map(([metodo, operacion]) => ({ ruta, metodo, operacion })));

beforeAll(async () => {
  api = await startTestApi();
  documento = (await request(api.server).get('/api/docs-json').expect(200)).body;
});
afterAll(() => api.close());

describe('the OpenAPI document', () => {
  it('is valid against the OpenAPI schema (a validator package, not by hand)', () => {
    const resultado = herramienta<{ valid: boolean; errors: unknown[] }>('validar');
    expect(resultado.errors).toEqual([]);
    expect(resultado.valid).toBe(true);
  });

  it('declares every path parameter of every route, and no other', () => {
    const distintos = operaciones().filter(({ ruta, operacion }) => {
      const enRuta = [...ruta.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      const declarados = (operacion.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name).sort();
      return enRuta.join() !== declarados.join();
    });
    expect(distintos.map(({ metodo, ruta }) => `${metodo} ${ruta}`)).toEqual([]);
  });

  it('describes the body of every write that takes one, from the DTO that validates it', () => {
    const sinCuerpo = ['post /api/Cuenta/Logout', 'post /api/Cuenta/EnviarVerificacion', 'post /api/Invitaciones/{id}/Aceptar', 'post /api/Invitaciones/{id}/Rechazar', 'put /api/UsuariosBloqueados/ResetPassword/{lowerMail}', 'put /api/UsuariosBloqueados/{lowerMail}', 'post /api/Root/AccederHotel/{hotelId}', 'post /api/Root/VolverHotel', 'post /api/Canales/{id}/Sincronizar', 'post /api/Habitaciones/{id}/Ical/Renovar', 'post /api/Canales/{id}/Ical/Renovar', 'post /api/Publico/Reservas/{token}/Anular', 'put /api/calendario/NoPresentado/{id}', 'post /api/CierreDia/{fecha}', 'post /api/CierreDia/{fecha}/Reabrir', 'post /api/ListaEspera/{id}/Reservar', 'post /api/Cuenta/CambiarHotel/{hotelId}'];
    const faltan = operaciones().filter(({ ruta, metodo, operacion }) => ['post', 'put'].includes(metodo) && !operacion.requestBody && !sinCuerpo.includes(`${metodo} ${ruta}`));
    expect(faltan.map(({ metodo, ruta }) => `${metodo} ${ruta}`)).toEqual([]);
    const vacios = Object.entries(documento.components.schemas).filter(([, esquema]) => esquema.type === 'object' && Object.keys(esquema.properties ?? {}).length === 0);
    expect(vacios.map(([nombre]) => nombre)).toEqual([]);
    // One in detail: the reservation create, field names, formats and what is required.
    const crear = documento.components.schemas[documento.paths['/api/ReservasB'].post.requestBody!.content['application/json'].schema.$ref!.split('/').pop()!];
    expect(crear.required).toEqual(expect.arrayContaining(['CheckIn', 'CheckOut', 'ClienteId', 'MonedaId', 'Habitaciones']));
    expect(crear.properties!.CheckIn).toMatchObject({ type: 'string', format: 'date' });
  });

  it('gives every operation the error catalogue as {Message}, and writes their 403 and 409', () => {
    const sinErrores = operaciones().filter(({ operacion }) =>
      ['400', '404', '429', '500'].some((codigo) => operacion.responses[codigo]?.content?.['application/json'].schema.$ref !== '#/components/schemas/ApiErrorBody'),
    );
    expect(sinErrores.map(({ metodo, ruta }) => `${metodo} ${ruta}`)).toEqual([]);
    const escrituras = operaciones().filter(({ metodo }) => metodo !== 'get');
    expect(escrituras.filter(({ operacion }) => !operacion.responses['403'] || !operacion.responses['409'])).toEqual([]);
    expect(documento.components.schemas.ApiErrorBody).toMatchObject({ required: ['Message'] });
  });

  it('describes the success answer of the operations from the libs/contracts types, generated from their TypeScript', () => {
    const conCuerpo = operaciones().filter(({ operacion }) => Object.entries(operacion.responses).some(([codigo, r]) => /^2\d\d$/.test(codigo) && (r.content?.['application/json'] ?? r.content?.['text/calendar'])?.schema));
    const conCuerpoClaves = new Set(conCuerpo.map(({ metodo, ruta }) => `${metodo} ${ruta}`));
    const sinCuerpo = operaciones().map(({ metodo, ruta }) => `${metodo} ${ruta}`).filter((clave) => !conCuerpoClaves.has(clave));
    // Every operation, health, the public account calls and the channels' iCalendar feed included, says what its success answers.
    expect(sinCuerpo).toEqual([]);
    expect(conCuerpo.length).toBeGreaterThanOrEqual(168);
    // The reservation, as ReservaDetalle says it: field names, nullability, what is required.
    const detalle = documento.paths['/api/ReservasB/{id}'].get.responses['200'].content!['application/json'].schema;
    expect(detalle).toEqual({ $ref: '#/components/schemas/ReservaDetalle' });
    const reserva = documento.components.schemas.ReservaDetalle;
    expect(reserva.required).toEqual(expect.arrayContaining(['Id', 'Version', 'CheckIn', 'CheckOut', 'EstadoId', 'Habitaciones', 'Saldos']));
    expect(reserva.properties!.Comentario).toEqual({ type: 'string', nullable: true });
    // A list is an array of the row type; a POST with @HttpCode(200) documents its 200.
    expect(documento.paths['/api/ReservasB/ListadoReservas'].post.responses['200'].content!['application/json'].schema).toEqual({ type: 'array', items: { $ref: '#/components/schemas/FilaListadoReservas' } });
    // The generic CRUD documents its five calls with the definition's type.
    expect(documento.paths['/api/Habitaciones'].get.responses['200'].content!['application/json'].schema).toEqual({ type: 'array', items: { $ref: '#/components/schemas/HabitacionDetalle' } });
    expect(documento.paths['/api/Habitaciones/{id}'].delete.responses['200'].content!['application/json'].schema).toEqual({ $ref: '#/components/schemas/HabitacionDetalle' });
    // Every reference points at a schema of the document (the contract types' own references too).
    const referencias = [...JSON.stringify(documento).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]);
    expect(referencias.filter((nombre) => !documento.components.schemas[nombre])).toEqual([]);
  });

  it('names the session cookie and the application header as security, and leaves the public calls open', () => {
    expect(documento.components.securitySchemes).toMatchObject({ sesion: { type: 'apiKey', in: 'cookie', name: 'sid' }, aplicacion: { type: 'apiKey', in: 'header', name: 'X-Requested-With' } });
    const login = documento.paths['/api/Cuenta/Login'].post;
    expect(login.security).toEqual([]);
    expect(documento.paths['/api/ReservasB'].post.security).toEqual([{ sesion: [], aplicacion: [] }]);
    expect(documento.paths['/api/Habitaciones'].get.security).toEqual([{ sesion: [] }]);
    // A status change is a GET that writes: it needs the header too (CSRF).
    expect(documento.paths['/api/calendario/CheckIn/{id}'].get.security).toEqual([{ sesion: [], aplicacion: [] }]);
  });

  it('generates a TypeScript client (openapi-typescript) that type-checks', () => {
    const { codigo } = herramienta<{ codigo: string }>('cliente');
    const archivo = 'api-generada.d.ts';
    // A use of the client: the reservation's answer is typed, a field it lacks does not compile.
    const uso = 'uso.ts';
    const codigoUso = [
      "import type { paths } from './api-generada';",
      "type Detalle = paths['/api/ReservasB/{id}']['get']['responses'][200]['content']['application/json'];",
      'export const version = (d: Detalle): number => d.Version;',
      'export const comentario = (d: Detalle): string | null | undefined => d.Comentario;',
      "export const linea = (d: Detalle): number => d.Habitaciones[0].HabitacionId;",
      '// @ts-expect-error not a field of ReservaDetalle',
      'export const otro = (d: Detalle) => d.NoEsUnCampo;',
    ].join('\n');
    const virtuales: Record<string, string> = { [archivo]: codigo, [uso]: codigoUso };
    const opciones: ts.CompilerOptions = { strict: true, noEmit: true, skipLibCheck: false, types: [], module: ts.ModuleKind.CommonJS, moduleResolution: ts.ModuleResolutionKind.Node10 };
    const host = ts.createCompilerHost(opciones);
    const leer = host.getSourceFile;
    const existe = host.fileExists;
    const leerArchivo = host.readFile;
    const virtual = (nombre: string) => virtuales[path.basename(nombre)] !== undefined && !nombre.includes('node_modules') ? virtuales[path.basename(nombre)] : undefined;
    host.getSourceFile = (nombre, version) => (virtual(nombre) !== undefined ? ts.createSourceFile(nombre, virtual(nombre)!, version) : leer.call(host, nombre, version));
    host.fileExists = (nombre) => virtual(nombre) !== undefined || existe.call(host, nombre);
    host.readFile = (nombre) => virtual(nombre) ?? leerArchivo.call(host, nombre);
    const programa = ts.createProgram([archivo, uso], opciones, host);
    const errores = ts.getPreEmitDiagnostics(programa).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(errores).toEqual([]);
    expect(codigo).toContain('"/api/ReservasB"');
    expect(codigo).toMatch(/CrearReservaDto: \{/);
  });
});
