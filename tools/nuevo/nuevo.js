#!/usr/bin/env node
/**
 * `npm run nuevo -- modulo <nombre>`: a backend module (modules/<nombre>) wired into the API's
 * module list, its package dependencies and the migration list, with one example query and an
 * API test (apps/api/test/<nombre>/).
 * `npm run nuevo -- microfrontend <nombre> [--ruta <ruta>]`: a React micro-frontend
 * (frontends/<nombre>) wired into the import map (tools/vite/shared-modules.mjs), the shell's
 * layout (mounted on /<ruta>, by default /<nombre>) and the shell's build dependencies.
 * `--destino <dir>` writes into another copy of the repository (the tests use it).
 * Plain Node, no dependencies. See docs/nuevo-modulo.md.
 */
const fs = require('node:fs');
const path = require('node:path');
const { parseArgs } = require('node:util');

const AYUDA = `Uso:
  npm run nuevo -- modulo <nombre>                       un módulo del API en modules/<nombre>
  npm run nuevo -- microfrontend <nombre> [--ruta <ruta>] un micro-frontend en frontends/<nombre>
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
      `Si el módulo tiene proyecciones que se reconstruyen desde eventos, agréguelas a "replay" en apps/api/src/cli.ts.`,
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

function main(argv) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { destino: { type: 'string' }, ruta: { type: 'string' }, ayuda: { type: 'boolean', short: 'h' } },
  });
  const [tipo, nombre] = positionals;
  if (values.ayuda || !tipo) {
    process.stdout.write(`${AYUDA}\n`);
    return values.ayuda ? 0 : 1;
  }
  if (!nombre || positionals.length > 2 || !['modulo', 'microfrontend'].includes(tipo)) {
    process.stderr.write(`${AYUDA}\n`);
    return 1;
  }
  const destino = path.resolve(values.destino ?? RAIZ);
  const resultado = tipo === 'modulo' ? generarModulo(destino, nombre) : generarMicroFrontend(destino, nombre, { ruta: values.ruta });
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

module.exports = { generarModulo, generarMicroFrontend, nombres };

if (require.main === module) {
  try {
    process.exitCode = main(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`${error.message}\n`);
    process.exitCode = 1;
  }
}
