import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import pg from 'pg';
import { enPostgres } from '../support/base-de-datos';
import { ProcesoApi } from '../support/proceso-api';

// The API process dies (SIGKILL: no shutdown hook runs) in the middle of a load of creates, is
// started again on the same database, and nothing acknowledged is lost or changed, and retrying
// any create with its Idempotency-Key, answered or not, makes no second reservation. Three such
// cycles. PostgreSQL only: the embedded PGlite serves one process at a time, and here the API runs
// in processes of its own next to the test's own connection.
const describeEnPostgres = enPostgres ? describe : describe.skip;

const CICLOS = 3;
const CLIENTES = 8;
const HABITACIONES = 10;
/** Acknowledged creates in a cycle before the kill, and then a little more so some are in flight. */
const ACUSES_ANTES_DE_MATAR = 40;
const DESDE = '2029-01-01';

const dia = (n: number) => new Date(Date.parse(`${DESDE}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const esperar = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
    api = await ProcesoApi.preparar({ RATE_LIMIT_MULTIPLIER: '100', RATE_LIMIT_NAMESPACE: `caida-${randomUUID()}-` });
    db = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
  });
  afterAll(async () => {
    await api?.detener();
    await db?.end();
  });

  it(`${CICLOS} SIGKILLs under ${CLIENTES} clients: every acknowledged create is there unchanged, and retries with the same Idempotency-Key duplicate nothing`, async () => {
    await api.arrancar();
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
      if (ciclo > 1) await api.arrancar();
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
    await api.arrancar();

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
