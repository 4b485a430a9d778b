// Third-party OpenAPI tools that ship as ES modules only, run apart from jest (which loads
// CommonJS): `node openapi-herramientas.mjs validar <doc.json>` prints the validator's verdict,
// `... cliente <doc.json>` prints the TypeScript that openapi-typescript generates. JSON on stdout.
import { readFileSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import openapiTS, { astToString } from 'openapi-typescript';

const [modo, archivo] = process.argv.slice(2);
const documento = JSON.parse(readFileSync(archivo, 'utf8'));
if (modo === 'validar') {
  const { valid, errors } = await new Validator().validate(documento);
  process.stdout.write(JSON.stringify({ valid, errors: errors ?? [] }));
} else if (modo === 'cliente') {
  process.stdout.write(JSON.stringify({ codigo: astToString(await openapiTS(documento)) }));
} else {
  process.stderr.write(`modo desconocido: ${modo}\n`);
  process.exit(2);
}
