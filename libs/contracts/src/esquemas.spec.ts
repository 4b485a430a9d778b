import { readFileSync } from 'node:fs';

// The OpenAPI document describes the answers from libs/contracts/esquemas.json: it must
// be what ts-json-schema-generator makes of these types now. After changing a type, run
// `npm run esquemas -w @recepcion/contracts` and commit the file.
const { generar, ARCHIVO } = require('../tools/generar-esquemas.js') as { generar: () => string; ARCHIVO: string };

describe('esquemas.json', () => {
  it('is generated from the current contract types (not stale)', () => {
    const actual = JSON.parse(readFileSync(ARCHIVO, 'utf8')) as Record<string, unknown>;
    const generado = JSON.parse(generar()) as Record<string, unknown>;
    // Type by type, so a failure names what changed.
    expect(Object.keys(actual)).toEqual(Object.keys(generado));
    for (const nombre of Object.keys(generado)) expect({ [nombre]: actual[nombre] }).toEqual({ [nombre]: generado[nombre] });
  });

  it('speaks OpenAPI 3.0: nullable, no type arrays, no null type', () => {
    const texto = readFileSync(ARCHIVO, 'utf8');
    expect(texto).not.toMatch(/"type": \[/);
    expect(texto).not.toMatch(/"type": "null"/);
    expect(texto).not.toMatch(/#\/definitions\//);
    expect(JSON.parse(texto).ReservaDetalle.properties.Comentario).toEqual({ type: 'string', nullable: true });
  });
});
