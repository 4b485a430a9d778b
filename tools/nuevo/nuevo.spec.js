const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const ts = require('typescript');
const { generarMicroFrontend, generarModulo, generarProyeccion, nombres } = require('./nuevo');

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

describe('proyeccion', () => {
  const AHORA = new Date('2027-01-02T03:04:05Z');
  const carpeta = 'modules/facturacion/src/projections';

  /** The generated module's own specs, run by jest as the repository's preset runs them (sources mapped, swc), in a child process. */
  function correrSpecs(modulo) {
    const { node } = require(path.join(RAIZ, 'jest.preset'));
    const [, opcionesSwc] = node.transform['^.+\\.(t|j)sx?$'];
    const config = path.join(destino, 'jest.nuevo.json');
    fs.writeFileSync(
      config,
      JSON.stringify({
        rootDir: path.join(destino, modulo),
        testEnvironment: 'node',
        testMatch: ['<rootDir>/src/**/*.spec.ts'],
        moduleNameMapper: node.moduleNameMapper,
        transform: { '^.+\\.(t|j)sx?$': [require.resolve('@swc/jest'), opcionesSwc] },
      }),
    );
    try {
      return JSON.parse(execFileSync(process.execPath, [require.resolve('jest/bin/jest'), '--config', config, '--ci', '--json'], { encoding: 'utf8', stdio: 'pipe' }));
    } catch (error) {
      throw new Error(`${error.stderr}`);
    }
  }

  it('writes the read model into a module made by `modulo`: fold and spec, SQL, contract, registration, migration, jest project', () => {
    generarModulo(destino, 'facturacion');
    const { creados, editados } = generarProyeccion(destino, 'facturacion', 'ocupacion', { ahora: AHORA });
    expect(creados.sort()).toEqual(
      [
        `${carpeta}/ocupacion/ocupacion.evolucionar.ts`,
        `${carpeta}/ocupacion/ocupacion.evolucionar.spec.ts`,
        `${carpeta}/ocupacion/ocupacion.sql.ts`,
        `${carpeta}/ocupacion/ocupacion.proyeccion.ts`,
        `${carpeta}/ocupacion-en-linea.ts`,
        'modules/facturacion/src/migrations/20270102030405-ocupacion.migration.ts',
        'modules/facturacion/jest.config.js',
      ].sort(),
    );
    expect(editados).toEqual(['modules/facturacion/src/facturacion.module.ts', 'modules/facturacion/src/migrations/index.ts']);

    expect(leer(`${carpeta}/ocupacion/ocupacion.evolucionar.ts`)).toContain('export function evolucionarOcupacion(fila: FilaOcupacion | null, evento: EventoProyectado): FilaOcupacion | null {');
    const contrato = leer(`${carpeta}/ocupacion/ocupacion.proyeccion.ts`);
    expect(contrato).toContain('export const proyeccionOcupacion: ProyeccionDeLectura<FilaOcupacion> = {');
    expect(contrato).toContain("nombre: 'facturacion_ocupacion',");
    expect(contrato).toContain('eventos: { prefijos: [PREFIJO_STREAM_BLOQUEO], tipos: [EVENTOS_BLOQUEO.guardado, EVENTOS_BLOQUEO.eliminado] },');
    const sql = leer(`${carpeta}/ocupacion/ocupacion.sql.ts`);
    for (const funcion of ['leerOcupacion', 'sentenciasOcupacion', 'vaciarOcupacion']) expect(sql).toContain(`export ${funcion === 'sentenciasOcupacion' ? '' : 'async '}function ${funcion}(`);
    expect(sql).toContain('from facturacion_ocupacion where stream_id = any($1::text[])');
    expect(sql).toContain('on conflict (stream_id) do update');
    expect(leer(`${carpeta}/ocupacion-en-linea.ts`)).toContain('this.proyecciones.register(proyeccionEnLinea(proyeccionOcupacion));');
    const migracion = leer('modules/facturacion/src/migrations/20270102030405-ocupacion.migration.ts');
    expect(migracion).toContain('export class FacturacionOcupacionMigration extends Migration {');
    expect(migracion).toMatch(/create table facturacion_ocupacion \(\s+stream_id text primary key,\s+hotel_id int not null,/);
    expect(migracion).toContain('create index facturacion_ocupacion_hotel on facturacion_ocupacion (hotel_id);');
    expect(leer('modules/facturacion/jest.config.js')).toContain("displayName: 'facturacion-module'");

    const modulo = leer('modules/facturacion/src/facturacion.module.ts');
    expect(modulo).toContain("import { OcupacionEnLinea } from './projections/ocupacion-en-linea';");
    expect(modulo.indexOf("'./projections/ocupacion-en-linea'")).toBeLessThan(modulo.indexOf("'./queries/listar-facturacion/listar-facturacion.controller'"));
    expect(modulo).toContain('providers: [ListarFacturacionHandler, OcupacionEnLinea],');
    const migraciones = leer('modules/facturacion/src/migrations/index.ts');
    expect(migraciones).toContain("import { FacturacionOcupacionMigration } from './20270102030405-ocupacion.migration';");
    expect(migraciones).toContain("export const facturacionMigrations: NamedMigration[] = [{ name: '20270102030405-ocupacion', class: FacturacionOcupacionMigration }];");
    expect([...creados, ...editados].filter((f) => f.endsWith('.ts')).flatMap(erroresDeSintaxis)).toEqual([]);
  });

  it('writes a spec that passes as generated (given/when/then on the rows, and the statements)', () => {
    generarModulo(destino, 'facturacion');
    generarProyeccion(destino, 'facturacion', 'ocupacion', { ahora: AHORA });
    const resultado = correrSpecs('modules/facturacion');
    const pruebas = resultado.testResults.flatMap((r) => r.assertionResults);
    expect(pruebas.filter((p) => p.status !== 'passed').map((p) => `${p.fullName}: ${p.failureMessages.join('\n')}`)).toEqual([]);
    expect(pruebas.map((p) => p.fullName)).toEqual(
      expect.arrayContaining([
        'the facturacion_ocupacion row of a block given no row, when a block is saved, then its row keeps its room and nights',
        'the statements that write it upserts the rows streams leave, keyed by the stream id, in one statement',
      ]),
    );
    expect(resultado.success).toBe(true);
  });

  it('edits a module of the repository as it is: imports in order, its lists as written, the migration after the newest one', () => {
    for (const relativo of ['modules/pisos/src/pisos.module.ts', 'modules/pisos/src/migrations/index.ts', 'modules/pisos/jest.config.js']) {
      fs.mkdirSync(path.dirname(path.join(destino, relativo)), { recursive: true });
      fs.copyFileSync(path.join(RAIZ, relativo), path.join(destino, relativo));
    }
    const marcas = fs.readdirSync(path.join(RAIZ, 'modules/pisos/src/migrations')).filter((f) => /^\d{14}-.*\.migration\.ts$/.test(f));
    for (const archivo of marcas) fs.copyFileSync(path.join(RAIZ, 'modules/pisos/src/migrations', archivo), path.join(destino, 'modules/pisos/src/migrations', archivo));
    // Another module's migration dated ahead of the clock, on the last minute of a year.
    fs.mkdirSync(path.join(destino, 'modules/root/src/migrations'), { recursive: true });
    fs.writeFileSync(path.join(destino, 'modules/root/src/migrations/20991231235900-futuro.migration.ts'), '');

    const { creados, editados } = generarProyeccion(destino, 'pisos', 'limpiezas', { ahora: AHORA });
    expect(creados).toContain('modules/pisos/src/migrations/21000101000000-limpiezas.migration.ts');
    expect(creados).not.toContain('modules/pisos/jest.config.js');
    expect(editados).toEqual(['modules/pisos/src/pisos.module.ts', 'modules/pisos/src/migrations/index.ts']);

    const modulo = leer('modules/pisos/src/pisos.module.ts');
    const importsRelativos = [...modulo.matchAll(/^import .* from '(\.[^']+)';$/gm)].map((m) => m[1]);
    expect(importsRelativos).toContain('./projections/limpiezas-en-linea');
    expect(importsRelativos).toEqual([...importsRelativos].sort((a, b) => a.localeCompare(b)));
    // Last in the list, written as the list is (inline, or one element a line).
    expect(modulo).toMatch(/providers: \[[^\]]*(, LimpiezasEnLinea|\n\s+LimpiezasEnLinea,\n\s*)\]/);
    const migraciones = leer('modules/pisos/src/migrations/index.ts');
    expect(migraciones).toContain("import { PisosLimpiezasMigration } from './21000101000000-limpiezas.migration';");
    expect(migraciones).toMatch(/\{ name: '21000101000000-limpiezas', class: PisosLimpiezasMigration \},?\n?\]/);
    // Only additions: every line of the originals is still there, but the lists that grew.
    for (const relativo of ['modules/pisos/src/pisos.module.ts', 'modules/pisos/src/migrations/index.ts']) {
      for (const linea of original(relativo).split('\n').filter((l) => !/providers: \[|NamedMigration\[\] = \[/.test(l))) expect(leer(relativo)).toContain(linea);
    }
    expect(editados.flatMap(erroresDeSintaxis)).toEqual([]);
  });

  it('appends to lists written one element a line, comments and all, and breaks a one-line list that grows too long', () => {
    generarModulo(destino, 'facturacion');
    const archivoModulo = path.join(destino, 'modules/facturacion/src/facturacion.module.ts');
    fs.writeFileSync(
      archivoModulo,
      leer('modules/facturacion/src/facturacion.module.ts').replace('providers: [ListarFacturacionHandler],', 'providers: [\n    // the example, first\n    ListarFacturacionHandler,\n    { provide: "x", useValue: [1, 2] }\n  ],'),
    );
    const previa = "{ name: '20260101000000-una-migracion-de-nombre-largo', class: UnaMigracionDeNombreLargo }";
    const indice = path.join(destino, 'modules/facturacion/src/migrations/index.ts');
    fs.writeFileSync(indice, leer('modules/facturacion/src/migrations/index.ts').replace('NamedMigration[] = [];', `NamedMigration[] = [${previa}];`));
    generarProyeccion(destino, 'facturacion', 'ocupacion', { ahora: AHORA });
    expect(leer('modules/facturacion/src/facturacion.module.ts')).toContain(
      'providers: [\n    // the example, first\n    ListarFacturacionHandler,\n    { provide: "x", useValue: [1, 2] },\n    OcupacionEnLinea,\n  ],',
    );
    expect(leer('modules/facturacion/src/migrations/index.ts')).toContain(
      `NamedMigration[] = [\n  ${previa},\n  { name: '20270102030405-ocupacion', class: FacturacionOcupacionMigration },\n];`,
    );
    expect(['modules/facturacion/src/facturacion.module.ts', 'modules/facturacion/src/migrations/index.ts'].flatMap(erroresDeSintaxis)).toEqual([]);
  });

  it('refuses a module that does not exist, a taken name or table, and writes nothing when an anchor is missing', () => {
    expect(() => generarProyeccion(destino, 'facturacion', 'ocupacion')).toThrow('No existe modules/facturacion/src/facturacion.module.ts');
    generarModulo(destino, 'facturacion');
    expect(() => generarProyeccion(destino, 'facturacion', 'Ocupacion')).toThrow(/no sirve/);
    generarProyeccion(destino, 'facturacion', 'ocupacion', { ahora: AHORA });
    expect(() => generarProyeccion(destino, 'facturacion', 'ocupacion')).toThrow('Ya existe modules/facturacion/src/projections/ocupacion.');

    // The same table from another module's migration.
    fs.mkdirSync(path.join(destino, 'modules/root/src/migrations'), { recursive: true });
    fs.writeFileSync(path.join(destino, 'modules/root/src/migrations/20260101000000-x.migration.ts'), "this.addSql('create table facturacion_saldos (id int);');");
    expect(() => generarProyeccion(destino, 'facturacion', 'saldos')).toThrow('Ya existe la tabla facturacion_saldos (modules/root/src/migrations/20260101000000-x.migration.ts).');

    const antes = { modulo: leer('modules/facturacion/src/facturacion.module.ts'), migraciones: leer('modules/facturacion/src/migrations/index.ts') };
    fs.writeFileSync(path.join(destino, 'modules/facturacion/src/facturacion.module.ts'), antes.modulo.replace('providers: [', 'proveedores: ['));
    expect(() => generarProyeccion(destino, 'facturacion', 'cobros')).toThrow(/No encuentro «providers: \[» en modules\/facturacion\/src\/facturacion.module.ts/);
    expect(leer('modules/facturacion/src/migrations/index.ts')).toBe(antes.migraciones);
    expect(fs.existsSync(path.join(destino, `${carpeta}/cobros`))).toBe(false);
    expect(fs.readdirSync(path.join(destino, 'modules/facturacion/src/migrations')).filter((f) => f.includes('cobros'))).toEqual([]);
  });
});

describe('npm run nuevo', () => {
  const nuevo = (...argumentos) => execFileSync(process.execPath, [path.join(__dirname, 'nuevo.js'), ...argumentos, '--destino', destino], { encoding: 'utf8', stdio: 'pipe' });

  it('runs from the command line with --destino and says what it did', () => {
    const salida = nuevo('modulo', 'facturacion');
    expect(salida).toContain('modules/facturacion/src/facturacion.module.ts');
    expect(salida).toContain('apps/api/src/app.module.ts');
    expect(salida).toContain('npm install');
    expect(salida).toContain('npm run nuevo -- proyeccion facturacion <nombre>');
    expect(salida).toContain('parteDeReconstruccion(proyeccion) en reconstruirTodo (apps/api/src/replay.ts)');
    expect(salida).not.toContain('cli.ts');
    expect(fs.existsSync(path.join(destino, 'modules/facturacion/src/index.ts'))).toBe(true);

    const proyeccion = nuevo('proyeccion', 'facturacion', 'ocupacion');
    expect(proyeccion).toContain('modules/facturacion/src/projections/ocupacion/ocupacion.proyeccion.ts');
    expect(proyeccion).toContain('modules/facturacion/src/facturacion.module.ts');
    expect(proyeccion).toContain('parteDeReconstruccion(proyeccionOcupacion) en reconstruirTodo (apps/api/src/replay.ts)');
  });

  it('answers the usage and fails on an unknown kind or a wrong number of names', () => {
    expect(() => nuevo('pagina', 'x')).toThrow(/Uso:/);
    expect(() => nuevo('proyeccion', 'facturacion')).toThrow(/Uso:/);
    expect(() => nuevo('modulo', 'a', 'b')).toThrow(/Uso:/);
  });
});
