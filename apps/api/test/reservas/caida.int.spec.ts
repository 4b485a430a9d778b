import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import pg from 'pg';
import { enPostgres } from '../support/base-de-datos';

// The API process dies (SIGKILL: no shutdown hook runs) in the middle of a load of creates, is
// started again on the same database, and nothing acknowledged is lost or changed, and retrying
// any create with its Idempotency-Key, answered or not, makes no second reservation. Three such
// cycles. PostgreSQL only: the embedded PGlite serves one process at a time, and here the API runs
// in processes of its own next to the test's own connection.
const describeEnPostgres = enPostgres ? describe : describe.skip;

const RAIZ = path.resolve(__dirname, '../../../..');
const MAIN = path.join(RAIZ, 'apps/api/dist/main.js');
const CICLOS = 3;
const CLIENTES = 8;
const HABITACIONES = 10;
/** Acknowledged creates in a cycle before the kill, and then a little more so some are in flight. */
const ACUSES_ANTES_DE_MATAR = 40;
const DESDE = '2029-01-01';

const dia = (n: number) => new Date(Date.parse(`${DESDE}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const esperar = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function puertoLibre(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The built API (`node apps/api/dist/main.js`) as its own process, on `puerto` and the run's database. */
class ProcesoApi {
  private hijo?: ChildProcess;
  private salida: string[] = [];

  constructor(private readonly puerto: number) {}

  get url() {
    return `http://127.0.0.1:${this.puerto}`;
  }

  async iniciar(): Promise<void> {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(this.puerto),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MULTIPLIER: '100',
      RATE_LIMIT_NAMESPACE: `caida-${randomUUID()}-`,
    };
    const hijo = spawn(process.execPath, [MAIN], { cwd: RAIZ, env, stdio: ['ignore', 'pipe', 'pipe'] });
    this.hijo = hijo;
    const guardar = (parte: Buffer) => {
      this.salida.push(parte.toString());
      if (this.salida.length > 100) this.salida.shift();
    };
    hijo.stdout?.on('data', guardar);
    hijo.stderr?.on('data', guardar);
    const hasta = Date.now() + 30_000;
    while (Date.now() < hasta) {
      if (hijo.exitCode !== null) throw new Error(`La API terminó con código ${hijo.exitCode} antes de responder:\n${this.salida.join('')}`);
      try {
        if ((await fetch(`${this.url}/api/health`, { signal: AbortSignal.timeout(2000) })).status === 200) return;
      } catch {
        // not listening yet
      }
      await esperar(100);
    }
    throw new Error(`GET /api/health no respondió 200 en 30 s:\n${this.salida.join('')}`);
  }

  /** SIGKILL, as a power cut or the OOM killer would: no shutdown hook, no draining. */
  async matar(): Promise<void> {
    const hijo = this.hijo;
    if (!hijo || hijo.exitCode !== null || hijo.signalCode !== null) return;
    const salio = new Promise<void>((resolve) => hijo.once('exit', () => resolve()));
    hijo.kill('SIGKILL');
    await salio;
  }

  /** A clean stop (SIGTERM), for the end of the test. */
  async detener(): Promise<void> {
    const hijo = this.hijo;
    if (!hijo || hijo.exitCode !== null || hijo.signalCode !== null) return;
    const salio = new Promise<void>((resolve) => hijo.once('exit', () => resolve()));
    hijo.kill('SIGTERM');
    const plazo = setTimeout(() => hijo.kill('SIGKILL'), 10_000);
    await salio;
    clearTimeout(plazo);
  }
}

interface Respuesta {
  status: number;
  /** The parsed answer ({} when empty). */
  body: Record<string, unknown>;
}

/** A browser-like client: the session cookie and the application header (`cookie` is shared by the load). */
function clienteHttp(url: () => string) {
  let cookie = '';
  return async (metodo: string, ruta: string, cuerpo?: unknown, cabeceras: Record<string, string> = {}): Promise<Respuesta> => {
    const respuesta = await fetch(url() + ruta, {
      method: metodo,
      headers: { ...(cuerpo === undefined ? {} : { 'content-type': 'application/json' }), 'x-requested-with': 'Recepcion', cookie, ...cabeceras },
      body: cuerpo === undefined ? undefined : JSON.stringify(cuerpo),
      signal: AbortSignal.timeout(20_000),
    });
    const sid = respuesta.headers.getSetCookie().find((c) => c.startsWith('sid='));
    if (sid) cookie = sid.split(';')[0];
    const texto = await respuesta.text();
    return { status: respuesta.status, body: texto ? JSON.parse(texto) : {} };
  };
}

interface Intento {
  clave: string;
  cuerpo: Record<string, unknown>;
  /** The answer, when one came back: a 200's body is an acknowledged create. */
  respuesta?: Respuesta;
  /** Why no answer came (the process died with the request in flight). */
  error?: string;
}

describeEnPostgres('the API killed in the middle of a load of creates, then started again (PostgreSQL only: the embedded PGlite serves one process at a time)', () => {
  let api: ProcesoApi;
  let db: pg.Client;

  beforeAll(async () => {
    if (!existsSync(MAIN)) throw new Error(`La API no está compilada (falta ${MAIN}): ejecute \`npx nx run-many -t build\` (npm test compila antes de las pruebas).`);
    api = new ProcesoApi(await puertoLibre());
    db = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
  });
  afterAll(async () => {
    await api?.detener();
    await db?.end();
  });

  it(`${CICLOS} SIGKILLs under ${CLIENTES} clients: every acknowledged create is there unchanged, and retries with the same Idempotency-Key duplicate nothing`, async () => {
    await api.iniciar();
    const llamar = clienteHttp(() => api.url);
    const email = `caida-${randomUUID()}@hotel.test`;
    const registro = await llamar('POST', '/api/Cuenta/Register', { nombre: 'Caída', email, password: 'caida1234', nombreHotel: 'Hotel Caída', paisId: 35 });
    expect(registro.status).toBe(200);
    const hotelId = registro.body.hotel_id as number;
    expect((await llamar('POST', '/api/Cuenta/Configurar', { hotelId, impuestoNombre: 'IVA (19)', impuestoPorcentaje: 19, monedaId: 'CLP', habitaciones: HABITACIONES })).status).toBe(200);
    const habitaciones = ((await llamar('GET', '/api/Habitaciones')).body as unknown as { Id: number }[]).map((h) => h.Id);
    const clienteId = (await llamar('POST', '/api/Clientes', { Nombre: 'Cliente Caída', GiroId: 1, PaisId: 55 })).body.Id as number;
    const impuestoId = ((await llamar('GET', '/api/TipoImpuestos')).body as unknown as { Id: number }[])[0].Id;

    // Attempt k books room k mod HABITACIONES for one night of its own: no two attempts contest a
    // room, so each one either was created once or never, and a retry can only find it or make it.
    const intentos: Intento[] = [];
    const nuevoIntento = (): Intento => {
      const k = intentos.length;
      const [desde, hasta] = [dia(Math.floor(k / HABITACIONES)), dia(Math.floor(k / HABITACIONES) + 1)];
      const cuerpo = {
        CheckIn: desde,
        CheckOut: hasta,
        ClienteId: clienteId,
        FormaPagoId: 1,
        MonedaId: 'CLP',
        TipoImpuestoId: impuestoId,
        NombreGrupo: `Intento ${k}`,
        Habitaciones: [{ HabitacionId: habitaciones[k % HABITACIONES], CheckIn: desde, CheckOut: hasta, CantidadPasajero: 2, AlojamientoPrecioUnitario: 45000 }],
      };
      const intento = { clave: randomUUID(), cuerpo };
      intentos.push(intento);
      return intento;
    };
    const crear = (intento: Intento) => llamar('POST', '/api/ReservasB', intento.cuerpo, { 'idempotency-key': intento.clave });

    const porCiclo: string[] = [];
    for (let ciclo = 1; ciclo <= CICLOS; ciclo++) {
      if (ciclo > 1) await api.iniciar();
      let cargando = true;
      let acusesDelCiclo = 0;
      const cliente = async () => {
        while (cargando) {
          const intento = nuevoIntento();
          try {
            intento.respuesta = await crear(intento);
            if (intento.respuesta.status === 200) acusesDelCiclo += 1;
          } catch (error) {
            intento.error = String((error as Error).cause ?? error);
          }
        }
      };
      const antes = intentos.length;
      const carga = Array.from({ length: CLIENTES }, () => cliente());
      const hasta = Date.now() + 20_000;
      while (acusesDelCiclo < ACUSES_ANTES_DE_MATAR && Date.now() < hasta) await esperar(10);
      // Kill while every client has a create in flight (none starts another after this).
      cargando = false;
      await api.matar();
      await Promise.all(carga);
      const deEste = intentos.slice(antes);
      porCiclo.push(`ciclo ${ciclo}: ${deEste.length} intentos, ${deEste.filter((i) => i.respuesta?.status === 200).length} acusados, ${deEste.filter((i) => !i.respuesta).length} sin respuesta`);
    }
    await api.iniciar();

    const acusados = intentos.flatMap((i) => (i.respuesta?.status === 200 ? [{ ...i, acuse: i.respuesta.body }] : []));
    const sinRespuesta = intentos.filter((i) => !i.respuesta);
    // Any other answer before the kill would be a bug: each attempt books free nights.
    const otras = intentos.flatMap((i) => (i.respuesta && i.respuesta.status !== 200 ? [`${i.respuesta.status} ${JSON.stringify(i.respuesta.body)}`] : []));
    expect(otras).toEqual([]);
    expect(acusados.length).toBeGreaterThanOrEqual(CICLOS * ACUSES_ANTES_DE_MATAR);

    // 1. Every acknowledged create is there, as it was acknowledged (the read model stores the answer itself).
    const cambiadas: string[] = [];
    for (const intento of acusados) {
      const leida = await llamar('GET', `/api/ReservasB/${intento.acuse.Id}`);
      if (leida.status !== 200 || !isDeepStrictEqual(leida.body, intento.acuse)) cambiadas.push(`${intento.acuse.Id}: ${leida.status} ${JSON.stringify(leida.body)}`);
    }

    // Creates whose answer was lost with the process, although they committed before it died.
    const claves = intentos.map((i) => `reservas:${hotelId}:${i.clave}`);
    const procesadas = new Set(
      (await db.query<{ command_id: string }>('select command_id from event_store.processed_commands where command_id = any($1::text[])', [claves])).rows.map((r) => r.command_id),
    );
    const confirmadasSinAcuse = sinRespuesta.filter((i) => procesadas.has(`reservas:${hotelId}:${i.clave}`)).length;
    const antesDeReintentar = await contarReservas(db, hotelId);

    // 2. Retry every attempt with its own key: an acknowledged one answers the same reservation, an
    // unanswered one is created now or found, and no attempt ever makes two.
    const distintas: string[] = [];
    for (const intento of intentos) {
      const otra = await crear(intento);
      if (otra.status !== 200) distintas.push(`${intento.clave}: ${otra.status} ${JSON.stringify(otra.body)}`);
      else if (intento.respuesta?.status === 200 && !isDeepStrictEqual(otra.body, intento.respuesta.body)) distintas.push(`${intento.clave}: ${JSON.stringify(otra.body)}`);
    }
    const despues = await contarReservas(db, hotelId);
    const duplicados = despues.reservas - intentos.length;

    console.log(
      `Caída (${CICLOS} SIGKILL, ${CLIENTES} clientes): ${intentos.length} intentos, ${acusados.length} acusados, ${acusados.length - cambiadas.length} encontrados sin cambios; ` +
        `${sinRespuesta.length} sin respuesta (${confirmadasSinAcuse} ya guardados); tras reintentar todo: ${despues.reservas} reservas, duplicados: ${duplicados}. ${porCiclo.join('; ')}`,
    );

    expect(cambiadas).toEqual([]);
    expect(distintas).toEqual([]);
    expect(antesDeReintentar.reservas).toBe(acusados.length + confirmadasSinAcuse);
    expect(despues).toEqual({ reservas: intentos.length, streams: intentos.length });
  }, 90_000);
});

/** The hotel's reservations in the read model and their event streams (one per reservation). */
async function contarReservas(db: pg.Client, hotelId: number): Promise<{ reservas: number; streams: number }> {
  const { rows } = await db.query<{ reservas: number; streams: number }>(
    `select (select count(*) from reserva where hotel_id = $1)::int as reservas,
            (select count(distinct e.stream_id) from event_store.events e
              where e.stream_id like 'reserva-%' and e.type = 'ReservaCreada' and (e.data->>'hotelId')::int = $1)::int as streams`,
    [hotelId],
  );
  return rows[0];
}
