// A light HTTP load generator (node:http, keep-alive): a browser's session cookie, many requests at
// once for some seconds, latency percentiles. Lighter than fetch, so the client takes less of the
// machine's two cores away from the API it measures.
const http = require('node:http');
const net = require('node:net');
const { performance } = require('node:perf_hooks');
const { percentil } = require('./lib');

/** A signed-in browser on `base` with up to `conexiones` keep-alive connections. Bodies stay compressed. */
function navegadorRapido(base, { conexiones = 16, aceptaCodificacion = 'gzip, deflate, br' } = {}) {
  const url = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: conexiones });
  let cookie = '';
  const pedir = (metodo, ruta, cuerpo) =>
    new Promise((resolve, reject) => {
      const datos = cuerpo === undefined ? undefined : Buffer.from(JSON.stringify(cuerpo));
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          path: ruta,
          method: metodo,
          agent,
          headers: {
            'x-requested-with': 'Recepcion',
            'accept-encoding': aceptaCodificacion,
            ...(cookie ? { cookie } : {}),
            ...(datos ? { 'content-type': 'application/json', 'content-length': datos.length } : {}),
          },
        },
        (res) => {
          const sid = (res.headers['set-cookie'] ?? []).find((c) => c.startsWith('sid='));
          if (sid) cookie = sid.split(';')[0];
          const partes = [];
          res.on('data', (p) => partes.push(p));
          res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, cuerpo: Buffer.concat(partes) }));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(datos);
    });
  const json = async (metodo, ruta, cuerpo) => {
    const r = await pedir(metodo, ruta, cuerpo);
    return { status: r.status, body: r.cuerpo.length && !r.headers['content-encoding'] ? JSON.parse(r.cuerpo.toString()) : null };
  };
  return { pedir, json, cookie: () => cookie, cerrar: () => agent.destroy() };
}

/**
 * `clientes` loops calling `pedido(k, i)` (client k, its i-th request) for `segundos`; a request
 * answered with anything but 2xx counts as an error. Answers the rate and latency percentiles.
 */
async function cargar({ clientes, segundos, pedido }) {
  const tiempos = [];
  const errores = [];
  const inicio = performance.now();
  const fin = inicio + segundos * 1000;
  await Promise.all(
    Array.from({ length: clientes }, async (_, k) => {
      for (let i = 0; performance.now() < fin; i++) {
        const t = performance.now();
        try {
          const r = await pedido(k, i);
          if (r.status >= 200 && r.status < 300) tiempos.push(performance.now() - t);
          else errores.push(`${r.status} ${r.cuerpo?.toString().slice(0, 200) ?? ''}`);
        } catch (error) {
          errores.push(String(error));
        }
      }
    }),
  );
  const duracion = (performance.now() - inicio) / 1000;
  tiempos.sort((a, b) => a - b);
  return {
    n: tiempos.length,
    porSegundo: tiempos.length / duracion,
    p50: percentil(tiempos, 50),
    p95: percentil(tiempos, 95),
    p99: percentil(tiempos, 99),
    errores,
  };
}

/**
 * Keep-alive HTTP/1.1 over bare sockets, one per client and one request at a time on each, with
 * a signed-in browser's `cookie`: the request written as one string, the answer read by its
 * Content-Length. A node:http request costs the client some 0.15 ms of CPU, taken from the cores
 * the API and PostgreSQL share; this costs a fraction of it (pgbench's client is C).
 */
function conexionesCrudas(base, cookie) {
  const url = new URL(base);
  const conexiones = new Map();
  const abrir = () => {
    const estado = { socket: net.connect({ host: url.hostname, port: Number(url.port) }), pendiente: null, recibido: null };
    estado.socket.setNoDelay(true);
    const fallar = (error) => {
      const p = estado.pendiente;
      estado.pendiente = null;
      p?.reject(error);
    };
    estado.socket.on('error', fallar);
    estado.socket.on('close', () => fallar(new Error('la API cerró la conexión')));
    estado.socket.on('data', (parte) => {
      const datos = estado.recibido ? Buffer.concat([estado.recibido, parte]) : parte;
      const finCabecera = datos.indexOf('\r\n\r\n');
      if (finCabecera < 0) return void (estado.recibido = datos);
      const cabecera = datos.toString('latin1', 0, finCabecera);
      const largo = /\r\ncontent-length: *(\d+)/i.exec(cabecera);
      if (!largo) return fallar(new Error(`respuesta sin Content-Length:\n${cabecera}`));
      const fin = finCabecera + 4 + Number(largo[1]);
      if (datos.length < fin) return void (estado.recibido = datos);
      estado.recibido = null;
      const p = estado.pendiente;
      estado.pendiente = null;
      p?.resolve({ status: Number(cabecera.slice(9, 12)), cuerpo: datos.subarray(finCabecera + 4, fin) });
    });
    return estado;
  };
  const comunes = `Host: ${url.host}\r\nx-requested-with: Recepcion\r\naccept-encoding: gzip, deflate, br\r\ncookie: ${cookie}\r\ncontent-type: application/json\r\n`;
  return {
    /** Client `k`'s request: answers `{ status, cuerpo }`. */
    pedir(k, metodo, ruta, cuerpo) {
      const conexion = conexiones.get(k) ?? conexiones.set(k, abrir()).get(k);
      const json = JSON.stringify(cuerpo);
      return new Promise((resolve, reject) => {
        conexion.pendiente = { resolve, reject };
        conexion.socket.write(`${metodo} ${ruta} HTTP/1.1\r\n${comunes}content-length: ${Buffer.byteLength(json)}\r\n\r\n${json}`);
      });
    },
    cerrar: () => conexiones.forEach((c) => c.socket.destroy()),
  };
}

module.exports = { navegadorRapido, conexionesCrudas, cargar };
