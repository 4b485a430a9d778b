import { CABECERA_DATOS_AL, RETRASO_VISIBLE_LECTURA_MS, type TableroEstados } from '@recepcion/contracts';
import pg from 'pg';
import { enPostgres } from '../support/base-de-datos';
import { binariosPostgres, type ClusteresReplicados, iniciarClusteresReplicados } from '../support/clusteres-replicados';
import { hotelPorHttp } from '../support/hotel-por-http';
import { ProcesoApi } from '../support/proceso-api';

// An API on a primary and a streaming-replication hot standby (DATABASE_URL_LECTURA), both made
// here in a temporary folder: the dashboard, the reports and the activity log read the standby
// and say how old its data is when it falls behind; the calendar and the reservation screens
// read the primary, so reception sees its own writes at once. Runs where PostgreSQL is (the run's
// DATABASE_URL) and its server binaries are installed.
const describeEspera = enPostgres && binariosPostgres() ? describe : describe.skip;

const esperar = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Respuesta {
  status: number;
  body: Record<string, unknown> & { Message?: string };
  datosAl: string | null;
}

function navegador(url: string) {
  let cookie = '';
  return async (metodo: string, ruta: string, cuerpo?: unknown): Promise<Respuesta> => {
    const r = await fetch(url + ruta, {
      method: metodo,
      headers: { 'x-requested-with': 'Recepcion', ...(cookie ? { cookie } : {}), ...(cuerpo === undefined ? {} : { 'content-type': 'application/json' }) },
      body: cuerpo === undefined ? undefined : JSON.stringify(cuerpo),
    });
    const sid = r.headers.getSetCookie().find((c) => c.startsWith('sid='));
    if (sid) cookie = sid.split(';')[0];
    const texto = await r.text();
    return { status: r.status, body: texto ? JSON.parse(texto) : {}, datosAl: r.headers.get(CABECERA_DATOS_AL) };
  };
}

/** Asks until `cumple` holds or `ms` pass; answers the last answer. */
async function hasta<T>(leer: () => Promise<T>, cumple: (v: T) => boolean, ms = 15_000): Promise<T> {
  const limite = Date.now() + ms;
  for (;;) {
    const valor = await leer();
    if (cumple(valor) || Date.now() > limite) return valor;
    await esperar(100);
  }
}

describeEspera('reads on a streaming-replication standby (DATABASE_URL_LECTURA; needs PostgreSQL and its server binaries)', () => {
  let clusteres: ClusteresReplicados;
  let api: ProcesoApi;
  let espera: pg.Client;
  let llamar: ReturnType<typeof navegador>;
  let hotel: { habitaciones: number[]; clienteId: number; impuestoId: number };
  const DIA = '2034-01-10';

  const crear = (habitacionId: number) =>
    llamar('POST', '/api/ReservasB', {
      CheckIn: DIA,
      CheckOut: '2034-01-12',
      ClienteId: hotel.clienteId,
      FormaPagoId: 1,
      MonedaId: 'CLP',
      TipoImpuestoId: hotel.impuestoId,
      Habitaciones: [{ HabitacionId: habitacionId, CheckIn: DIA, CheckOut: '2034-01-12', CantidadPasajero: 2, AlojamientoPrecioUnitario: 45000 }],
    });
  const tablero = () => llamar('GET', `/api/Informes/InfEstados/${DIA}`);
  const llegadas = (r: Respuesta) => (r.body as unknown as TableroEstados).llegadas;

  beforeAll(async () => {
    clusteres = await iniciarClusteresReplicados('recepcion');
    api = await ProcesoApi.iniciar({ DATABASE_URL: clusteres.primaria, DATABASE_URL_LECTURA: clusteres.espera, REDIS_URL: '', RATE_LIMIT_MULTIPLIER: '100' });
    espera = new pg.Client({ connectionString: clusteres.espera });
    await espera.connect();
    llamar = navegador(api.url);
    hotel = await hotelPorHttp(llamar, 'En Espera', 3, 'espera123');
  }, 60_000);

  afterAll(async () => {
    await espera?.query('select pg_wal_replay_resume()').catch(() => undefined);
    await espera?.end();
    await api?.detener();
    await clusteres?.detener();
  });

  it('the dashboard shows a new reservation once the standby has it, with no «datos al» while it keeps up', async () => {
    const creada = await crear(hotel.habitaciones[0]);
    expect(creada.status).toBe(200);
    const leido = await hasta(tablero, (r) => llegadas(r) === 1);
    expect([leido.status, llegadas(leido), leido.datosAl]).toEqual([200, 1, null]);
  });

  it('the OpenAPI document describes the header on the reads the standby serves, and only there', async () => {
    const doc = (await llamar('GET', '/api/docs-json')).body as { paths: Record<string, Record<string, { responses: Record<string, { headers?: Record<string, unknown> }> }>> };
    const cabeceras = (ruta: string) => Object.keys(doc.paths[ruta].get.responses['200'].headers ?? {});
    expect(cabeceras('/api/Informes/InfEstados/{fecha}')).toEqual([CABECERA_DATOS_AL]);
    expect(cabeceras('/api/Actividad')).toEqual([CABECERA_DATOS_AL]);
    expect(cabeceras('/api/Calendario/{fecha}')).toEqual([]);
  });

  it('replay paused: the calendar and the reservation read their own writes from the primary; the dashboard, a report and the activity log say how old their data is', async () => {
    const antes = new Date();
    await espera.query('select pg_wal_replay_pause()');
    await hasta(
      async () => (await espera.query<{ estado: string }>('select pg_get_wal_replay_pause_state() as estado')).rows[0].estado,
      (e) => e === 'paused',
    );

    // A new reservation and a move of it, read back at once from the primary.
    const nueva = await crear(hotel.habitaciones[1]);
    expect(nueva.status).toBe(200);
    const id = nueva.body.Id as number;
    const movida = await llamar('PUT', `/api/Calendario/SetTrasladoReserva/${id}-1`, { start_date: DIA, end_date: '2034-01-12', room: hotel.habitaciones[2] });
    expect(movida.body).toMatchObject({ resultado: true });
    const calendario = await llamar('GET', `/api/Calendario/2034-01-08?dias=7`);
    expect((calendario.body.data as { reserva_id: number; room: number }[]).find((c) => c.reserva_id === id)?.room).toBe(hotel.habitaciones[2]);
    expect(calendario.datosAl).toBeNull();
    const reserva = await llamar('GET', `/api/ReservasB/${id}`);
    expect((reserva.body.Habitaciones as { HabitacionId: number }[])[0].HabitacionId).toBe(hotel.habitaciones[2]);

    // The standby stopped at the moment before the pause: once that is further back than the
    // threshold, the standby's reads carry it.
    await esperar(RETRASO_VISIBLE_LECTURA_MS + 500);
    const viejo = await tablero();
    expect(viejo.status).toBe(200);
    expect(llegadas(viejo)).toBe(1);
    expect(viejo.datosAl).not.toBeNull();
    const al = Date.parse(viejo.datosAl ?? '');
    expect(al).toBeLessThanOrEqual(antes.getTime() + 1000);
    expect(Date.now() - al).toBeGreaterThan(RETRASO_VISIBLE_LECTURA_MS);
    const informe = await llamar('GET', `/api/Informes/InfActividadReservas/${DIA}/${DIA}/0`);
    expect([informe.status, informe.datosAl]).toEqual([200, viejo.datosAl]);
    const actividad = await llamar('GET', '/api/Actividad');
    expect([actividad.status, actividad.datosAl]).toEqual([200, viejo.datosAl]);

    // Replay resumed: the standby catches up, and the notice goes.
    await espera.query('select pg_wal_replay_resume()');
    const alDia = await hasta(tablero, (r) => llegadas(r) === 2 && r.datosAl === null);
    expect([llegadas(alDia), alDia.datosAl]).toEqual([2, null]);
  }, 40_000);
});
