#!/usr/bin/env node
/**
 * `npm run nuevo -- modulo <nombre>`: a backend module (modules/<nombre>) wired into the API's
 * module list, its package dependencies and the migration list, with one example query and an
 * API test (apps/api/test/<nombre>/).
 * `npm run nuevo -- microfrontend <nombre> [--ruta <ruta>]`: a React micro-frontend
 * (frontends/<nombre>) wired into the import map (tools/vite/shared-modules.mjs), the shell's
 * layout (mounted on /<ruta>, by default /<nombre>) and the shell's build dependencies.
 * `npm run nuevo -- proyeccion <modulo> <nombre>`: a read model fed by events in an existing module,
 * on platform's projection contract (`ProyeccionDeLectura`): its fold with a spec, its SQL, the
 * contract object, its inline registration (a provider of the module) and its table's migration.
 * `--destino <dir>` writes into another copy of the repository (the tests use it).
 * Plain Node, no dependencies. See docs/nuevo-modulo.md.
 */
const fs = require('node:fs');
const path = require('node:path');
const { parseArgs } = require('node:util');

const AYUDA = `Uso:
  npm run nuevo -- modulo <nombre>                       un módulo del API en modules/<nombre>
  npm run nuevo -- microfrontend <nombre> [--ruta <ruta>] un micro-frontend en frontends/<nombre>
  npm run nuevo -- proyeccion <modulo> <nombre>          un modelo de lectura (proyección) en modules/<modulo>
Opciones:
  --destino <dir>   la raíz del repositorio donde escribir (por omisión, este repositorio)
  --ruta <ruta>     la ruta del navegador del micro-frontend (por omisión, <nombre>)
El nombre va en minúsculas, con guiones si hace falta: informes, estado-hotel.`;

const RAIZ = path.resolve(__dirname, '../..');

/** `estado-hotel` → `{ kebab: 'estado-hotel', pascal: 'EstadoHotel', camel: 'estadoHotel' }`. */
function nombres(nombre) {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(nombre)) {
    throw new Error(`El nombre «${nombre}» no sirve: use minúsculas, números y guiones (informes, estado-hotel).`);
  }
  const pascal = nombre
    .split('-')
    .map((parte) => parte[0].toUpperCase() + parte.slice(1))
    .join('');
  return { kebab: nombre, pascal, camel: pascal[0].toLowerCase() + pascal.slice(1) };
}

/** Every workspace package name, so a new one never shadows an existing one. */
function paquetesExistentes(destino) {
  const nombresPaquete = new Set();
  for (const grupo of ['apps', 'modules', 'libs', 'frontends']) {
    const dir = path.join(destino, grupo);
    if (!fs.existsSync(dir)) continue;
    for (const proyecto of fs.readdirSync(dir)) {
      const pkg = path.join(dir, proyecto, 'package.json');
      if (fs.existsSync(pkg)) nombresPaquete.add(JSON.parse(fs.readFileSync(pkg, 'utf8')).name);
    }
  }
  return nombresPaquete;
}

function escribirArchivos(destino, archivos) {
  for (const [relativo, contenido] of Object.entries(archivos)) {
    const destinoArchivo = path.join(destino, relativo);
    fs.mkdirSync(path.dirname(destinoArchivo), { recursive: true });
    fs.writeFileSync(destinoArchivo, contenido);
  }
  return Object.keys(archivos);
}

/**
 * Applies `cambio` to a file's text, in memory; a missing anchor stops with what to do by hand.
 * Nothing is written until every edit has found its place (`aplicar`).
 */
function editar(destino, relativo, cambio) {
  const archivo = path.join(destino, relativo);
  if (!fs.existsSync(archivo)) throw new Error(`No existe ${relativo}: ¿es --destino la raíz del repositorio?`);
  return { relativo, archivo, texto: cambio(fs.readFileSync(archivo, 'utf8'), relativo) };
}

function aplicar(ediciones) {
  for (const { archivo, texto } of ediciones) fs.writeFileSync(archivo, texto);
  return ediciones.map((e) => e.relativo);
}

function anclaNoEncontrada(relativo, que) {
  return new Error(`No encuentro ${que} en ${relativo}; agréguelo a mano (docs/nuevo-modulo.md).`);
}

/** Adds `import { nombres } from 'especificador';` among the file's @recepcion imports, in order. */
function agregarImport(texto, relativo, importados, especificador) {
  const linea = `import { ${importados} } from '${especificador}';`;
  if (texto.includes(`from '${especificador}';`)) throw new Error(`${relativo} ya importa ${especificador}.`);
  const lineas = texto.split('\n');
  const importsRecepcion = lineas
    .map((l, i) => ({ l, i, m: /^import .* from '(@recepcion\/[^']+)';$/.exec(l) }))
    .filter((x) => x.m);
  if (importsRecepcion.length === 0) throw anclaNoEncontrada(relativo, 'los imports de @recepcion');
  const siguiente = importsRecepcion.find((x) => x.m[1].localeCompare(especificador) > 0);
  const posicion = siguiente ? siguiente.i : importsRecepcion[importsRecepcion.length - 1].i + 1;
  lineas.splice(posicion, 0, linea);
  return lineas.join('\n');
}

/** Appends `elemento` to the first `[...]` that follows `ancla` (a one-line list). */
function agregarAListaEnLinea(texto, relativo, ancla, elemento) {
  const inicio = texto.indexOf(ancla);
  if (inicio < 0) throw anclaNoEncontrada(relativo, `«${ancla}»`);
  const cierre = texto.indexOf(']', inicio + ancla.length);
  if (cierre < 0) throw anclaNoEncontrada(relativo, `el cierre de «${ancla}»`);
  const previo = texto.slice(inicio + ancla.length, cierre).trimEnd();
  const separador = previo.endsWith('[') || previo === '' ? '' : ', ';
  return texto.slice(0, cierre).trimEnd() + separador + elemento + texto.slice(cierre);
}

function editarJson(texto, cambio) {
  const datos = JSON.parse(texto);
  cambio(datos);
  return `${JSON.stringify(datos, null, 2)}\n`;
}

/** What `npm install` would do for a new workspace: `node_modules/@recepcion/<paquete>` → its folder. */
function enlazarPaquete(destino, paquete, carpeta) {
  const dir = path.join(destino, 'node_modules/@recepcion');
  if (!fs.existsSync(dir)) return null;
  const enlace = path.join(dir, paquete);
  if (!fs.existsSync(enlace)) fs.symlinkSync(path.relative(dir, path.join(destino, carpeta)), enlace, 'dir');
  return path.relative(destino, enlace);
}

// ---------------------------------------------------------------------------------------------
// modulo

function archivosModulo({ kebab, pascal, camel }) {
  const carpeta = `modules/${kebab}`;
  const consulta = `listar-${kebab}`;
  const q = `${carpeta}/src/queries/${consulta}`;
  return {
    [`${carpeta}/package.json`]: `${JSON.stringify(
      {
        name: `@recepcion/${kebab}-module`,
        version: '0.1.0',
        private: true,
        main: 'dist/index.js',
        types: 'dist/index.d.ts',
        scripts: { build: 'tsc -p tsconfig.lib.json', typecheck: 'tsc -p tsconfig.json --noEmit', lint: 'eslint .' },
        dependencies: { '@recepcion/contracts': '*', '@recepcion/platform': '*' },
        nx: { name: `${kebab}-module`, tags: ['scope:api', 'type:module'], targets: { build: { outputs: ['{projectRoot}/dist'] } } },
      },
      null,
      2,
    )}\n`,
    [`${carpeta}/tsconfig.json`]: `{
  "extends": "../../tsconfig.base.json",
  "compilerOptions": { "types": ["node", "jest"] },
  "include": ["src/**/*.ts", "test/**/*.ts"]
}
`,
    [`${carpeta}/tsconfig.lib.json`]: `{
  "extends": "../../tsconfig.base.json",
  "compilerOptions": { "rootDir": "src", "outDir": "dist", "tsBuildInfoFile": "dist/.tsbuildinfo" },
  "include": ["src/**/*.ts"],
  "exclude": ["src/**/*.spec.ts"]
}
`,
    [`${carpeta}/README.md`]: `# ${kebab}

(Say here what this bounded context owns.) Made by \`npm run nuevo -- modulo ${kebab}\`
(docs/nuevo-modulo.md): composed by \`apps/api\`, its migrations in \`src/migrations/index.ts\`.

## Calls
| call | notes |
| --- | --- |
| \`GET /api/${pascal}/{hotelId}\` | the example query: the session hotel's rows (none yet); another hotel's id answers 404 |

## Tests

This module has no tests of its own (and no \`test\` target): its calls are tested through the API in
\`apps/api/test/${kebab}/\`. Run them with \`npx jest apps/api/test/${kebab}\`. Pure rules with unit
specs get a \`jest.config.js\` like \`modules/reservas\`'s.
`,
    [`${carpeta}/src/index.ts`]: `export * from './${kebab}.module';
export * from './migrations';
export * from './queries/${consulta}/${consulta}.query';
`,
    [`${carpeta}/src/${kebab}.module.ts`]: `import { Module } from '@nestjs/common';
import { Listar${pascal}Controller } from './queries/${consulta}/${consulta}.controller';
import { Listar${pascal}Handler } from './queries/${consulta}/${consulta}.handler';

/** ${pascal}: (what this module owns). It talks to other modules only through commands and queries typed in libs/contracts. */
@Module({
  controllers: [Listar${pascal}Controller],
  providers: [Listar${pascal}Handler],
})
export class ${pascal}Module {}
`,
    [`${carpeta}/src/migrations/index.ts`]: `import type { NamedMigration } from '@recepcion/platform';

/**
 * This module's committed migrations. Name each \`<yyyyMMddHHmmss>-<what>\` (a class extending
 * MikroORM's \`Migration\`, like modules/root/src/migrations): apps/api/src/migrations.ts sorts every
 * module's list into one timestamp order.
 */
export const ${camel}Migrations: NamedMigration[] = [];
`,
    [`${q}/${consulta}.query.ts`]: `import { Query } from '@nestjs/cqrs';

/** One row of \`GET /api/${pascal}/{hotelId}\` (JSON field names as the spec writes them). */
export interface ${pascal}Fila {
  Id: number;
  Nombre: string;
}

/** The session hotel's rows. */
export class Listar${pascal} extends Query<${pascal}Fila[]> {
  constructor(readonly hotelId: number) {
    super();
  }
}
`,
    [`${q}/${consulta}.handler.ts`]: `import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type ${pascal}Fila, Listar${pascal} } from './${consulta}.query';

@QueryHandler(Listar${pascal})
export class Listar${pascal}Handler implements IQueryHandler<Listar${pascal}> {
  /**
   * No table yet. With one, inject MikroORM's EntityManager and read it: an entity with a
   * \`hotelId\` property is scoped to the session's hotel by platform's tenancy filter.
   */
  async execute(_consulta: Listar${pascal}): Promise<${pascal}Fila[]> {
    return [];
  }
}
`,
    [`${q}/${consulta}.controller.ts`]: `import { Controller, Get, Param, ParseIntPipe } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { hotelDeLaSesion, NoEncontradoError } from '@recepcion/platform';
import { type ${pascal}Fila, Listar${pascal} } from './${consulta}.query';

@ApiTags('${pascal}')
@Controller('${pascal}')
export class Listar${pascal}Controller {
  constructor(private readonly queryBus: QueryBus) {}

  /** \`GET /api/${pascal}/{hotelId}\`: private (the session guard answers a signed-out caller); another hotel's id answers 404. */
  @Get(':hotelId')
  listar(@Param('hotelId', ParseIntPipe) hotelId: number): Promise<${pascal}Fila[]> {
    if (hotelId !== hotelDeLaSesion()) throw new NoEncontradoError('hotel');
    return this.queryBus.execute(new Listar${pascal}(hotelId));
  }
}
`,
    [`apps/api/test/${kebab}/${consulta}.e2e.spec.ts`]: `import { comprobarAislamiento, nuevoCliente, registrarHotel } from '@recepcion/testing';
import { startTestApi, type TestApi } from '../support/test-api';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('GET /api/${pascal}/{hotelId}', () => {
  it('answers a signed-in hotel its rows (none yet)', async () => {
    const { cliente, hotelId } = await registrarHotel(api.server);
    const respuesta = await cliente.get(\`/api/${pascal}/\${hotelId}\`);
    expect(respuesta.status).toBe(200);
    expect(respuesta.body).toEqual([]);
  });

  it('answers the expired-session message without a session', async () => {
    const { hotelId } = await registrarHotel(api.server);
    const respuesta = await nuevoCliente(api.server).get(\`/api/${pascal}/\${hotelId}\`);
    expect(respuesta.status).toBe(500);
    expect(respuesta.body.detailedMessage).toMatch(/^Vuelva a iniciar sesión/);
  });

  it('keeps hotels apart: another hotel gets 404, forged cookies prove nothing', async () => {
    const propietario = await registrarHotel(api.server);
    const ajeno = await registrarHotel(api.server);
    await comprobarAislamiento(api.server, [{ metodo: 'get', ruta: \`/api/${pascal}/\${propietario.hotelId}\` }], ajeno.cliente, propietario);
  });
});
`,
  };
}

function generarModulo(destino, nombre) {
  const n = nombres(nombre);
  const paquete = `@recepcion/${n.kebab}-module`;
  if (fs.existsSync(path.join(destino, 'modules', n.kebab))) throw new Error(`Ya existe modules/${n.kebab}.`);
  if (paquetesExistentes(destino).has(paquete)) throw new Error(`Ya existe un paquete ${paquete}.`);
  if (fs.existsSync(path.join(destino, 'apps/api/test', n.kebab))) throw new Error(`Ya existe apps/api/test/${n.kebab}.`);

  const ediciones = [
    editar(destino, 'apps/api/src/app.module.ts', (texto, rel) =>
      agregarAListaEnLinea(agregarImport(texto, rel, `${n.pascal}Module`, paquete), rel, 'imports: [', `${n.pascal}Module`),
    ),
    editar(destino, 'apps/api/src/migrations.ts', (texto, rel) =>
      agregarAListaEnLinea(agregarImport(texto, rel, `${n.camel}Migrations`, paquete), rel, 'sortMigrations([', `${n.camel}Migrations`),
    ),
    editar(destino, 'apps/api/package.json', (texto) =>
      editarJson(texto, (pkg) => {
        pkg.dependencies = { ...pkg.dependencies, [paquete]: '*' };
      }),
    ),
  ];
  const editados = aplicar(ediciones);
  const creados = escribirArchivos(destino, archivosModulo(n));
  const enlace = enlazarPaquete(destino, `${n.kebab}-module`, `modules/${n.kebab}`);
  return {
    creados,
    editados,
    enlace,
    siguientes: [
      'npm install   (registra el nuevo workspace en package-lock.json)',
      `npx nx run-many -t build,typecheck,lint -p ${n.kebab}-module api`,
      `npx jest apps/api/test/${n.kebab}`,
      `Un modelo de lectura alimentado por eventos: npm run nuevo -- proyeccion ${n.kebab} <nombre>. Para reconstruirlo desde los eventos: parteDeReconstruccion(proyeccion) en reconstruirTodo (apps/api/src/replay.ts).`,
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// microfrontend

function archivosMicroFrontend({ kebab, pascal }, ruta) {
  const carpeta = `frontends/${kebab}`;
  const titulo = pascal.replace(/([a-z0-9])([A-Z])/g, '$1 $2');
  const constante = kebab.toUpperCase().replace(/-/g, '_');
  return {
    [`${carpeta}/package.json`]: `${JSON.stringify(
      {
        name: `@recepcion/${kebab}`,
        version: '0.1.0',
        private: true,
        description: `Micro-frontend ${kebab}, mounted by the shell's layout on /${ruta}`,
        scripts: { build: 'vite build', test: 'jest --passWithNoTests', lint: 'eslint .', typecheck: 'tsc -p tsconfig.json' },
        dependencies: { '@recepcion/api-client': '*', '@recepcion/contracts': '*', '@recepcion/ui': '*' },
        nx: {
          name: kebab,
          tags: ['scope:web', 'type:frontend'],
          targets: {
            build: {
              inputs: ['production', '^production', '{workspaceRoot}/tools/vite/**/*'],
              outputs: [`{workspaceRoot}/dist/web/frontends/${kebab}`],
            },
          },
        },
      },
      null,
      2,
    )}\n`,
    [`${carpeta}/tsconfig.json`]: `${JSON.stringify(
      {
        extends: '../../tsconfig.web.json',
        compilerOptions: {
          noEmit: true,
          paths: {
            '@recepcion/api-client': ['../../libs/api-client/src/index.ts'],
            '@recepcion/contracts': ['../../libs/contracts/src/index.ts'],
            '@recepcion/ui': ['../../libs/ui/src/index.ts'],
          },
        },
        include: ['src/**/*.ts', 'src/**/*.tsx', 'test/**/*.ts', 'test/**/*.tsx'],
      },
      null,
      2,
    )}\n`,
    [`${carpeta}/jest.config.js`]: `const { web } = require('../../jest.preset');

module.exports = { ...web, displayName: '${kebab}', rootDir: __dirname };
`,
    [`${carpeta}/vite.config.mjs`]: `import { defineConfig } from 'vite';
import { mfeConfig } from '../../tools/vite/mfe-config.mjs';

export default defineConfig(mfeConfig({ projectRoot: import.meta.dirname, name: '${kebab}' }));
`,
    [`${carpeta}/src/css.d.ts`]: `/** Vite inlines \`?inline\` CSS imports as a string (jest maps them to an empty string). */
declare module '*.css?inline' {
  const css: string;
  export default css;
}
`,
    [`${carpeta}/src/styles/${kebab}.css`]: `/* Styles of the ${kebab} area: in the document only while it is mounted. */
.${kebab}-root {
  padding: 1rem;
}
`,
    [`${carpeta}/src/${kebab}.tsx`]: `/**
 * The ${kebab} micro-frontend, mounted by the shell's layout on \`/${ruta}\`. Exports only the
 * single-spa lifecycles; its CSS is added on mount and removed on unmount.
 */
import { logClientError } from '@recepcion/api-client';
import { crearMicroFrontend } from '@recepcion/ui';
import { ${pascal}Page } from './${kebab}-page';
import css from './styles/${kebab}.css?inline';

export const { bootstrap, mount, unmount } = crearMicroFrontend({
  nombre: '${kebab}',
  raiz: ${pascal}Page,
  css,
  registrarError: logClientError,
});
`,
    [`${carpeta}/src/${kebab}-page.tsx`]: `import { PageHeader } from '@recepcion/ui';

export const TITULO_${constante} = '${titulo}';

/** The area's first page, on \`/${ruta}\`. */
export function ${pascal}Page() {
  return (
    <main id="${kebab}-contenido" className="${kebab}-root" tabIndex={-1}>
      <PageHeader area="${titulo}" titulo={TITULO_${constante}} descripcion="Esta sección está en preparación." />
    </main>
  );
}
`,
    [`${carpeta}/src/${kebab}-page.spec.tsx`]: `import { render, screen } from '@testing-library/react';
import { ${pascal}Page, TITULO_${constante} } from './${kebab}-page';

describe('${pascal}Page', () => {
  it('shows its heading and names the document after it', () => {
    render(<${pascal}Page />);
    expect(screen.getByRole('heading', { level: 1, name: TITULO_${constante} })).toBeInTheDocument();
    expect(document.title).toBe(\`\${TITULO_${constante}} - recepcion.app\`);
  });
});
`,
  };
}

function generarMicroFrontend(destino, nombre, { ruta } = {}) {
  const n = nombres(nombre);
  const rutaFinal = (ruta ?? n.kebab).replace(/^\/+|\/+$/g, '');
  if (!/^[a-z0-9-]+(\/[a-z0-9-]+)*$/.test(rutaFinal)) throw new Error(`La ruta «${ruta}» no sirve: minúsculas, números, guiones y barras.`);
  const paquete = `@recepcion/${n.kebab}`;
  if (fs.existsSync(path.join(destino, 'frontends', n.kebab))) throw new Error(`Ya existe frontends/${n.kebab}.`);
  if (paquetesExistentes(destino).has(paquete)) throw new Error(`Ya existe un paquete ${paquete}.`);

  const ediciones = [
    editar(destino, 'tools/vite/shared-modules.mjs', (texto, rel) => {
      if (texto.includes(`specifier: '${paquete}'`)) throw new Error(`${rel} ya tiene ${paquete}.`);
      const ancla = 'export const MICRO_FRONTENDS = [';
      const inicio = texto.indexOf(ancla);
      if (inicio < 0) throw anclaNoEncontrada(rel, `«${ancla}»`);
      const cierre = texto.indexOf('\n];', inicio);
      if (cierre < 0) throw anclaNoEncontrada(rel, 'el cierre de MICRO_FRONTENDS');
      const entrada = `\n  { specifier: '${paquete}', file: 'frontends/${n.kebab}/${n.kebab}.js' },`;
      return texto.slice(0, cierre) + entrada + texto.slice(cierre);
    }),
    editar(destino, 'apps/shell/src/layout.ts', (texto, rel) => {
      if (texto.includes(`name="${paquete}"`)) throw new Error(`${rel} ya monta ${paquete}.`);
      const ancla = '\n  </div>\n</single-spa-router>';
      const posicion = texto.indexOf(ancla);
      if (posicion < 0) throw anclaNoEncontrada(rel, 'el cierre de <div id="area">');
      const ruta = `\n    <route path="${rutaFinal}"><application name="${paquete}"></application></route>`;
      return texto.slice(0, posicion) + ruta + texto.slice(posicion);
    }),
    editar(destino, 'apps/shell/package.json', (texto) =>
      editarJson(texto, (pkg) => {
        pkg.nx = pkg.nx ?? {};
        const dependencias = pkg.nx.implicitDependencies ?? [];
        if (!dependencias.includes(n.kebab)) pkg.nx.implicitDependencies = [...dependencias, n.kebab];
      }),
    ),
  ];
  const editados = aplicar(ediciones);
  const creados = escribirArchivos(destino, archivosMicroFrontend(n, rutaFinal));
  const enlace = enlazarPaquete(destino, n.kebab, `frontends/${n.kebab}`);
  return {
    creados,
    editados,
    enlace,
    siguientes: [
      'npm install   (registra el nuevo workspace en package-lock.json)',
      `npx nx run-many -t build,typecheck,lint,test -p ${n.kebab} shell`,
      `El portal decide el menú: agregue el enlace a /${rutaFinal} en frontends/portal si el área lo necesita.`,
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// proyeccion

/** Where each import statement (one line or several) starts and ends, and what it imports from. */
function sentenciasImport(texto) {
  return [...texto.matchAll(/^import\s[\s\S]*?\sfrom\s+'([^']+)';[^\S\n]*$/gm)].map((m) => ({ desde: m[1], inicio: m.index, fin: m.index + m[0].length }));
}

/** Adds `import { importados } from './relativo';` among the file's relative imports, in order (after the last import if it has none). */
function agregarImportRelativo(texto, relativo, importados, especificador) {
  const imports = sentenciasImport(texto);
  if (imports.some((i) => i.desde === especificador)) throw new Error(`${relativo} ya importa ${especificador}.`);
  if (imports.length === 0) throw anclaNoEncontrada(relativo, 'los imports');
  const linea = `import { ${importados} } from '${especificador}';`;
  const siguiente = imports.find((i) => i.desde.startsWith('.') && i.desde.localeCompare(especificador) > 0);
  if (siguiente) return `${texto.slice(0, siguiente.inicio)}${linea}\n${texto.slice(siguiente.inicio)}`;
  const ultimo = imports[imports.length - 1];
  return `${texto.slice(0, ultimo.fin)}\n${linea}${texto.slice(ultimo.fin)}`;
}

/** The elements of a list's text, split at its top-level commas. */
function elementosDeLista(contenido) {
  const elementos = [];
  let profundidad = 0;
  let actual = '';
  for (const c of contenido) {
    if ('([{'.includes(c)) profundidad += 1;
    if (')]}'.includes(c)) profundidad -= 1;
    if (c === ',' && profundidad === 0) {
      elementos.push(actual.trim());
      actual = '';
    } else actual += c;
  }
  if (actual.trim()) elementos.push(actual.trim());
  return elementos.filter(Boolean);
}

/**
 * Appends `elemento` to the `[...]` that `ancla` opens (its last character is the `[`), one line
 * or one element a line as the list is written. A one-line list that would grow past 160
 * characters is rewritten one element a line (unless its line was already longer).
 */
function agregarALista(texto, relativo, ancla, elemento) {
  const inicio = texto.indexOf(ancla);
  if (inicio < 0 || !ancla.endsWith('[')) throw anclaNoEncontrada(relativo, `«${ancla}»`);
  const apertura = inicio + ancla.length;
  let profundidad = 1;
  let cierre = apertura;
  for (; cierre < texto.length && profundidad > 0; cierre += 1) {
    if (texto[cierre] === '[') profundidad += 1;
    if (texto[cierre] === ']') profundidad -= 1;
  }
  if (profundidad > 0) throw anclaNoEncontrada(relativo, `el cierre de «${ancla}»`);
  cierre -= 1;
  const contenido = texto.slice(apertura, cierre);
  const inicioDeLinea = texto.lastIndexOf('\n', inicio) + 1;
  const sangria = /^[^\S\n]*/.exec(texto.slice(inicioDeLinea))[0];
  if (contenido.includes('\n') && contenido.trim() !== '') {
    // One element a line: the new one after the last, as indented, everything else untouched.
    const ultimo = apertura + contenido.trimEnd().length;
    const sangriaElementos = /\n([^\S\n]*)\S/.exec(contenido)?.[1] ?? `${sangria}  `;
    const coma = texto[ultimo - 1] === ',' ? '' : ',';
    return `${texto.slice(0, ultimo)}${coma}\n${sangriaElementos}${elemento},${texto.slice(ultimo)}`;
  }
  const elementos = [...elementosDeLista(contenido), elemento];
  const enLinea = elementos.join(', ');
  const finDeLinea = texto.indexOf('\n', cierre) < 0 ? texto.length : texto.indexOf('\n', cierre);
  const largo = texto.slice(inicioDeLinea, apertura).length + enLinea.length + texto.slice(cierre, finDeLinea).length;
  const largoAntes = finDeLinea - inicioDeLinea;
  if (largo <= 160 || largoAntes > 160) return texto.slice(0, apertura) + enLinea + texto.slice(cierre);
  const lineas = elementos.map((e) => `${sangria}  ${e},\n`).join('');
  return `${texto.slice(0, apertura)}\n${lineas}${sangria}${texto.slice(cierre)}`;
}

/** The `yyyyMMddHHmmss` of a UTC instant. */
const marcaDeTiempo = (fecha) => fecha.toISOString().replace(/\D/g, '').slice(0, 14);

/**
 * A new migration's timestamp: now, or a minute after the newest committed migration when that is
 * later (committed timestamps may run ahead of the clock), so it sorts after every one of them.
 */
function marcaDeMigracion(destino, ahora) {
  let ultima = '';
  const modulos = path.join(destino, 'modules');
  for (const modulo of fs.existsSync(modulos) ? fs.readdirSync(modulos) : []) {
    const dir = path.join(modulos, modulo, 'src/migrations');
    if (!fs.existsSync(dir)) continue;
    for (const archivo of fs.readdirSync(dir)) {
      const marca = /^(\d{14})-/.exec(archivo)?.[1];
      if (marca && marca > ultima) ultima = marca;
    }
  }
  const propia = marcaDeTiempo(ahora);
  if (propia > ultima) return propia;
  const [anio, mes, dia, hora, minuto, segundo] = ultima.match(/^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/).slice(1).map(Number);
  return marcaDeTiempo(new Date(Date.UTC(anio, mes - 1, dia, hora, minuto + 1, segundo)));
}

/** Whether a committed migration of any module already creates `tabla`. */
function tablaExistente(destino, tabla) {
  const modulos = path.join(destino, 'modules');
  const crea = new RegExp(`create\\s+table\\s+(if\\s+not\\s+exists\\s+)?(public\\.)?${tabla}\\b`, 'i');
  for (const modulo of fs.existsSync(modulos) ? fs.readdirSync(modulos) : []) {
    const dir = path.join(modulos, modulo, 'src/migrations');
    if (!fs.existsSync(dir)) continue;
    for (const archivo of fs.readdirSync(dir)) {
      if (archivo.endsWith('.ts') && crea.test(fs.readFileSync(path.join(dir, archivo), 'utf8'))) return `modules/${modulo}/src/migrations/${archivo}`;
    }
  }
  return null;
}

/**
 * The read model's files. The example follows room blocks (`bloqueo-<id>` streams, appended by
 * reservas) and keeps each block's nights: it compiles and its spec passes as written, and it
 * shows every part that changes when the read model follows something else.
 */
function archivosProyeccion(m, n, { tabla, migracion, claseMigracion }) {
  const p = `modules/${m.kebab}/src/projections`;
  const f = `${p}/${n.kebab}`;
  const P = n.pascal;
  return {
    [`${f}/${n.kebab}.evolucionar.ts`]: `import { type BloqueoGuardadoDatos, EVENTOS_BLOQUEO } from '@recepcion/contracts';
import type { EventoProyectado } from '@recepcion/platform';

/**
 * What a stream leaves in \`${tabla}\`: its row, keyed by the stream's id. The example follows room
 * blocks (streams \`bloqueo-<id>\`) and keeps each block's nights.
 */
export interface Fila${P} {
  hotelId: number;
  habitacionId: number;
  /** \`yyyy-MM-dd\`, the first blocked night. */
  desde: string;
  noches: number;
}

/** One event applied to the stream's row (pure: the live write and the replay fold with it). */
export function evolucionar${P}(fila: Fila${P} | null, evento: EventoProyectado): Fila${P} | null {
  if (evento.type === EVENTOS_BLOQUEO.eliminado) return null;
  if (evento.type !== EVENTOS_BLOQUEO.guardado) return fila;
  const b = evento.data as BloqueoGuardadoDatos;
  return { hotelId: b.hotelId, habitacionId: b.habitacionId, desde: b.fecha, noches: b.noches };
}
`,
    [`${f}/${n.kebab}.evolucionar.spec.ts`]: `import { type BloqueoGuardadoDatos, EVENTOS_BLOQUEO } from '@recepcion/contracts';
import type { EventoProyectado } from '@recepcion/platform';
import { evolucionar${P}, type Fila${P} } from './${n.kebab}.evolucionar';
import { sentencias${P} } from './${n.kebab}.sql';

const guardado = (datos: Partial<BloqueoGuardadoDatos> = {}): EventoProyectado => ({
  type: EVENTOS_BLOQUEO.guardado,
  data: { id: 3, hotelId: 9, habitacionId: 11, fecha: '2027-04-01', noches: 2, ...datos },
});
const eliminado: EventoProyectado = { type: EVENTOS_BLOQUEO.eliminado, data: { id: 3, hotelId: 9 } };

/** Given these events of one stream, the row the read model keeps. */
const dado = (...eventos: EventoProyectado[]): Fila${P} | null => eventos.reduce<Fila${P} | null>((fila, e) => evolucionar${P}(fila, e), null);

describe('the ${tabla} row of a block', () => {
  it('given no row, when a block is saved, then its row keeps its room and nights', () => {
    expect(dado(guardado())).toEqual({ hotelId: 9, habitacionId: 11, desde: '2027-04-01', noches: 2 });
  });

  it('given a saved block, when it is saved again, then the row follows; when it is deleted, nothing is left', () => {
    expect(dado(guardado(), guardado({ habitacionId: 12, noches: 3 }))).toEqual({ hotelId: 9, habitacionId: 12, desde: '2027-04-01', noches: 3 });
    expect(dado(guardado(), eliminado)).toBeNull();
  });

  it('ignores events it does not follow', () => {
    const fila = dado(guardado());
    expect(evolucionar${P}(fila, { type: 'Otro', data: {} })).toBe(fila);
    expect(dado({ type: 'Otro', data: {} })).toBeNull();
  });
});

describe('the statements that write it', () => {
  it('upserts the rows streams leave, keyed by the stream id, in one statement', () => {
    const sentencias = sentencias${P}(new Map([['bloqueo-3', dado(guardado())], ['bloqueo-4', dado(guardado({ id: 4 }))]]), 'nuevas');
    expect(sentencias).toHaveLength(1);
    expect(sentencias[0].sql).toMatch(/^insert into ${tabla} .* on conflict \\(stream_id\\) do update/s);
    expect(JSON.parse(sentencias[0].params[0] as string)).toEqual([
      { stream_id: 'bloqueo-3', hotel_id: 9, habitacion_id: 11, desde: '2027-04-01', noches: 2 },
      { stream_id: 'bloqueo-4', hotel_id: 9, habitacion_id: 11, desde: '2027-04-01', noches: 2 },
    ]);
  });

  it('deletes the rows of streams that leave none when rows may exist (reemplazar), never for new streams', () => {
    const filas = new Map([['bloqueo-3', null], ['bloqueo-4', dado(guardado({ id: 4 }))]]);
    expect(sentencias${P}(filas, 'reemplazar').map((s) => s.sql.split('\\n')[0])).toEqual([
      'delete from ${tabla} where stream_id = any($1::text[])',
      'insert into ${tabla} (stream_id, hotel_id, habitacion_id, desde, noches)',
    ]);
    expect(sentencias${P}(filas, 'reemplazar')[0].params).toEqual([['bloqueo-3']]);
    expect(sentencias${P}(new Map([['bloqueo-3', null]]), 'nuevas')).toEqual([]);
  });
});
`,
    [`${f}/${n.kebab}.sql.ts`]: `import type { ModoDeEscritura, Sentencia, SqlExecutor } from '@recepcion/platform';
import type { Fila${P} } from './${n.kebab}.evolucionar';

/** The rows these streams have now (a stream without one is absent). */
export async function leer${P}(tx: SqlExecutor, streamIds: readonly string[]): Promise<Map<string, Fila${P}>> {
  const filas = await tx.query<{ stream_id: string; hotel_id: number; habitacion_id: number; desde: string; noches: number }>(
    \`select stream_id, hotel_id, habitacion_id, to_char(desde, 'YYYY-MM-DD') as desde, noches from ${tabla} where stream_id = any($1::text[])\`,
    [streamIds],
  );
  return new Map(filas.map((f) => [f.stream_id, { hotelId: f.hotel_id, habitacionId: f.habitacion_id, desde: f.desde, noches: f.noches }]));
}

const GUARDAR = \`insert into ${tabla} (stream_id, hotel_id, habitacion_id, desde, noches)
  select stream_id, hotel_id, habitacion_id, desde, noches
    from json_to_recordset($1::json) as x(stream_id text, hotel_id int, habitacion_id int, desde date, noches int)
  on conflict (stream_id) do update set hotel_id = excluded.hotel_id, habitacion_id = excluded.habitacion_id, desde = excluded.desde, noches = excluded.noches\`;

/**
 * The statements that leave these streams' rows as given, one of each kind whatever the number of
 * rows (rows travel as one JSON document): an upsert of the rows present and, when rows may exist
 * (\`reemplazar\`), a delete of the streams that leave none. New streams (\`nuevas\`) have nothing to delete.
 */
export function sentencias${P}(filas: ReadonlyMap<string, Fila${P} | null>, modo: ModoDeEscritura): Sentencia[] {
  const presentes = [...filas].filter((e): e is [string, Fila${P}] => e[1] !== null);
  const sinFila = [...filas].filter(([, fila]) => fila === null).map(([streamId]) => streamId);
  const sentencias: Sentencia[] = [];
  if (modo === 'reemplazar' && sinFila.length > 0) sentencias.push({ sql: 'delete from ${tabla} where stream_id = any($1::text[])', params: [sinFila] });
  if (presentes.length > 0) {
    const datos = presentes.map(([streamId, f]) => ({ stream_id: streamId, hotel_id: f.hotelId, habitacion_id: f.habitacionId, desde: f.desde, noches: f.noches }));
    sentencias.push({ sql: GUARDAR, params: [JSON.stringify(datos)] });
  }
  return sentencias;
}

/** Empties its rows, of one hotel or all. */
export async function vaciar${P}(tx: SqlExecutor, hotelId?: number): Promise<void> {
  if (hotelId === undefined) await tx.query('delete from ${tabla}');
  else await tx.query('delete from ${tabla} where hotel_id = $1', [hotelId]);
}
`,
    [`${f}/${n.kebab}.proyeccion.ts`]: `import { EVENTOS_BLOQUEO, PREFIJO_STREAM_BLOQUEO } from '@recepcion/contracts';
import type { ProyeccionDeLectura } from '@recepcion/platform';
import { evolucionar${P}, type Fila${P} } from './${n.kebab}.evolucionar';
import { leer${P}, sentencias${P}, vaciar${P} } from './${n.kebab}.sql';

/** The read model \`${tabla}\`: the streams and events it follows, kept live and rebuilt by the same fold. */
export const proyeccion${P}: ProyeccionDeLectura<Fila${P}> = {
  nombre: '${tabla}',
  eventos: { prefijos: [PREFIJO_STREAM_BLOQUEO], tipos: [EVENTOS_BLOQUEO.guardado, EVENTOS_BLOQUEO.eliminado] },
  evolucionar: evolucionar${P},
  leer: leer${P},
  sentencias: sentencias${P},
  vaciar: vaciar${P},
};
`,
    [`${p}/${n.kebab}-en-linea.ts`]: `import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InlineProjections, proyeccionEnLinea } from '@recepcion/platform';
import { proyeccion${P} } from './${n.kebab}/${n.kebab}.proyeccion';

/** Registers the read model \`${tabla}\` with the event store: written in the committing transaction. */
@Injectable()
export class ${P}EnLinea implements OnModuleInit {
  constructor(private readonly proyecciones: InlineProjections) {}

  onModuleInit(): void {
    this.proyecciones.register(proyeccionEnLinea(proyeccion${P}));
  }
}
`,
    [`modules/${m.kebab}/src/migrations/${migracion}.migration.ts`]: `import { Migration } from '@mikro-orm/migrations';

export class ${claseMigracion} extends Migration {
  override async up(): Promise<void> {
    // The read model of src/projections/${n.kebab}/: one row per stream it follows, keyed by the
    // stream's id. Rows of events appended before this table existed come only from a rebuild.
    this.addSql(\`
      create table ${tabla} (
        stream_id text primary key,
        hotel_id int not null,
        habitacion_id int not null,
        desde date not null,
        noches int not null
      );\`);
    this.addSql('create index ${tabla}_hotel on ${tabla} (hotel_id);');
  }
}
`,
  };
}

function generarProyeccion(destino, modulo, nombre, { ahora = new Date() } = {}) {
  const m = nombres(modulo);
  const n = nombres(nombre);
  const raizModulo = `modules/${m.kebab}`;
  const archivoModulo = `${raizModulo}/src/${m.kebab}.module.ts`;
  const indiceMigraciones = `${raizModulo}/src/migrations/index.ts`;
  if (!fs.existsSync(path.join(destino, archivoModulo))) throw new Error(`No existe ${archivoModulo}: ¿existe el módulo ${m.kebab}? (npm run nuevo -- modulo ${m.kebab})`);
  for (const ocupado of [`${raizModulo}/src/projections/${n.kebab}`, `${raizModulo}/src/projections/${n.kebab}-en-linea.ts`]) {
    if (fs.existsSync(path.join(destino, ocupado))) throw new Error(`Ya existe ${ocupado}.`);
  }
  const tabla = `${m.kebab}_${n.kebab}`.replace(/-/g, '_');
  if (`${tabla}_hotel`.length > 63) throw new Error(`La tabla ${tabla} tendría un nombre demasiado largo para PostgreSQL: acorte los nombres.`);
  const creadaEn = tablaExistente(destino, tabla);
  if (creadaEn) throw new Error(`Ya existe la tabla ${tabla} (${creadaEn}).`);
  const claseMigracion = `${nombres(tabla.replace(/_/g, '-')).pascal}Migration`;
  const migracion = `${marcaDeMigracion(destino, ahora)}-${n.kebab}`;
  const clase = `${n.pascal}EnLinea`;

  const ediciones = [
    editar(destino, archivoModulo, (texto, rel) => {
      if (new RegExp(`\\b${clase}\\b`).test(texto)) throw new Error(`${rel} ya nombra ${clase}.`);
      return agregarALista(agregarImportRelativo(texto, rel, clase, `./projections/${n.kebab}-en-linea`), rel, 'providers: [', clase);
    }),
    editar(destino, indiceMigraciones, (texto, rel) => {
      if (new RegExp(`\\b${claseMigracion}\\b`).test(texto)) throw new Error(`${rel} ya nombra ${claseMigracion}.`);
      const ancla = /export const \w+: NamedMigration\[\] = \[/.exec(texto)?.[0] ?? 'NamedMigration[] = [';
      return agregarALista(agregarImportRelativo(texto, rel, claseMigracion, `./${migracion}.migration`), rel, ancla, `{ name: '${migracion}', class: ${claseMigracion} }`);
    }),
  ];
  const archivos = archivosProyeccion(m, n, { tabla, migracion, claseMigracion });
  // Its spec needs a jest project: a module made by `modulo` has none yet.
  const jestConfig = `${raizModulo}/jest.config.js`;
  if (!fs.existsSync(path.join(destino, jestConfig))) {
    archivos[jestConfig] = `const { node } = require('../../jest.preset');\nmodule.exports = { ...node, displayName: '${m.kebab}-module', rootDir: __dirname };\n`;
  }
  const editados = aplicar(ediciones);
  const creados = escribirArchivos(destino, archivos);
  return {
    creados,
    editados,
    enlace: null,
    siguientes: [
      `npx jest ${raizModulo}/src/projections/${n.kebab}`,
      `npx nx run-many -t build,typecheck,lint -p ${m.kebab}-module api`,
      'npx jest apps/api/test/migrations.int.spec.ts',
      `El ejemplo sigue los bloqueos: cambie los eventos (${n.kebab}.proyeccion.ts), la fila y evolucionar${n.pascal}, sus columnas (${n.kebab}.sql.ts) y la tabla (${migracion}.migration.ts).`,
      `Los eventos anteriores a la tabla no llegan a ella solos: para reconstruirla desde los eventos, parteDeReconstruccion(proyeccion${n.pascal}) en reconstruirTodo (apps/api/src/replay.ts).`,
    ],
  };
}

// ---------------------------------------------------------------------------------------------

function main(argv) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { destino: { type: 'string' }, ruta: { type: 'string' }, ayuda: { type: 'boolean', short: 'h' } },
  });
  const [tipo, ...argumentos] = positionals;
  if (values.ayuda || !tipo) {
    process.stdout.write(`${AYUDA}\n`);
    return values.ayuda ? 0 : 1;
  }
  const cuantos = { modulo: 1, microfrontend: 1, proyeccion: 2 }[tipo];
  if (argumentos.length !== cuantos || (values.ruta !== undefined && tipo !== 'microfrontend')) {
    process.stderr.write(`${AYUDA}\n`);
    return 1;
  }
  const destino = path.resolve(values.destino ?? RAIZ);
  const generadores = {
    modulo: () => generarModulo(destino, argumentos[0]),
    microfrontend: () => generarMicroFrontend(destino, argumentos[0], { ruta: values.ruta }),
    proyeccion: () => generarProyeccion(destino, argumentos[0], argumentos[1]),
  };
  const resultado = generadores[tipo]();
  const lineas = [
    `Creados (${resultado.creados.length}):`,
    ...resultado.creados.map((f) => `  ${f}`),
    'Editados:',
    ...resultado.editados.map((f) => `  ${f}`),
    ...(resultado.enlace ? [`Enlazado: ${resultado.enlace}`] : []),
    'Siguientes pasos:',
    ...resultado.siguientes.map((s) => `  ${s}`),
  ];
  process.stdout.write(`${lineas.join('\n')}\n`);
  return 0;
}

module.exports = { generarModulo, generarMicroFrontend, generarProyeccion, nombres };

if (require.main === module) {
  try {
    process.exitCode = main(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`${error.message}\n`);
    process.exitCode = 1;
  }
}
