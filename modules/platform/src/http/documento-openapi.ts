import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { CABECERA_DATOS_AL, CABECERA_HOTEL_PAGINA, MENSAJE_CONFIGURACION_NO_ENCONTRADA, MENSAJE_CONFLICTO, MENSAJE_HOTEL_CAMBIADO, MENSAJE_DEMASIADAS_SOLICITUDES, MENSAJE_NO_ENCONTRADO, MENSAJE_SESION_EXPIRADA, MENSAJE_SIN_PERMISO } from '@recepcion/contracts';
import { getMetadataStorage } from 'class-validator';
import { validationMetadatasToSchemas } from 'class-validator-jsonschema';
import { MARCA_MODIFICA, MARCA_PUBLICO } from '../auth/auth.decorators';
import { SESSION_COOKIE } from '../auth/session-resolver';
import { MARCA_LECTURA_EN_ESPERA } from './lectura-en-espera.decorator';
import { MARCA_RESPUESTA, type MarcaRespuesta } from './respuesta.decorator';

const ERROR = '#/components/schemas/ApiErrorBody';
const METODOS = ['get', 'post', 'put', 'patch', 'delete'] as const;

type Operacion = {
  responses?: Record<string, unknown>;
  security?: Record<string, string[]>[];
  requestBody?: unknown;
  parameters?: { name: string; in: string; description?: string }[];
  tags?: string[];
  summary?: string;
  description?: string;
  [marca: string]: unknown;
};

/**
 * The Spanish words of the document, kept by the application that composes the modules
 * (apps/api/src/documentacion-openapi.ts): what each operation does and what each tag groups.
 */
export interface DescripcionesOpenApi {
  /**
   * `'GET /api/ReservasB/{id}'` (the method in capitals and the path as the document writes it) →
   * one sentence: the operation's summary, and its description with who may call it. An
   * operation without one keeps its own `@ApiOperation` words.
   */
  operaciones: Readonly<Record<string, string>>;
  /** A tag (the `@ApiTags` of the controllers, whatever their case) → what its calls are about. */
  etiquetas: Readonly<Record<string, string>>;
}

export interface OpcionesDocumento {
  /** The installation's address (PUBLIC_URL): the document's only server. */
  servidor?: string;
  descripciones?: DescripcionesOpenApi;
}

/**
 * Request schemas from the DTO classes' own validation metadata (class-validator, through
 * class-validator-jsonschema): the document describes exactly what the validation pipe enforces,
 * so it cannot drift from the code. Our own `EsFecha` becomes a `date` string.
 */
function esquemasDeValidacion(): Record<string, object> {
  // class-transformer's storage gives the nested DTOs (@Type) their schema references.
  const { defaultMetadataStorage } = require('class-transformer/cjs/storage') as { defaultMetadataStorage: unknown };
  return validationMetadatasToSchemas({
    classValidatorMetadataStorage: getMetadataStorage(),
    classTransformerMetadataStorage: defaultMetadataStorage as never,
    refPointerPrefix: '#/components/schemas/',
    additionalConverters: {
      // "Present" is what `required` says; the default `not: {type: 'null'}` is not OpenAPI 3.0.
      isDefined: {},
      // A bound says only the bound: the library's also say `type: number`, which came after and
      // hid `@IsInt`'s `integer` (a guest count documented as a number took 2,5).
      min: (meta) => ({ minimum: meta.constraints?.[0] }),
      max: (meta) => ({ maximum: meta.constraints?.[0] }),
      customValidation: (meta) => (meta.constraints?.[0] === 'esFecha' || meta.name === 'esFecha' ? { type: 'string', format: 'date', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } : {}),
    },
  }) as Record<string, object>;
}

const COMPONENTE = '#/components/schemas/';

/** The header of the reads a standby serves (DATABASE_URL_LECTURA), as the document describes it. */
const CABECERA_DATOS_AL_DOCUMENTADA = {
  description:
    'Solo cuando la lectura la sirve una réplica en espera (DATABASE_URL_LECTURA) atrasada más de unos segundos: el momento (ISO 8601, UTC) al que corresponden los datos. Las pantallas lo muestran como «Datos al dd-MM-yyyy HH:mm:ss».',
  schema: { type: 'string', format: 'date-time', example: '2026-11-27T12:00:00.000Z' },
};

/**
 * The contract types' schemas, generated from libs/contracts' TypeScript by
 * ts-json-schema-generator (libs/contracts/tools/generar-esquemas.js; a spec there fails when the
 * committed file is stale). Read at run time from the package, so the built API needs no copy.
 */
function esquemasDeContrato(): Record<string, object> {
  return require('@recepcion/contracts/esquemas.json') as Record<string, object>;
}

/** The `#/components/schemas/X` names a schema points at. */
function referencias(esquema: unknown, nombres = new Set<string>()): Set<string> {
  if (Array.isArray(esquema)) esquema.forEach((e) => referencias(e, nombres));
  else if (esquema && typeof esquema === 'object') {
    for (const [clave, valor] of Object.entries(esquema)) {
      if (clave === '$ref' && typeof valor === 'string' && valor.startsWith(COMPONENTE)) nombres.add(valor.slice(COMPONENTE.length));
      else referencias(valor, nombres);
    }
  }
  return nombres;
}

/** The success answer's schema of one `@Respuesta`. */
function esquemaDeRespuesta({ esquema, lista }: MarcaRespuesta): object {
  const uno = typeof esquema === 'string' ? { $ref: COMPONENTE + esquema } : esquema;
  return lista ? { type: 'array', items: uno } : uno;
}

/**
 * Adds to the components the contract schemas these operations point at, and those they point at
 * in turn. A name that is already a request schema (a DTO) must be the same schema.
 */
function agregarEsquemasDeContrato(esquemas: Record<string, unknown>, usados: Set<string>) {
  const contrato = esquemasDeContrato();
  const agregados = new Set<string>();
  const pendientes = [...usados];
  for (let nombre = pendientes.pop(); nombre !== undefined; nombre = pendientes.pop()) {
    if (agregados.has(nombre)) continue;
    const esquema = contrato[nombre];
    if (!esquema && esquemas[nombre]) continue;
    if (!esquema) throw new Error(`@Respuesta('${nombre}'): no es un tipo exportado de libs/contracts (esquemas.json)`);
    const actual = esquemas[nombre];
    if (actual && JSON.stringify(actual) !== JSON.stringify(esquema)) throw new Error(`El tipo de contrato ${nombre} tiene el nombre de otro esquema del documento`);
    esquemas[nombre] = esquema;
    agregados.add(nombre);
    pendientes.push(...referencias(esquema));
  }
}

const respuestaError = (descripcion: string, ejemplo: string) => ({
  description: descripcion,
  content: { 'application/json': { schema: { $ref: ERROR }, example: { Message: ejemplo } } },
});

const nombresDeParametros = (ruta: string) => [...ruta.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);

/**
 * Paths that differ only in their parameters' names (`/api/HotelUsuarios/{hotelId}` for the list,
 * `/api/HotelUsuarios/{id}` for a change) are one path to a client: OpenAPI forbids writing it
 * twice. Each such group becomes the path of most operations, the others' path parameters renamed
 * by position (the request on the wire is the same). A method both have stays apart.
 */
function unirRutasEquivalentes(rutas: Record<string, Record<string, Operacion>>): void {
  const grupos = new Map<string, string[]>();
  for (const ruta of Object.keys(rutas)) {
    const forma = ruta.replace(/\{[^}]+\}/g, '{}');
    grupos.set(forma, [...(grupos.get(forma) ?? []), ruta]);
  }
  for (const grupo of grupos.values()) {
    if (grupo.length < 2) continue;
    const [destino, ...otras] = [...grupo].sort((a, b) => Object.keys(rutas[b]).length - Object.keys(rutas[a]).length);
    const nombres = nombresDeParametros(destino);
    for (const otra of otras) {
      const metodos = Object.keys(rutas[otra]);
      if (metodos.some((m) => rutas[destino][m])) continue;
      const antes = nombresDeParametros(otra);
      for (const m of metodos) {
        const operacion = rutas[otra][m];
        for (const p of operacion.parameters ?? []) {
          const i = p.in === 'path' ? antes.indexOf(p.name) : -1;
          if (i >= 0) p.name = nombres[i];
        }
        rutas[destino][m] = operacion;
      }
      delete rutas[otra];
    }
  }
}

/** Who may call an operation, said after what it does. */
function quienPuede(publica: boolean, modifica: boolean): string {
  if (publica) return 'Pública: no exige sesión.';
  const pagina = ` Con la cabecera opcional ${CABECERA_HOTEL_PAGINA} (el hotel que muestra la página) distinta del hotel de la sesión responde 409.`;
  if (modifica) return `Exige la sesión (cookie sid) y la cabecera X-Requested-With; el tipo de usuario decide si puede escribir (403).${pagina}`;
  return `Exige la sesión (cookie sid).${pagina}`;
}

/** Every `#/components/schemas/X` the paths use, directly or through other schemas. */
function esquemasUsados(documento: OpenAPIObject): Set<string> {
  const esquemas = documento.components?.schemas ?? {};
  const usados = referencias(documento.paths);
  const pendientes = [...usados];
  for (let nombre = pendientes.pop(); nombre !== undefined; nombre = pendientes.pop()) {
    for (const otro of referencias(esquemas[nombre])) {
      if (!usados.has(otro)) {
        usados.add(otro);
        pendientes.push(otro);
      }
    }
  }
  return usados;
}

/**
 * The API's OpenAPI 3 document: Nest's description of the routes, completed with the request
 * schemas of the DTOs, the error catalogue of spec section 8 on every operation, and the session
 * cookie (`sid`) plus the application header that writes need as security schemes; each operation
 * and tag described in Spanish (`opciones.descripciones`), the installation as its server, and
 * only the schemas the operations use. Spectral's `spectral:oas` rules find nothing in it
 * (apps/api/test/openapi-spectral.e2e.spec.ts).
 */
export function crearDocumentoOpenApi(app: INestApplication, version: string, opciones: OpcionesDocumento = {}): OpenAPIObject {
  const documento = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Recepción API')
      .setDescription(
        'API del sistema de reservas y gestión hotelera Recepción. Las fechas van como yyyy-MM-dd. Toda respuesta de error es {Message} en español; ' +
          `una sesión vencida responde 500 {Message, detailedMessage} con '${MENSAJE_SESION_EXPIRADA}'.`,
      )
      .setVersion(version)
      .addCookieAuth(SESSION_COOKIE, { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'La sesión (HttpOnly), puesta por Cuenta/Login.' }, 'sesion')
      .addApiKey({ type: 'apiKey', in: 'header', name: 'X-Requested-With', description: 'La cabecera de la aplicación: toda escritura la exige (CSRF).' }, 'aplicacion')
      .build(),
  );
  const esquemas = (documento.components ??= {}).schemas ?? {};
  for (const [nombre, esquema] of Object.entries(esquemasDeValidacion())) {
    const actual = esquemas[nombre] as { properties?: object } | undefined;
    if (!actual || !actual.properties || Object.keys(actual.properties).length === 0) esquemas[nombre] = esquema;
  }
  esquemas.ApiErrorBody = {
    type: 'object',
    required: ['Message'],
    properties: {
      Message: { type: 'string', description: 'El mensaje en español que la interfaz muestra.' },
      detailedMessage: {
        type: 'string',
        description: `En el 500: '${MENSAJE_SESION_EXPIRADA}' cuando la sesión venció; en el 404 de Apertura/Configuracion: '${MENSAJE_CONFIGURACION_NO_ENCONTRADA}'.`,
      },
    },
  };
  documento.components.schemas = esquemas;
  const usados = new Set<string>();
  unirRutasEquivalentes(documento.paths as Record<string, Record<string, Operacion>>);
  const descripciones = opciones.descripciones ?? { operaciones: {}, etiquetas: {} };
  // One tag per name whatever its case (`Calendario`, `calendario`): the table's spelling, else the first seen.
  const etiquetas = new Map<string, string>(Object.keys(descripciones.etiquetas).map((e) => [e.toLowerCase(), e]));
  const etiquetasUsadas = new Set<string>();

  for (const [direccion, ruta] of Object.entries(documento.paths)) {
    for (const metodo of METODOS) {
      const operacion = (ruta as Record<string, Operacion | undefined>)[metodo];
      if (!operacion) continue;
      const publica = operacion[MARCA_PUBLICO] === true;
      const modifica = metodo !== 'get' || operacion[MARCA_MODIFICA] === true;
      delete operacion[MARCA_PUBLICO];
      delete operacion[MARCA_MODIFICA];
      operacion.tags = [
        ...new Set(
          (operacion.tags ?? []).map((e) => {
            const nombre = etiquetas.get(e.toLowerCase()) ?? e;
            etiquetas.set(e.toLowerCase(), nombre);
            etiquetasUsadas.add(nombre);
            return nombre;
          }),
        ),
      ];
      const texto = descripciones.operaciones[`${metodo.toUpperCase()} ${direccion}`] ?? operacion.description ?? operacion.summary;
      if (texto) {
        operacion.summary = texto;
        operacion.description = `${texto} ${quienPuede(publica, modifica)}`;
      }
      const respuestas = (operacion.responses ??= {});
      const marca = operacion[MARCA_RESPUESTA] as MarcaRespuesta | undefined;
      delete operacion[MARCA_RESPUESTA];
      if (marca) {
        // Nest has already put the route's success status (its @HttpCode, else 200 or 201).
        const codigo = Object.keys(respuestas).find((c) => /^2\d\d$/.test(c)) ?? '200';
        const propia = respuestas[codigo] as { description?: string } | undefined;
        const schema = esquemaDeRespuesta(marca);
        referencias(schema, usados);
        respuestas[codigo] = { description: marca.descripcion || propia?.description || 'Correcto', content: { 'application/json': { schema } } };
      }
      if (operacion[MARCA_LECTURA_EN_ESPERA]) {
        delete operacion[MARCA_LECTURA_EN_ESPERA];
        const codigo = Object.keys(respuestas).find((c) => /^2\d\d$/.test(c)) ?? '200';
        const respuesta = (respuestas[codigo] ??= { description: 'Correcto' }) as { headers?: Record<string, unknown> };
        respuesta.headers = { ...respuesta.headers, [CABECERA_DATOS_AL]: CABECERA_DATOS_AL_DOCUMENTADA };
      }
      // A module may describe an error in its own words: it keeps them, with the catalogue's body.
      const agregar = (codigo: string, respuesta: { description: string; content: object }) => {
        const propia = respuestas[codigo] as { description?: string; content?: object } | undefined;
        respuestas[codigo] = propia ? { ...respuesta, description: propia.description || respuesta.description } : respuesta;
      };
      agregar('400', respuestaError('Datos no válidos: el primer mensaje de validación, o una regla de negocio.', 'Seleccione la fecha'));
      if (modifica) agregar('403', respuestaError('Falta la cabecera de la aplicación, o el tipo de usuario no permite la escritura.', MENSAJE_SIN_PERMISO));
      agregar('404', respuestaError('No existe, o es de otro hotel.', MENSAJE_NO_ENCONTRADO));
      if (modifica) agregar('409', respuestaError(`La versión enviada no es la última (reservas), o ${CABECERA_HOTEL_PAGINA} no es el hotel de la sesión.`, MENSAJE_CONFLICTO));
      else if (!publica) agregar('409', respuestaError(`${CABECERA_HOTEL_PAGINA} no es el hotel de la sesión (otra pestaña cambió de hotel).`, MENSAJE_HOTEL_CAMBIADO));
      agregar('429', respuestaError('Demasiadas solicitudes desde la misma dirección.', MENSAJE_DEMASIADAS_SOLICITUDES));
      agregar('500', respuestaError(`Error del servidor; '${MENSAJE_SESION_EXPIRADA}' en detailedMessage cuando la sesión venció.`, MENSAJE_SESION_EXPIRADA));
      // Any other error a module declares (a 422) answers the catalogue's {Message} too.
      for (const [codigo, respuesta] of Object.entries(respuestas)) {
        const r = respuesta as { description?: string; content?: object };
        if (/^[45]\d\d$/.test(codigo) && !r.content) respuestas[codigo] = { description: r.description || 'Error', content: { 'application/json': { schema: { $ref: ERROR } } } };
      }
      operacion.security = publica ? [] : modifica ? [{ sesion: [], aplicacion: [] }] : [{ sesion: [] }];
    }
  }
  agregarEsquemasDeContrato(esquemas, usados);
  // Only what the operations use: a DTO's base class or a query's DTO is no schema of the API.
  const enUso = esquemasUsados(documento);
  for (const nombre of Object.keys(esquemas)) if (!enUso.has(nombre)) delete esquemas[nombre];
  documento.tags = [...etiquetasUsadas].sort((a, b) => a.localeCompare(b, 'es')).map((name) => {
    const description = descripciones.etiquetas[name];
    return description ? { name, description } : { name };
  });
  documento.servers = [{ url: opciones.servidor ?? 'http://localhost:3000', description: 'Esta instalación (PUBLIC_URL)' }];
  return documento;
}
