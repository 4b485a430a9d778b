import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { MENSAJE_CONFLICTO, MENSAJE_DEMASIADAS_SOLICITUDES, MENSAJE_NO_ENCONTRADO, MENSAJE_SESION_EXPIRADA, MENSAJE_SIN_PERMISO } from '@recepcion/contracts';
import { getMetadataStorage } from 'class-validator';
import { validationMetadatasToSchemas } from 'class-validator-jsonschema';
import { MARCA_MODIFICA, MARCA_PUBLICO } from '../auth/auth.decorators';
import { SESSION_COOKIE } from '../auth/session-resolver';
import { MARCA_RESPUESTA, type MarcaRespuesta } from './respuesta.decorator';


const ERROR = '#/components/schemas/ApiErrorBody';
const METODOS = ['get', 'post', 'put', 'patch', 'delete'] as const;

type Operacion = {
  responses?: Record<string, unknown>;
  security?: Record<string, string[]>[];
  requestBody?: unknown;
  [marca: string]: unknown;
};

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
      customValidation: (meta) => (meta.constraints?.[0] === 'esFecha' || meta.name === 'esFecha' ? { type: 'string', format: 'date', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } : {}),
    },
  }) as Record<string, object>;
}

const COMPONENTE = '#/components/schemas/';

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

/**
 * The API's OpenAPI 3 document: Nest's description of the routes, completed with the request
 * schemas of the DTOs, the error catalogue of spec section 8 on every operation, and the session
 * cookie (`sid`) plus the application header that writes need as security schemes.
 */
export function crearDocumentoOpenApi(app: INestApplication, version: string): OpenAPIObject {
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
      detailedMessage: { type: 'string', description: `Sólo en el 500: '${MENSAJE_SESION_EXPIRADA}' cuando la sesión venció.` },
    },
  };
  documento.components.schemas = esquemas;
  const usados = new Set<string>();

  for (const ruta of Object.values(documento.paths)) {
    for (const metodo of METODOS) {
      const operacion = (ruta as Record<string, Operacion | undefined>)[metodo];
      if (!operacion) continue;
      const publica = operacion[MARCA_PUBLICO] === true;
      const modifica = metodo !== 'get' || operacion[MARCA_MODIFICA] === true;
      delete operacion[MARCA_PUBLICO];
      delete operacion[MARCA_MODIFICA];
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
      // A module may describe an error in its own words: it keeps them, with the catalogue's body.
      const agregar = (codigo: string, respuesta: { description: string; content: object }) => {
        const propia = respuestas[codigo] as { description?: string; content?: object } | undefined;
        respuestas[codigo] = propia ? { ...respuesta, description: propia.description || respuesta.description } : respuesta;
      };
      agregar('400', respuestaError('Datos no válidos: el primer mensaje de validación, o una regla de negocio.', 'Seleccione la fecha'));
      if (modifica) agregar('403', respuestaError('Falta la cabecera de la aplicación, o el tipo de usuario no permite la escritura.', MENSAJE_SIN_PERMISO));
      agregar('404', respuestaError('No existe, o es de otro hotel.', MENSAJE_NO_ENCONTRADO));
      if (modifica) agregar('409', respuestaError('La versión enviada no es la última (reservas).', MENSAJE_CONFLICTO));
      agregar('429', respuestaError('Demasiadas solicitudes desde la misma dirección.', MENSAJE_DEMASIADAS_SOLICITUDES));
      agregar('500', respuestaError(`Error del servidor; '${MENSAJE_SESION_EXPIRADA}' en detailedMessage cuando la sesión venció.`, MENSAJE_SESION_EXPIRADA));
      operacion.security = publica ? [] : modifica ? [{ sesion: [], aplicacion: [] }] : [{ sesion: [] }];
    }
  }
  agregarEsquemasDeContrato(esquemas, usados);
  return documento;
}
