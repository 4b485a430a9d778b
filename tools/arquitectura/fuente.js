// Reading the source tree for the architecture rules: files, imports, decorated classes.
const { existsSync, readdirSync, readFileSync, statSync } = require('node:fs');
const path = require('node:path');

const raiz = path.resolve(__dirname, '../..');
const IGNORADAS = new Set(['node_modules', 'dist', 'coverage']);

/** Every `.ts` file under `dir` (relative to the repository), specs left out unless asked. */
function archivosTs(dir, { conSpecs = false } = {}) {
  const absoluto = path.join(raiz, dir);
  if (!existsSync(absoluto)) return [];
  const salida = [];
  const recorrer = (d) => {
    for (const nombre of readdirSync(d)) {
      if (IGNORADAS.has(nombre)) continue;
      const p = path.join(d, nombre);
      if (statSync(p).isDirectory()) recorrer(p);
      else if (nombre.endsWith('.ts') && !nombre.endsWith('.d.ts') && (conSpecs || !/\.spec\.ts$/.test(nombre))) salida.push(path.relative(raiz, p));
    }
  };
  recorrer(absoluto);
  return salida.sort();
}

const leer = (archivo) => readFileSync(path.join(raiz, archivo), 'utf8');
const carpetas = (dir) => (existsSync(path.join(raiz, dir)) ? readdirSync(path.join(raiz, dir)).filter((n) => statSync(path.join(raiz, dir, n)).isDirectory()) : []);
const entradas = (dir) => (existsSync(path.join(raiz, dir)) ? readdirSync(path.join(raiz, dir)) : []);

/** The names a file imports from a package or path: `{ desde, nombres, soloTipos }` per import statement. */
function importaciones(texto) {
  const salida = [];
  for (const m of texto.matchAll(/import\s+(type\s+)?(?:\{([^}]*)\}|[\w*\s,]+)\s+from\s+'([^']+)'/g)) {
    const nombres = (m[2] ?? '')
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean)
      .map((n) => ({ nombre: n.replace(/^type\s+/, '').split(/\s+as\s+/)[0].trim(), tipo: Boolean(m[1]) || /^type\s/.test(n) }));
    salida.push({ desde: m[3], nombres, soloTipos: Boolean(m[1]) || (nombres.length > 0 && nombres.every((n) => n.tipo)) });
  }
  return salida;
}

/** Classes decorated `@QueryHandler(X)`, `@CommandHandler(X)` or `@EventsHandler(X, …)`: `{ mensaje, clase, tipo }`. */
function manejadores(texto) {
  const salida = [];
  for (const m of texto.matchAll(/@(Query|Command|Events)Handler\(([^)]*)\)\s*export\s+class\s+(\w+)/g)) {
    for (const mensaje of m[2].split(',').map((x) => x.trim()).filter(Boolean)) salida.push({ mensaje, clase: m[3], tipo: m[1] });
  }
  return salida;
}

/** The names a file exports: classes, interfaces, types, consts and functions. */
function exportados(texto) {
  return [...texto.matchAll(/^export\s+(?:declare\s+)?(?:abstract\s+)?(class|interface|type|const|function)\s+(\w+)/gm)].map((m) => ({ tipo: m[1], nombre: m[2] }));
}

module.exports = { raiz, archivosTs, leer, carpetas, entradas, importaciones, manejadores, exportados };
