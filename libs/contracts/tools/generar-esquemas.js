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
