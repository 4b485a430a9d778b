// The JSON schemas of the contract types (the answers the OpenAPI document describes), read from
// the TypeScript itself by ts-json-schema-generator, in the OpenAPI 3.0 dialect (`nullable: true`,
// no type arrays).
// `node libs/contracts/tools/generar-esquemas.js` rewrites libs/contracts/esquemas.json; the spec
// esquemas.spec.ts fails when the committed file no longer matches the types.
const fs = require('node:fs');
const path = require('node:path');

const raiz = path.resolve(__dirname, '..');
const ARCHIVO = path.join(raiz, 'esquemas.json');

/** `{type: ['string', 'null']}` and `anyOf [.., {type: 'null'}]` become `nullable: true` (OpenAPI 3.0). */
function aOpenApi30(esquema) {
  if (Array.isArray(esquema)) return esquema.map(aOpenApi30);
  if (!esquema || typeof esquema !== 'object') return esquema;
  const salida = {};
  for (const [clave, valor] of Object.entries(esquema)) {
    if (clave === '$ref') salida.$ref = valor.replace('#/definitions/', '#/components/schemas/');
    else if (clave === 'properties' || clave === 'definitions') salida[clave] = Object.fromEntries(Object.entries(valor).map(([k, v]) => [k, aOpenApi30(v)]));
    else salida[clave] = aOpenApi30(valor);
  }
  if (Array.isArray(salida.type)) {
    const tipos = salida.type.filter((t) => t !== 'null');
    if (tipos.length < salida.type.length) salida.nullable = true;
    if (tipos.length === 1) salida.type = tipos[0];
    else {
      delete salida.type;
      salida.anyOf = tipos.map((t) => ({ type: t }));
    }
  }
  for (const clave of ['anyOf', 'oneOf']) {
    if (!Array.isArray(salida[clave])) continue;
    const sinNulo = salida[clave].filter((s) => !(s && s.type === 'null' && Object.keys(s).length === 1));
    if (sinNulo.length === salida[clave].length) continue;
    salida.nullable = true;
    if (sinNulo.length === 1 && !sinNulo[0].$ref) {
      delete salida[clave];
      Object.assign(salida, sinNulo[0], { nullable: true });
    } else if (sinNulo.length === 1) {
      // A $ref cannot carry siblings in 3.0: wrap it.
      salida[clave] = sinNulo;
    } else salida[clave] = sinNulo;
  }
  if ('const' in salida) {
    salida.enum = [salida.const];
    delete salida.const;
  }
  if (salida.enum && salida.enum.includes(null)) {
    salida.enum = salida.enum.filter((v) => v !== null);
    salida.nullable = true;
  }
  return salida;
}

const nombreDe = (ref) => ref.slice(ref.lastIndexOf('/') + 1);

/**
 * OpenAPI 3.0's `nullable` counts only next to a `type` in the same schema (3.0.3), and tools such
 * as Portman refuse it alone. What `aOpenApi30` leaves without one becomes typed:
 * a nullable reference to a plain type (a string enum) is that type inline, nullable; to an object,
 * `type: object` with the reference in `allOf`; a nullable choice of plain types says it in each branch.
 */
function nulosConTipo(esquema, definiciones) {
  if (Array.isArray(esquema)) return esquema.forEach((e) => nulosConTipo(e, definiciones));
  if (!esquema || typeof esquema !== 'object') return;
  for (const valor of Object.values(esquema)) nulosConTipo(valor, definiciones);
  if (esquema.nullable !== true || esquema.type || esquema.$ref) return;
  const clave = Array.isArray(esquema.anyOf) ? 'anyOf' : Array.isArray(esquema.oneOf) ? 'oneOf' : null;
  if (!clave) return;
  const ramas = esquema[clave];
  if (ramas.length === 1 && ramas[0].$ref) {
    const destino = definiciones[nombreDe(ramas[0].$ref)];
    delete esquema[clave];
    if (destino && destino.type && destino.type !== 'object' && destino.type !== 'array') {
      const propios = { ...esquema };
      for (const k of Object.keys(esquema)) delete esquema[k];
      Object.assign(esquema, destino, propios, { nullable: true });
    } else Object.assign(esquema, { type: 'object', allOf: ramas, nullable: true });
  } else if (ramas.every((r) => r && r.type && !r.$ref)) {
    esquema[clave] = ramas.map((r) => ({ ...r, nullable: true }));
    delete esquema.nullable;
  }
}

function generar() {
  const { createGenerator } = require('ts-json-schema-generator');
  const esquema = createGenerator({
    path: path.join(raiz, 'src/index.ts'),
    tsconfig: path.join(raiz, 'tsconfig.lib.json'),
    type: '*',
    expose: 'export',
    topRef: true,
    jsDoc: 'basic',
    skipTypeCheck: true,
    sortProps: true,
  }).createSchema('*');
  const definiciones = aOpenApi30(esquema.definitions ?? {});
  nulosConTipo(definiciones, definiciones);
  // Exported functions come out as their arguments: they are no wire type.
  const tipos = Object.keys(definiciones).filter((k) => !String(definiciones[k].$comment ?? '').includes('=>'));
  return JSON.stringify(Object.fromEntries(tipos.sort().map((k) => [k, definiciones[k]])), null, 1) + '\n';
}

module.exports = { generar, ARCHIVO };

if (require.main === module) {
  const t = Date.now();
  fs.writeFileSync(ARCHIVO, generar());
  process.stdout.write(`${path.relative(process.cwd(), ARCHIVO)} (${Date.now() - t} ms)\n`);
}
