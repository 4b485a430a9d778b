/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` next to every script and style a web
 * build emits. The server sends them as they are (@fastify/static `preCompressed`): the best
 * compression costs nothing per request, where compressing on the fly must stay cheap.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRIMIBLE = /\.(js|css|html|json|svg)$/;
/** Smaller files are not worth a compressed copy (the server's own threshold is 1 KB too). */
const MINIMO = 1024;

/** Every file under `dir`, recursively. */
function archivos(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? archivos(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

/** The compressed copies of the files of `dir` (overwrites older copies). */
export function precomprimirCarpeta(dir) {
  for (const file of archivos(dir)) {
    if (!COMPRIMIBLE.test(file) || statSync(file).size < MINIMO) continue;
    const datos = readFileSync(file);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(datos, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: datos.length,
        },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(datos, { level: 9 }));
  }
}

/**
 * Vite plugin: after the build has written its files, their compressed copies.
 * @returns {import('vite').Plugin}
 */
export function precomprimir() {
  let outDir;
  return {
    name: 'recepcion-precomprimir',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      precomprimirCarpeta(outDir);
    },
  };
}
