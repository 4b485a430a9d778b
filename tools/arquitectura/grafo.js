// The runtime graph between modules: which module uses which other module's messages.
const path = require('node:path');
const { archivosTs, carpetas, leer, importaciones, exportados } = require('./fuente');

const MODULOS = carpetas('modules');

/** Name → owning module, for everything `libs/contracts/src/<modulo>/integracion.ts` exports. */
function duenosDeMensajes() {
  const duenos = new Map();
  for (const modulo of carpetas('libs/contracts/src')) {
    const archivo = `libs/contracts/src/${modulo}/integracion.ts`;
    for (const { nombre, tipo } of exportados(leer(archivo))) duenos.set(nombre, { modulo, tipo, archivo });
  }
  return duenos;
}

/** Module → (owner → names it uses), from what each module's code imports from `@recepcion/contracts`. */
function aristas(duenos = duenosDeMensajes()) {
  const grafo = new Map(MODULOS.map((m) => [m, new Map()]));
  for (const modulo of MODULOS) {
    for (const archivo of archivosTs(`modules/${modulo}/src`)) {
      for (const { desde, nombres } of importaciones(leer(archivo))) {
        if (desde !== '@recepcion/contracts') continue;
        for (const { nombre } of nombres) {
          const dueno = duenos.get(nombre);
          if (!dueno || dueno.modulo === modulo) continue;
          const usados = grafo.get(modulo).get(dueno.modulo) ?? new Set();
          usados.add(`${nombre} (${path.basename(archivo)})`);
          grafo.get(modulo).set(dueno.modulo, usados);
        }
      }
    }
  }
  return grafo;
}

module.exports = { MODULOS, duenosDeMensajes, aristas };
