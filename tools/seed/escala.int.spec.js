// The scale seed at a tiny size (2 hotels, one month) shows, through the API, the stays it says it
// wrote: the reservation list counts them, the calendar month draws each one in its room and days,
// and the daily statistics count the rooms they fill each night. The seed and the API run as
// processes of their own, on the built product (npm test builds first), on a scratch database.
// PostgreSQL only: the seed copies events beside a running API and replays on parallel connections.
const { execFile } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { promisify } = require('node:util');
const pg = require('pg');
const { cliente, dia, root } = require('../bench/lib');
const { iniciarProcesoApi } = require('../bench/proceso-api');
const { PASSWORD } = require('./escala/hoteles');

const enPostgres = Boolean(process.env.DATABASE_URL) && !process.env.RECEPCION_DB_EMBEBIDA;
const describeEnPostgres = enPostgres ? describe : describe.skip;
const INICIO = '2025-01-01';
const DIAS = 31;

describeEnPostgres('la semilla de escala, pequeña (PostgreSQL)', () => {
  const base = `escala_prueba_${process.pid}`;
  let hoteles;
  let api;

  beforeAll(async () => {
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${base}`;
    const archivo = path.join(os.tmpdir(), `${base}.json`);
    await promisify(execFile)(process.execPath, ['tools/seed/escala.js', '--hoteles', '2', '--dias', String(DIAS), '--estadias', archivo], {
      cwd: root,
      env: { ...process.env, ESCALA_DATABASE_URL: url.toString(), LOG_LEVEL: 'silent' },
    });
    hoteles = JSON.parse(fs.readFileSync(archivo, 'utf8')).sort((a, b) => a.correo.localeCompare(b.correo));
    fs.rmSync(archivo);
    api = await iniciarProcesoApi({ DATABASE_URL: url.toString() });
  }, 60000);

  afterAll(async () => {
    await api?.detener();
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${base} with (force)`);
    await admin.end();
  });

  it('siembra los dos hoteles, la sonda con sus 80 habitaciones ocupadas casi sin huecos', () => {
    expect(hoteles).toHaveLength(2);
    expect(new Set(hoteles[0].estadias.map((e) => e[0])).size).toBe(80);
    expect(hoteles[0].reservas).toBeGreaterThan(hoteles[1].reservas);
  });

  it.each([0, 1])('el hotel %i muestra en el listado, el calendario y la estadística las estadías sembradas', async (k) => {
    const hotel = hoteles[k];
    const llamar = cliente(api.url);
    expect((await llamar('POST', '/api/Cuenta/Login', { email: hotel.correo, password: PASSWORD })).status).toBe(200);
    const vigentes = hotel.estadias.filter((e) => !e[3]);

    const listado = await llamar('POST', '/api/ReservasB/ListadoReservas/Paginado?pagina=1&tamano=50', { Desde: INICIO, Hasta: dia(INICIO, DIAS), ClienteId: null, Anulados: false });
    expect(listado.status).toBe(200);
    expect(listado.body.CantidadReservas).toBe(vigentes.length);

    const calendario = await llamar('GET', `/api/Calendario/${INICIO}?dias=${DIAS}`);
    expect(calendario.status).toBe(200);
    const celdas = calendario.body.data.map((c) => `${c.room} ${c.start_date.slice(0, 10)} ${c.end_date.slice(0, 10)}`).sort();
    expect(celdas).toEqual(vigentes.map(([habitacion, desde, hasta]) => `${habitacion} ${desde} ${hasta}`).sort());

    const estadistica = await llamar('GET', `/api/Informes/InfEstadisticaDiaria/${INICIO}/${dia(INICIO, DIAS - 1)}`);
    expect(estadistica.status).toBe(200);
    const ocupadas = (fecha) => vigentes.filter(([, desde, hasta]) => desde <= fecha && fecha < hasta).length;
    expect(estadistica.body.map((f) => f.Ocupacion)).toEqual(estadistica.body.map((f) => ocupadas(f.Fecha.slice(0, 10))));
  });
});
