import { type CierreDia, MENSAJES_CIERRE as M } from '@recepcion/contracts';
import { formatearFecha, sumarDias } from '@recepcion/domain';
import { hotelParaReservar } from '@recepcion/testing';
import { enPostgres } from '../support/base-de-datos';
import { startTestApi, type TestApi } from '../support/test-api';

// A close racing the front desk, on PostgreSQL only (PGlite runs one transaction at a time): every
// payment dated on the closing day either is in the snapshot or was refused, never committed and
// missing from it.
const describeEnPostgres = enPostgres ? describe : describe.skip;
let api: TestApi;

const hoy = new Date().toISOString().slice(0, 10);
const D = sumarDias(hoy, -2);

describeEnPostgres('the day’s close against concurrent payments (PostgreSQL)', () => {
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('24 payments dated D posted while D closes: each is in the snapshot or was refused with the Spanish 400', async () => {
    const hotel = await hotelParaReservar(api.server, 1);
    const c = hotel.cliente;
    const habitacion = hotel.habitaciones[0].Id;
    const reservas: Creada[] = [];
    for (let k = 0; k < 24; k++) {
      const desde = sumarDias(hoy, 10 + 2 * k);
      reservas.push((await c.post('/api/ReservasB').send(hotel.cuerpoReserva(0, desde, sumarDias(desde, 1))).expect(200)).body);
    }
    const pagar = (r: Creada, valor: number) =>
      c.put(`/api/ReservasB/${r.Id}`).send({ ...hotel.cuerpoReserva(0, reservas[0].CheckIn, reservas[0].CheckOut), ...pick(r), Ingresos: [{ Fecha: D, HabitacionId: habitacion, Concepto: 'Abono', Valor: valor, MonedaId: 'CLP', FormaPagoId: 1 }] });
    const pagos = reservas.map((r, k) => ({ r, valor: 1000 * (k + 1) }));
    // Payments leave every 4 ms; the close leaves among them.
    const despues = <T>(ms: number, hacer: () => Promise<T>) => new Promise<T>((ok, mal) => setTimeout(() => hacer().then(ok, mal), ms));
    const cierre = despues(30, () => c.post(`/api/CierreDia/${D}`));
    const [respuestaCierre, ...respuestas] = await Promise.all([cierre, ...pagos.map(({ r, valor }, k) => despues(4 * k, () => pagar(r, valor)))]);
    expect(respuestaCierre.status).toBe(200);
    const { Cifras } = respuestaCierre.body as CierreDia;

    const aceptados = pagos.filter((_, i) => respuestas[i].status === 200);
    const rechazados = respuestas.filter((r) => r.status !== 200);
    for (const r of rechazados) expect([r.status, r.body]).toEqual([400, { Message: M.fechaCerrada(formatearFecha(D)) }]);
    const total = aceptados.reduce((s, p) => s + p.valor, 0);
    expect(Cifras.Pagos).toEqual(aceptados.length > 0 ? [{ MonedaId: 'CLP', Total: total, Cantidad: aceptados.length }] : []);
    // What the reservations hold now is exactly what the snapshot counted.
    const guardados = await Promise.all(reservas.map(async (r) => (await c.get(`/api/ReservasB/${r.Id}`)).body.Ingresos.length));
    expect(guardados.reduce((s, n) => s + n, 0)).toBe(aceptados.length);
    expect(aceptados.length + rechazados.length).toBe(24);
    if (process.env.CIERRE_DEBUG) process.stdout.write(`aceptados ${aceptados.length} rechazados ${rechazados.length}\n`);
  });
});

interface Creada {
  Id: number;
  CheckIn: string;
  CheckOut: string;
  Version: number;
  Habitaciones: { Id: number; HabitacionId: number; CantidadPasajero: number; AlojamientoPrecioUnitario: number }[];
}

/** The stay of a created reservation, as its full edit sends it back. */
function pick(r: Creada) {
  return {
    CheckIn: r.CheckIn,
    CheckOut: r.CheckOut,
    Version: r.Version,
    Habitaciones: r.Habitaciones.map((l) => ({ Id: l.Id, HabitacionId: l.HabitacionId, CheckIn: r.CheckIn, CheckOut: r.CheckOut, CantidadPasajero: l.CantidadPasajero, AlojamientoPrecioUnitario: l.AlojamientoPrecioUnitario })),
  };
}
