// Rules that keep the runtime graph and the modules' shape as docs/architecture.md describes them.
// Each failure names the file and the rule it breaks.
const path = require('node:path');
const { archivosTs, carpetas, entradas, importaciones, leer, manejadores } = require('./fuente');
const { MODULOS, aristas, duenosDeMensajes } = require('./grafo');

/**
 * The order in which modules may ask each other: a module uses messages of modules before it,
 * never after. platform is infrastructure and sends nothing to a business module.
 */
const ORDEN = ['platform', 'maestros', 'tarifario', 'cuenta', 'reservas', 'calendario', 'informes', 'canales', 'motor', 'pisos', 'cierre', 'actividad', 'live', 'root'];

/**
 * The one question that goes the other way on purpose: before deleting a record, its owner asks
 * the modules that refer to it whether they still do (maestros and tarifario ask reservas; maestros
 * asks tarifario about price lists; tarifario asks cuenta about the hotels' configurations). The
 * answer is a count; nothing else crosses upward.
 */
const PREGUNTAS_DE_USO = new Set([
  'UsosEnReservas',
  'siLoUsanReservas',
  'mensajeEnUsoPorReservas',
  'UsosEnTarifas',
  'mensajeEnUsoPorTarifas',
  // tarifario asks cuenta whether a hotel's configuration names a currency before deleting it.
  'UsosEnConfiguracion',
]);

const ROLES = /\.(command|query|handler|controller|dto)\.ts$/;

describe('the runtime graph between modules', () => {
  it('knows every module in its order', () => {
    expect([...MODULOS].sort()).toEqual([...ORDEN].sort());
  });

  it('sends messages only to modules before the sender (in-use questions aside), and platform sends none', () => {
    const contrarias = [];
    for (const [modulo, destinos] of aristas()) {
      for (const [dueno, usados] of destinos) {
        const fuera = [...usados].filter((u) => !PREGUNTAS_DE_USO.has(u.split(' ')[0]));
        if (fuera.length > 0 && ORDEN.indexOf(dueno) > ORDEN.indexOf(modulo)) contrarias.push(`${modulo} → ${dueno}: ${fuera.join(', ')}`);
      }
    }
    expect(contrarias).toEqual([]);
    expect([...aristas().get('platform').keys()]).toEqual([]);
  });

  it('gives every published command and query exactly one handler, in its owner, registered in its module', () => {
    const faltan = [];
    const handlers = new Map();
    for (const modulo of MODULOS) {
      const registro = leer(`modules/${modulo}/src/${modulo}.module.ts`);
      for (const archivo of archivosTs(`modules/${modulo}/src`)) {
        for (const h of manejadores(leer(archivo))) {
          handlers.set(h.mensaje, [...(handlers.get(h.mensaje) ?? []), { ...h, modulo, archivo }]);
          if (!new RegExp(`\\b${h.clase}\\b`).test(registro)) faltan.push(`${h.clase} (${archivo}) is not among ${modulo}.module.ts's providers`);
        }
      }
    }
    for (const [nombre, { modulo, tipo }] of duenosDeMensajes()) {
      if (tipo !== 'class') continue;
      const todos = handlers.get(nombre) ?? [];
      const propios = todos.filter((h) => h.tipo !== 'Events');
      // An event its owner publishes (HuespedesSalieron): heard by any module after it, answered by none.
      if (propios.length === 0 && todos.length > 0) continue;
      if (propios.length !== 1) faltan.push(`${nombre} (owned by ${modulo}) has ${propios.length} handlers`);
      else if (propios[0].modulo !== modulo) faltan.push(`${nombre} is owned by ${modulo} but answered in ${propios[0].modulo}`);
    }
    expect(faltan).toEqual([]);
  });

  it('gives every command and query of a module a handler in that module', () => {
    const faltan = [];
    for (const modulo of MODULOS) {
      const archivos = archivosTs(`modules/${modulo}/src`);
      const atendidos = new Set(archivos.flatMap((a) => manejadores(leer(a)).map((h) => h.mensaje)));
      for (const archivo of archivos.filter((a) => /\.(command|query)\.ts$/.test(a))) {
        for (const m of leer(archivo).matchAll(/^export class (\w+)/gm)) if (!atendidos.has(m[1])) faltan.push(`${m[1]} (${archivo})`);
      }
    }
    expect(faltan).toEqual([]);
  });
});

describe('the shape of a module', () => {
  it('keeps use cases in one folder each under commands/ and queries/, with files named by their role', () => {
    const fuera = [];
    for (const modulo of MODULOS) {
      for (const grupo of ['commands', 'queries']) {
        const base = `modules/${modulo}/src/${grupo}`;
        for (const nombre of entradas(base)) if (!carpetas(base).includes(nombre)) fuera.push(`${base}/${nombre}: a file outside a use-case folder`);
      }
    }
    expect(fuera).toEqual([]);
  });

  it('names a handler *.handler.ts and its class …Handler, a controller *.controller.ts (or a plain list’s .crud.ts) and its class …Controller', () => {
    const mal = [];
    for (const archivo of MODULOS.flatMap((m) => archivosTs(`modules/${m}/src`))) {
      const texto = leer(archivo);
      for (const h of manejadores(texto)) {
        // A live gateway answers the events it pushes to its sockets: an adapter, not a use case.
        if (h.tipo === 'Events' && archivo.endsWith('.gateway.ts')) continue;
        if (!archivo.endsWith('.handler.ts')) mal.push(`${archivo}: handler ${h.clase} outside a .handler.ts file`);
        if (!h.clase.endsWith('Handler')) mal.push(`${archivo}: handler class ${h.clase} does not end in Handler`);
      }
      for (const m of texto.matchAll(/@Controller\([^)]*\)\s*(?:@\w+\([^)]*\)\s*)*export\s+class\s+(\w+)/g)) {
        // A plain list's file (`.crud.ts`) holds its own routes beside the generic ones.
        if (!archivo.endsWith('.controller.ts') && !archivo.endsWith('.crud.ts')) mal.push(`${archivo}: controller ${m[1]} outside a .controller.ts or .crud.ts file`);
        if (!m[1].endsWith('Controller')) mal.push(`${archivo}: controller class ${m[1]} does not end in Controller`);
      }
      if (ROLES.test(archivo) && archivo.endsWith('.handler.ts') && manejadores(texto).length === 0) mal.push(`${archivo}: a .handler.ts file without a handler`);
    }
    expect(mal).toEqual([]);
  });

  it('lets a projection read only its module’s domain/, contracts, pure rules and the platform’s projection contract', () => {
    const dentro = (archivo, desde, carpeta) => desde.startsWith('.') && path.normalize(path.join(path.dirname(archivo), desde)).startsWith(carpeta);
    const permitidas = (archivo, desde) =>
      dentro(archivo, desde, archivo.replace(/\/projections\/.*$/, '/projections/')) ||
      dentro(archivo, desde, archivo.replace(/\/projections\/.*$/, '/domain/')) ||
      ['@recepcion/contracts', '@recepcion/domain', '@recepcion/platform'].includes(desde);
    // The wiring of a projection into Nest (inline registration, start-up rebuild) may also use Nest, the ORM and the module's application services.
    const cableado = (archivo) => /(-en-linea|reconstruir-[\w-]+)\.ts$/.test(archivo);
    const permitidasCableado = (archivo, desde) =>
      permitidas(archivo, desde) || dentro(archivo, desde, archivo.replace(/\/projections\/.*$/, '/aplicacion/')) || desde.startsWith('@nestjs/') || desde.startsWith('@mikro-orm/');
    const mal = [];
    for (const modulo of MODULOS) {
      for (const archivo of archivosTs(`modules/${modulo}/src/projections`)) {
        for (const { desde } of importaciones(leer(archivo))) {
          if (!(cableado(archivo) ? permitidasCableado(archivo, desde) : permitidas(archivo, desde))) mal.push(`${archivo} imports ${desde}`);
        }
      }
    }
    expect(mal).toEqual([]);
  });

  it('never imports another module, directly or by a relative path', () => {
    const mal = [];
    for (const modulo of MODULOS) {
      for (const archivo of archivosTs(`modules/${modulo}/src`, { conSpecs: true })) {
        for (const { desde } of importaciones(leer(archivo))) {
          const otro = desde.match(/^@recepcion\/(\w+)-module$/)?.[1];
          const relativo = desde.startsWith('.') ? path.normalize(path.join(path.dirname(archivo), desde)) : null;
          if ((otro && otro !== modulo) || (relativo && !relativo.startsWith(`modules/${modulo}/`))) mal.push(`${archivo} imports ${desde}`);
        }
      }
    }
    expect(mal).toEqual([]);
  });
});
