const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const ts = require('typescript');
const { generarMicroFrontend, generarModulo, nombres } = require('./nuevo');

const RAIZ = path.resolve(__dirname, '../..');
/** The files the generator edits, copied from this repository as they are today. */
const CABLEADO = ['apps/api/src/app.module.ts', 'apps/api/src/migrations.ts', 'apps/api/package.json', 'tools/vite/shared-modules.mjs', 'apps/shell/src/layout.ts', 'apps/shell/package.json'];

let destino;
const leer = (relativo) => fs.readFileSync(path.join(destino, relativo), 'utf8');
const original = (relativo) => fs.readFileSync(path.join(RAIZ, relativo), 'utf8');

beforeEach(() => {
  destino = fs.mkdtempSync(path.join(os.tmpdir(), 'nuevo-'));
  for (const relativo of CABLEADO) {
    fs.mkdirSync(path.dirname(path.join(destino, relativo)), { recursive: true });
    fs.copyFileSync(path.join(RAIZ, relativo), path.join(destino, relativo));
  }
  fs.mkdirSync(path.join(destino, 'modules/root'), { recursive: true });
  fs.writeFileSync(path.join(destino, 'modules/root/package.json'), JSON.stringify({ name: '@recepcion/root-module' }));
});
afterEach(() => fs.rmSync(destino, { recursive: true, force: true }));

/** Syntax errors of a generated TypeScript file (types are checked by the real build, see docs/nuevo-modulo.md). */
function erroresDeSintaxis(relativo) {
  const { diagnostics } = ts.transpileModule(leer(relativo), {
    fileName: relativo,
    reportDiagnostics: true,
    compilerOptions: { jsx: ts.JsxEmit.ReactJSX, experimentalDecorators: true, target: ts.ScriptTarget.ES2022 },
  });
  return diagnostics.map((d) => `${relativo}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
}

describe('names', () => {
  it('derives the class and variable names, and refuses names that are not lower-case words', () => {
    expect(nombres('estado-hotel')).toEqual({ kebab: 'estado-hotel', pascal: 'EstadoHotel', camel: 'estadoHotel' });
    for (const malo of ['Informes', 'informes_2', '2informes', 'informes-', '../x', '']) expect(() => nombres(malo)).toThrow(/no sirve/);
  });
});

describe('modulo', () => {
  it('creates the module, its example query and its API test', () => {
    const { creados } = generarModulo(destino, 'facturacion');
    expect(creados.sort()).toEqual(
      [
        'apps/api/test/facturacion/listar-facturacion.e2e.spec.ts',
        'modules/facturacion/README.md',
        'modules/facturacion/package.json',
        'modules/facturacion/src/index.ts',
        'modules/facturacion/src/facturacion.module.ts',
        'modules/facturacion/src/migrations/index.ts',
        'modules/facturacion/src/queries/listar-facturacion/listar-facturacion.controller.ts',
        'modules/facturacion/src/queries/listar-facturacion/listar-facturacion.handler.ts',
        'modules/facturacion/src/queries/listar-facturacion/listar-facturacion.query.ts',
        'modules/facturacion/tsconfig.json',
        'modules/facturacion/tsconfig.lib.json',
      ].sort(),
    );
    const pkg = JSON.parse(leer('modules/facturacion/package.json'));
    expect(pkg).toMatchObject({ name: '@recepcion/facturacion-module', main: 'dist/index.js', nx: { name: 'facturacion-module', tags: ['scope:api', 'type:module'] } });
    expect(leer('modules/facturacion/src/migrations/index.ts')).toContain('export const facturacionMigrations: NamedMigration[] = [];');
    expect(leer('modules/facturacion/src/facturacion.module.ts')).toContain('export class FacturacionModule {}');
    expect(leer('modules/facturacion/src/queries/listar-facturacion/listar-facturacion.controller.ts')).toContain("@Controller('Facturacion')");
    const prueba = leer('apps/api/test/facturacion/listar-facturacion.e2e.spec.ts');
    expect(prueba).toContain('expect(respuesta.body).toEqual([]);');
    expect(prueba).toContain('Vuelva a iniciar sesión');
    expect(prueba).toContain('comprobarAislamiento(');
    expect(creados.filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts')).flatMap(erroresDeSintaxis)).toEqual([]);
  });

  it('wires it into the API: module list, migration list and package dependencies', () => {
    const { editados } = generarModulo(destino, 'facturacion');
    expect(editados).toEqual(['apps/api/src/app.module.ts', 'apps/api/src/migrations.ts', 'apps/api/package.json']);

    const appModule = leer('apps/api/src/app.module.ts');
    expect(appModule).toContain("import { FacturacionModule } from '@recepcion/facturacion-module';");
    expect(appModule).toMatch(/imports: \[[^\]]*, FacturacionModule\]/);
    // In order among the other @recepcion imports.
    expect(appModule.indexOf("'@recepcion/cuenta-module'")).toBeLessThan(appModule.indexOf("'@recepcion/facturacion-module'"));
    expect(appModule.indexOf("'@recepcion/facturacion-module'")).toBeLessThan(appModule.indexOf("'@recepcion/live-module'"));

    const migraciones = leer('apps/api/src/migrations.ts');
    expect(migraciones).toContain("import { facturacionMigrations } from '@recepcion/facturacion-module';");
    expect(migraciones).toMatch(/sortMigrations\(\[[^\]]*, facturacionMigrations\]\)/);

    expect(JSON.parse(leer('apps/api/package.json')).dependencies['@recepcion/facturacion-module']).toBe('*');
    // Only additions: every line of the original files is still there.
    for (const relativo of ['apps/api/src/migrations.ts', 'apps/api/package.json']) {
      for (const linea of original(relativo).split('\n').filter((l) => !/sortMigrations|calendario-module": "\*"$/.test(l))) expect(leer(relativo)).toContain(linea);
    }
    expect(['apps/api/src/app.module.ts', 'apps/api/src/migrations.ts'].flatMap(erroresDeSintaxis)).toEqual([]);
  });

  it('links the workspace package when node_modules/@recepcion exists, as npm install would', () => {
    fs.mkdirSync(path.join(destino, 'node_modules/@recepcion'), { recursive: true });
    const { enlace } = generarModulo(destino, 'facturacion');
    expect(enlace).toBe('node_modules/@recepcion/facturacion-module');
    expect(fs.realpathSync(path.join(destino, enlace))).toBe(fs.realpathSync(path.join(destino, 'modules/facturacion')));
  });

  it('refuses an existing module or package, and writes nothing when an anchor is missing', () => {
    expect(() => generarModulo(destino, 'root')).toThrow('Ya existe modules/root.');
    fs.writeFileSync(path.join(destino, 'apps/api/src/migrations.ts'), original('apps/api/src/migrations.ts').replace('sortMigrations([', 'ordenar(['));
    expect(() => generarModulo(destino, 'facturacion')).toThrow(/No encuentro «sortMigrations\(\[» en apps\/api\/src\/migrations.ts/);
    expect(leer('apps/api/src/app.module.ts')).toBe(original('apps/api/src/app.module.ts'));
    expect(fs.existsSync(path.join(destino, 'modules/facturacion'))).toBe(false);
  });
});

describe('microfrontend', () => {
  it('creates the micro-frontend: package, vite, tsconfig, jest config, entry and one page with its test', () => {
    const { creados } = generarMicroFrontend(destino, 'caja');
    expect(creados.sort()).toEqual(
      [
        'frontends/caja/jest.config.js',
        'frontends/caja/package.json',
        'frontends/caja/src/css.d.ts',
        'frontends/caja/src/caja-page.spec.tsx',
        'frontends/caja/src/caja-page.tsx',
        'frontends/caja/src/caja.tsx',
        'frontends/caja/src/styles/caja.css',
        'frontends/caja/tsconfig.json',
        'frontends/caja/vite.config.mjs',
      ].sort(),
    );
    expect(JSON.parse(leer('frontends/caja/package.json'))).toMatchObject({
      name: '@recepcion/caja',
      nx: { name: 'caja', tags: ['scope:web', 'type:frontend'], targets: { build: { outputs: ['{workspaceRoot}/dist/web/frontends/caja'] } } },
    });
    expect(leer('frontends/caja/vite.config.mjs')).toContain("mfeConfig({ projectRoot: import.meta.dirname, name: 'caja' })");
    expect(leer('frontends/caja/src/caja.tsx')).toContain('export const { bootstrap, mount, unmount } = crearMicroFrontend({');
    expect(creados.filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts')).flatMap(erroresDeSintaxis)).toEqual([]);
  });

  it('wires it into the import map, the shell layout (on its route) and the shell build', () => {
    const { editados } = generarMicroFrontend(destino, 'estado-hotel', { ruta: '/informes/estado/' });
    expect(editados).toEqual(['tools/vite/shared-modules.mjs', 'apps/shell/src/layout.ts', 'apps/shell/package.json']);

    const mapa = leer('tools/vite/shared-modules.mjs');
    const microFrontends = mapa.slice(mapa.indexOf('export const MICRO_FRONTENDS'), mapa.indexOf('];', mapa.indexOf('export const MICRO_FRONTENDS')));
    expect(microFrontends).toContain("{ specifier: '@recepcion/estado-hotel', file: 'frontends/estado-hotel/estado-hotel.js' },");

    const layout = leer('apps/shell/src/layout.ts');
    const area = layout.slice(layout.indexOf('<div id="area">'), layout.indexOf('</div>'));
    expect(area).toContain('<route path="informes/estado"><application name="@recepcion/estado-hotel"></application></route>');
    expect(JSON.parse(leer('apps/shell/package.json')).nx.implicitDependencies).toContain('estado-hotel');
    expect(erroresDeSintaxis('apps/shell/src/layout.ts')).toEqual([]);
  });

  it('refuses an existing package name and a second run', () => {
    expect(() => generarMicroFrontend(destino, 'root-module')).toThrow('Ya existe un paquete @recepcion/root-module.');
    generarMicroFrontend(destino, 'caja');
    expect(() => generarMicroFrontend(destino, 'caja')).toThrow('Ya existe frontends/caja.');
  });
});

describe('npm run nuevo', () => {
  it('runs from the command line with --destino and says what it did', () => {
    const salida = execFileSync(process.execPath, [path.join(__dirname, 'nuevo.js'), 'modulo', 'facturacion', '--destino', destino], { encoding: 'utf8' });
    expect(salida).toContain('modules/facturacion/src/facturacion.module.ts');
    expect(salida).toContain('apps/api/src/app.module.ts');
    expect(salida).toContain('npm install');
    expect(fs.existsSync(path.join(destino, 'modules/facturacion/src/index.ts'))).toBe(true);
  });

  it('answers the usage and fails on an unknown kind', () => {
    expect(() => execFileSync(process.execPath, [path.join(__dirname, 'nuevo.js'), 'pagina', 'x', '--destino', destino], { stdio: 'pipe' })).toThrow(/Uso:/);
  });
});
