#!/usr/bin/env node
// Per reservation create (POST /api/ReservasB), and per edit of one (the calendar's edge drag, 2
// nights made 3 and back): the statements, round trips and transactions the API sends to the
// database, and the CPU it takes in the API process and in its PostgreSQL backends.
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/test node tools/bench/sentencias-por-reserva.js
// Without DATABASE_URL it measures on embedded PGlite (no backend CPU there: it runs in the API).
//
// The API runs in a child process (this same file with SENTENCIAS_API_HIJA set) whose pg client is
// wrapped: every `Client.query` is a statement (a simple query may carry several); a round trip is
// one write to the database socket (pipelined statements go in one); a transaction is a BEGIN, a
// group of statements under one Sync (TandaSincronizada), or a statement outside both. The parent only sends HTTP requests, so its
// own CPU is not in the figure. Options: BENCH_SEGUNDOS (16-client phase, default 5),
// BENCH_SECUENCIALES (1-client phase, default 200).
const { fork } = require('node:child_process');
const { readFileSync } = require('node:fs');
const { performance } = require('node:perf_hooks');

if (process.env.SENTENCIAS_API_HIJA) hija();
else padre().catch((e) => {
  console.error(e);
  process.exit(1);
});

/** The API process: counts what its pg clients send and answers the parent's marks. */
function hija() {
  const pg = require('pg');
  const net = require('node:net');
  const cuenta = { sentencias: 0, idasYVueltas: 0, transacciones: 0, porTexto: new Map() };
  const enTransaccion = new WeakSet();
  // A round trip is one write to the database's socket (pipelined statements share one) and the wait for its answers.
  const conectar = pg.Client.prototype.connect;
  pg.Client.prototype.connect = function connect(...args) {
    this.connection.stream.__baseDeDatos = true;
    return conectar.apply(this, args);
  };
  for (const metodo of ['_write', '_writev']) {
    const escribir = net.Socket.prototype[metodo];
    net.Socket.prototype[metodo] = function (...args) {
      if (this.__baseDeDatos) cuenta.idasYVueltas++;
      return escribir.apply(this, args);
    };
  }
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function query(config, ...resto) {
    const texto = String(typeof config === 'string' ? config : (config?.text ?? '')).trim();
    const partes = texto.split(';').map((s) => s.trim()).filter(Boolean);
    // Statements under one Sync (TandaSincronizada) are one implicit transaction.
    if (config?.unaTransaccion && !enTransaccion.has(this)) cuenta.transacciones++;
    for (const parte of partes) {
      cuenta.sentencias++;
      const clave = parte.replace(/\s+/g, ' ').slice(0, 90);
      cuenta.porTexto.set(clave, (cuenta.porTexto.get(clave) ?? 0) + 1);
      if (config?.unaTransaccion) continue;
      if (/^(begin|start transaction)\b/i.test(parte)) {
        enTransaccion.add(this);
        cuenta.transacciones++;
      } else if (/^(commit|rollback|end)\b/i.test(parte) && !/^rollback to\b/i.test(parte)) enTransaccion.delete(this);
      else if (!enTransaccion.has(this)) cuenta.transacciones++;
    }
    return original.call(this, config, ...resto);
  };
  const { iniciarApi } = require('./lib');
  const puertosLocales = () => {
    // The pooled connections' local ports name their backends in pg_stat_activity.
    const puertos = [];
    for (const h of process._getActiveHandles()) if (h?.constructor?.name === 'Socket' && h.remotePort && h.localPort) puertos.push(h.localPort);
    return puertos;
  };
  let cpu0;
  iniciarApi().then((api) => {
    process.send({ tipo: 'lista', url: api.url, base: api.database.kind, databaseUrl: api.database.url });
    process.on('message', async (m) => {
      if (m.tipo === 'inicio') {
        cuenta.sentencias = cuenta.idasYVueltas = cuenta.transacciones = 0;
        cuenta.porTexto.clear();
        cpu0 = process.cpuUsage();
        process.send({ tipo: 'iniciado', puertos: puertosLocales() });
      } else if (m.tipo === 'fin') {
        const cpu = process.cpuUsage(cpu0);
        const { porTexto, ...resto } = cuenta;
        process.send({ tipo: 'fin', ...resto, cpuMs: (cpu.user + cpu.system) / 1000, puertos: puertosLocales(), porTexto: [...porTexto].sort((a, b) => b[1] - a[1]) });
      } else if (m.tipo === 'cerrar') {
        await api.close();
        process.exit(0);
      }
    });
  });
}

function esperar(hijo, tipo) {
  return new Promise((resolve) => {
    const oyente = (m) => {
      if (m.tipo !== tipo) return;
      hijo.off('message', oyente);
      resolve(m);
    };
    hijo.on('message', oyente);
  });
}

/** CPU (ms) of the PostgreSQL backends serving these client ports, by pid (/proc: same machine only). */
async function cpuBackends(pool, puertos) {
  if (puertos.length === 0) return new Map();
  const { rows } = await pool.query('select pid from pg_stat_activity where client_port = any($1::int[]) and client_addr is not null', [puertos]);
  const ticks = 100; // USER_HZ
  const cpu = new Map();
  for (const { pid } of rows) {
    try {
      const campos = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      cpu.set(pid, ((Number(campos[11]) + Number(campos[12])) * 1000) / ticks);
    } catch {
      // Not on this machine, or gone.
    }
  }
  return cpu;
}

async function padre() {
  const { hotelDePrueba, reservasLibres } = require('./lib');
  const hijo = fork(__filename, [], { env: { ...process.env, SENTENCIAS_API_HIJA: '1' }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const lista = await esperar(hijo, 'lista');
  const pg = lista.base === 'postgresql' ? require('pg') : null;
  const pool = pg ? new pg.Pool({ connectionString: lista.databaseUrl, max: 1 }) : null;
  try {
    const h = await hotelDePrueba(lista.url, 80);
    const estadias = reservasLibres(h, '2029-01-01');
    const crear = async (k, i) => {
      const r = await h.api('POST', '/api/ReservasB', estadias.reserva(k, i));
      if (r.status !== 200) throw new Error(`POST /api/ReservasB ${r.status}: ${JSON.stringify(r.body)}`);
    };
    // Warm-up: caches, prepared statements, pooled connections.
    await Promise.all(Array.from({ length: 16 }, (_, k) => crear(k, 0)));
    estadias.siguienteCarga();

    const fase = async (nombre, clientes, trabajo) => {
      hijo.send({ tipo: 'inicio' });
      const { puertos: antes } = await esperar(hijo, 'iniciado');
      const pg0 = pool ? await cpuBackends(pool, antes) : new Map();
      const t = performance.now();
      const n = await trabajo();
      const segundos = (performance.now() - t) / 1000;
      hijo.send({ tipo: 'fin' });
      const fin = await esperar(hijo, 'fin');
      const pg1 = pool ? await cpuBackends(pool, fin.puertos) : new Map();
      const cpuPg = [...pg1].reduce((s, [pid, ms]) => s + ms - (pg0.get(pid) ?? 0), 0);
      estadias.siguienteCarga();
      return { nombre, clientes, n, porSegundo: n / segundos, ...fin, cpuPgMs: pool ? cpuPg : null };
    };

    const secuenciales = Number(process.env.BENCH_SECUENCIALES ?? 200);
    const uno = await fase('1 cliente', 1, async () => {
      for (let i = 0; i < secuenciales; i++) await crear(0, i);
      return secuenciales;
    });
    const segundos = Number(process.env.BENCH_SEGUNDOS ?? 5);
    const dieciseis = await fase('16 clientes', 16, async () => {
      const fin = performance.now() + segundos * 1000;
      const hechas = await Promise.all(
        Array.from({ length: 16 }, async (_, k) => {
          let i = 0;
          for (; performance.now() < fin; i++) await crear(k, i);
          return i;
        }),
      );
      return hechas.reduce((s, x) => s + x, 0);
    });

    const editada = (await h.api('POST', '/api/ReservasB', estadias.reserva(0, 0))).body;
    const celda = `/api/Calendario/SetExpandirReservaRecurso/${editada.Id}-${editada.Habitaciones[0].Id}`;
    const editar = async (i) => {
      const linea = editada.Habitaciones[0];
      const fin = new Date(Date.parse(`${linea.CheckIn}T00:00:00Z`) + (i % 2 === 0 ? 3 : 2) * 86_400_000).toISOString().slice(0, 10);
      const r = await h.api('PUT', celda, { start_date: linea.CheckIn, end_date: fin, room: linea.HabitacionId });
      if (r.status !== 200 || r.body?.resultado !== true) throw new Error(`PUT ${celda} ${r.status}: ${JSON.stringify(r.body)}`);
    };
    const ediciones = await fase('ediciones', 1, async () => {
      for (let i = 0; i < secuenciales; i++) await editar(i);
      return secuenciales;
    });

    console.log(`base de datos: ${lista.base}`);
    console.log('fase         reservas/s  sentencias  idas y vueltas  transacciones  CPU API ms  CPU PostgreSQL ms   (por reserva)');
    for (const f of [uno, dieciseis, ediciones]) {
      const por = (x) => (x / f.n).toFixed(2).padStart(10);
      console.log(
        `${f.nombre.padEnd(12)} ${f.porSegundo.toFixed(1).padStart(10)}  ${por(f.sentencias)}  ${por(f.idasYVueltas).padStart(14)}  ${por(f.transacciones).padStart(13)}  ${por(f.cpuMs)}  ${f.cpuPgMs === null ? '         -' : por(f.cpuPgMs).padStart(17)}`,
      );
    }
    if (process.env.BENCH_DETALLE) {
      for (const f of [uno, dieciseis, ediciones]) {
        console.log(`\nsentencias de la fase de ${f.nombre}, por reserva:`);
        for (const [texto, veces] of f.porTexto) console.log(`${(veces / f.n).toFixed(3).padStart(6)}  ${texto}`);
      }
    }
  } finally {
    await pool?.end();
    hijo.send({ tipo: 'cerrar' });
  }
}
