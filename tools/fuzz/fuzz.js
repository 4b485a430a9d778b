#!/usr/bin/env node
// Fuzzer of the API, driven by its OpenAPI document (GET /api/docs-json). Starts the built API in
// this process (`npm run build` first), signs a hotel up and sets it up, makes an operator, and
// then, for every operation of the document and with both sessions (the hotel's user and the
// operator), sends a valid-looking request built from the schemas and breaks it place by place
// with the bad-input classes of mutaciones.js. Fails (exit code 1, with the list) on any 5xx and on
// any 4xx without a Spanish `{Message}` (veredicto.js).
//
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/test node tools/fuzz/fuzz.js
//   node tools/fuzz/fuzz.js                  # on an in-memory embedded database
//   FUZZ_SEMILLA=7 FUZZ_CORRIDAS=100 node tools/fuzz/fuzz.js
//
// FUZZ_SEMILLA fixes every generated value (same seed, same requests). FUZZ_CORRIDAS is how many
// mutations each operation gets per session (default 50): both sessions share one plan, each
// starting at its own half, so one run breaks up to twice that many (place, class) pairs of each
// operation. FUZZ_SOLO=<regular expression> fuzzes only the operations whose `METHOD /path` matches
// it (to reproduce a failure quickly). FUZZ_LOG=error shows the server's log of each 5xx. The whole list of failures, with
// the full requests, goes to tmp/fuzz-fallos.json.
const { mkdirSync, mkdtempSync, rmSync, writeFileSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { randomUUID } = require('node:crypto');
const { performance } = require('node:perf_hooks');
const fc = require('fast-check');
const { iniciarApi, root } = require('../bench/lib');
const { operaciones, arbitrarioPeticion } = require('./esquemas');
const { plan, construir, describir } = require('./mutaciones');
const { fallo } = require('./veredicto');
const { preparar } = require('./preparacion');

const SEMILLA = Number(process.env.FUZZ_SEMILLA ?? 20261125) | 0;
const CORRIDAS = Math.max(1, Number(process.env.FUZZ_CORRIDAS ?? 50) | 0);
/** Sessions answered 403 before any validation: a few mutations are enough to see that it holds. */
const CORRIDAS_SIN_PERMISO = 5;
const CONCURRENCIA = 4;
const SOLO = process.env.FUZZ_SOLO ? new RegExp(process.env.FUZZ_SOLO) : null;

/**
 * Operations that would undo the fuzzer's own setup or session. `omitir`: never sent. `al final`:
 * sent after every other operation, in this order, by the hotel's session and then the operator's.
 * Every DELETE also runs at the end (it removes rows the other operations use).
 */
const ESPECIALES = {
  'POST /api/Cuenta/Logout': { politica: 'omitir', motivo: 'cierra la sesión con la que el fuzzer trabaja; no recibe datos' },
  'POST /api/Cuenta/ChangePassword': { politica: 'al final', motivo: 'cambiaría la contraseña y cerraría las otras sesiones del usuario' },
  'PUT /api/calendario/AnularReserva/{id}': { politica: 'al final', motivo: 'anula la reserva que las demás operaciones usan' },
  'POST /api/Correo/Enviar': { politica: 'al final', motivo: 'envía correo (el fuzzer quita SMTP_URL: va a la tabla correo_saliente)' },
  'POST /api/Root/AccederHotel/{hotelId}': { politica: 'al final', motivo: 'cambia el hotel de la sesión del operador (al hotel desechable)' },
  'POST /api/Root/VolverHotel': { politica: 'al final', motivo: 'devuelve la sesión del operador a su hotel' },
  'DELETE /api/HotelUsuarios/{id}': { politica: 'al final', motivo: 'quita el acceso del segundo usuario (quitar el propio cerraría la sesión)' },
  'GET /api/Hoteles/EliminarHotelC/{correo}/{cantidadReservas}': { politica: 'al final', motivo: 'elimina un hotel: el desechable, nunca el del fuzzer' },
};
const ORDEN_FINAL = Object.keys(ESPECIALES);
/** Rows the fuzzer's valid requests add to the global catalogues, removed at the end. */
const GLOBALES = { 'POST /api/Paises': (r) => `/api/Paises/${r.Id}`, 'POST /api/Monedas': (r) => `/api/Monedas/${r.IDMoneda}` };

function hash(...partes) {
  let h = 0x811c9dc5;
  for (const c of partes.join('|')) h = Math.imul(h ^ c.charCodeAt(0), 0x01000193);
  return h | 0;
}

const recortar = (texto, n = 300) => (texto === undefined ? '' : texto.length > n ? `${texto.slice(0, n)}… (${texto.length} caracteres)` : texto);

async function main() {
  const inicio = performance.now();
  process.env.ARGON2_COSTE ??= 'bajo';
  process.env.LOG_LEVEL = process.env.FUZZ_LOG ?? 'silent';
  process.env.RATE_LIMIT_NAMESPACE = `fuzz-${randomUUID()}-`;
  delete process.env.SMTP_URL;
  delete process.env.REDIS_URL;
  // Hotel deletion writes an export under DATA_DIR: a folder of the run's own.
  const datos = mkdtempSync(path.join(os.tmpdir(), 'recepcion-fuzz-'));
  process.env.DATA_DIR = datos;
  let embebida;
  if (!process.env.DATABASE_URL) {
    const { startEmbeddedDatabase } = require(path.join(root, 'modules/platform/dist'));
    embebida = await startEmbeddedDatabase();
    process.env.DATABASE_URL = embebida.url;
  }
  const baseDeDatos = embebida ? 'PGlite embebido (en memoria)' : 'PostgreSQL (DATABASE_URL)';

  const api = await iniciarApi();
  const resultado = { peticiones: 0, porClase: {}, noEnviables: 0, fallos: [], operaciones: 0 };
  let omitidas = [];
  let total = 0;
  try {
    const documento = await (await fetch(`${api.url}/api/docs-json`)).json();
    const { sesiones, ids } = await preparar(api, api.url);
    const ops = operaciones(documento).filter((op) => !SOLO || SOLO.test(op.clave));
    total = ops.length;
    omitidas = ops.filter((op) => ESPECIALES[op.clave]?.politica === 'omitir');
    const alFinal = ops
      .filter((op) => ESPECIALES[op.clave]?.politica === 'al final' || (op.metodo === 'DELETE' && !ESPECIALES[op.clave]))
      .sort((a, b) => rango(a) - rango(b));
    const normales = ops.filter((op) => !ESPECIALES[op.clave] && op.metodo !== 'DELETE');
    // The fuzzer's own country and currency go at the end whatever ran (FUZZ_SOLO may skip their DELETE).
    const limpiar = [`/api/Paises/${ids.paisPropio}`, `/api/Monedas/${ids.monedaPropia}`];
    const contexto = { ids, resultado, limpiar };

    // Every other operation, four sessions' worth of requests at a time.
    const tareas = normales.flatMap((op) => sesiones.map((s, i) => () => fuzzear(op, s, i, contexto)));
    await enParalelo(tareas, CONCURRENCIA);
    for (const op of alFinal) for (const [i, s] of sesiones.entries()) await fuzzear(op, s, i, contexto);
    resultado.operaciones = normales.length + alFinal.length;

    const operador = sesiones.find((s) => s.nombre === 'operador');
    for (const ruta of limpiar) await operador.enviar({ metodo: 'DELETE', ruta });
  } finally {
    await api.close();
    await embebida?.stop();
    rmSync(datos, { recursive: true, force: true });
  }
  informar({ resultado, omitidas, total, baseDeDatos, segundos: (performance.now() - inicio) / 1000 });
  return resultado.fallos.length === 0;
}

function rango(op) {
  const i = ORDEN_FINAL.indexOf(op.clave);
  // Deletes between the support access and the hotel deletion; the user access before the hotel.
  if (i === -1) return ORDEN_FINAL.indexOf('DELETE /api/HotelUsuarios/{id}') - 0.5;
  return i;
}

/** The valid request of `op` for this session, then its share of the operation's mutation plan. */
async function fuzzear(op, sesion, indice, contexto) {
  const { ids } = contexto;
  const semilla = hash(SEMILLA, op.clave, sesion.nombre);
  const [valida] = fc.sample(arbitrarioPeticion(op, ids, false), { seed: semilla, numRuns: 1 });
  const primera = await probar(op, sesion, valida, null, contexto);

  const todas = plan(op, hash(SEMILLA, op.clave));
  const propias = [...todas.filter((_, i) => i % 2 === indice % 2), ...todas.filter((_, i) => i % 2 !== indice % 2)];
  const elegidas = propias.slice(0, primera.status === 403 ? CORRIDAS_SIN_PERMISO : CORRIDAS);
  const bases = fc.sample(arbitrarioPeticion(op, ids, true), { seed: semilla + 1, numRuns: elegidas.length });
  // Now and then another valid request, with other generated values.
  const otrasValidas = fc.sample(arbitrarioPeticion(op, ids, false), { seed: semilla + 2, numRuns: Math.floor(elegidas.length / 10) });
  for (const [i, mutacion] of elegidas.entries()) await probar(op, sesion, bases[i], mutacion, contexto);
  for (const otra of otrasValidas) await probar(op, sesion, otra, null, contexto);
}

async function probar(op, sesion, base, mutacion, { resultado, limpiar }) {
  const peticion = construir(op, base, mutacion);
  const respuesta = await sesion.enviar(peticion);
  if (respuesta.noEnviable) {
    resultado.noEnviables++;
    return respuesta;
  }
  resultado.peticiones++;
  const clase = respuesta.error ? 'sin respuesta' : `${String(respuesta.status)[0]}xx`;
  resultado.porClase[clase] = (resultado.porClase[clase] ?? 0) + 1;
  const motivo = fallo(respuesta);
  if (motivo) resultado.fallos.push({ sesion: sesion.nombre, operacion: op.clave, mutacion: describir(mutacion), motivo, peticion, status: respuesta.status, respuesta: respuesta.texto ?? respuesta.error });
  if (GLOBALES[op.clave] && respuesta.status === 200) limpiar.push(GLOBALES[op.clave](JSON.parse(respuesta.texto)));
  return respuesta;
}

async function enParalelo(tareas, n) {
  let siguiente = 0;
  await Promise.all(
    Array.from({ length: n }, async () => {
      while (siguiente < tareas.length) await tareas[siguiente++]();
    }),
  );
}

function informar({ resultado, omitidas, total, baseDeDatos, segundos }) {
  const { peticiones, porClase, fallos } = resultado;
  console.log(`Fuzzer de la API (OpenAPI) · semilla ${SEMILLA} · ${CORRIDAS} mutaciones por operación y sesión · ${baseDeDatos}`);
  for (const op of omitidas) console.log(`  omitida: ${op.clave} — ${ESPECIALES[op.clave].motivo}`);
  for (const clave of ORDEN_FINAL.filter((k) => ESPECIALES[k].politica === 'al final')) console.log(`  al final: ${clave} — ${ESPECIALES[clave].motivo}`);
  console.log('  al final: cada DELETE — borra filas que las demás operaciones usan');

  const grupos = new Map();
  for (const f of fallos) {
    const clave = `${f.operacion} · ${f.mutacion} · ${f.motivo}`;
    const grupo = grupos.get(clave) ?? { ejemplo: f, sesiones: new Set(), n: 0 };
    grupo.n++;
    grupo.sesiones.add(f.sesion);
    grupos.set(clave, grupo);
  }
  if (fallos.length > 0) {
    console.log(`\nFallos (${fallos.length}, en ${grupos.size} grupos):`);
    for (const { ejemplo: f, sesiones, n } of [...grupos.values()].slice(0, 150)) {
      console.log(`- ${f.peticion.metodo} ${recortar(f.peticion.ruta, 200)}  [${[...sesiones].join(', ')}${n > 1 ? `, ${n} veces` : ''}]`);
      console.log(`    operación: ${f.operacion} · mutación: ${f.mutacion} · ${f.motivo}`);
      if (f.peticion.cuerpo !== undefined) console.log(`    cuerpo: ${recortar(f.peticion.cuerpo)}`);
      console.log(`    respuesta ${f.status ?? '-'}: ${recortar(f.respuesta)}`);
    }
    if (grupos.size > 150) console.log(`… y ${grupos.size - 150} grupos más`);
  }
  const archivo = path.join(root, 'tmp/fuzz-fallos.json');
  mkdirSync(path.dirname(archivo), { recursive: true });
  writeFileSync(archivo, JSON.stringify(fallos.map((f) => ({ ...f, peticion: { ...f.peticion, cuerpo: recortar(f.peticion.cuerpo, 20_000) } })), null, 2));

  const clases = Object.entries(porClase)
    .sort()
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
  const cincoxx = porClase['5xx'] ?? 0;
  const sinEspanol = fallos.filter((f) => f.status >= 400 && f.status < 500).length;
  console.log(
    `\nOperaciones: ${resultado.operaciones} de ${total} (${omitidas.length} omitida${omitidas.length === 1 ? '' : 's'}) · peticiones: ${peticiones} (${clases}` +
      `${resultado.noEnviables ? `; ${resultado.noEnviables} que fetch no envía` : ''}) · ${segundos.toFixed(1)} s`,
  );
  console.log(`5xx: ${cincoxx} · 4xx sin {Message} en español: ${sinEspanol} · ${fallos.length === 0 ? 'sin fallos' : `${fallos.length} fallos (tmp/fuzz-fallos.json)`}`);
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
