import pg from 'pg';
import { ReconstruirReservas } from '@recepcion/reservas-module';
import { comoSistema } from '@recepcion/platform';
import { registrarHotelConfigurado } from '@recepcion/testing';
import { startTestApi, type TestApi } from '../support/test-api';

let api: TestApi;
let db: pg.Client;

beforeAll(async () => {
  api = await startTestApi();
  db = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
});
afterAll(async () => {
  await db.end();
  await api.close();
});

const filas = async (hotelId: number) => ({
  reservas: (await db.query('select * from reserva where hotel_id = $1 order by id', [hotelId])).rows,
  ocupacion: (await db.query('select hotel_id, habitacion_id, estadia::text, origen, origen_id, linea_id from ocupacion where hotel_id = $1 order by origen_id, linea_id', [hotelId])).rows,
});

describe('tools/replay', () => {
  it('rebuilds from the events exactly the rows the inline projection wrote', async () => {
    const hotel = await registrarHotelConfigurado(api.server, 3);
    const c = hotel.cliente;
    const habitaciones = (await c.get('/api/Habitaciones')).body;
    const cliente = (await c.post('/api/Clientes').send({ Nombre: 'Replay', GiroId: 1, PaisId: 55 })).body;
    const [impuesto] = (await c.get('/api/TipoImpuestos')).body;
    const base = (h: number, desde: string, hasta: string) => ({
      CheckIn: desde,
      CheckOut: hasta,
      ClienteId: cliente.Id,
      FormaPagoId: 1,
      MonedaId: 'CLP',
      TipoImpuestoId: impuesto.Id,
      Habitaciones: [{ HabitacionId: habitaciones[h].Id, CheckIn: desde, CheckOut: hasta, CantidadPasajero: 2, AlojamientoPrecioUnitario: 45000 }],
    });
    const a = (await c.post('/api/ReservasB').send(base(0, '2027-03-01', '2027-03-05'))).body;
    const b = (await c.post('/api/ReservasB').send(base(1, '2027-03-02', '2027-03-04'))).body;
    const d = (await c.post('/api/ReservasB').send(base(2, '2027-03-10', '2027-03-12'))).body;
    await c.put(`/api/ReservasB/${a.Id}`).send({ ...base(0, '2027-03-01', '2027-03-06'), NombreGrupo: 'Congreso', Version: 1 }).expect(200);
    await c.get(`/api/calendario/CheckIn/${b.Id}`).expect(200);
    await c.put(`/api/calendario/AnularReserva/${d.Id}`).send({ texto: 'No vino' }).expect(200);

    const antes = await filas(hotel.hotelId);
    expect(antes.reservas).toHaveLength(3);
    expect(antes.ocupacion).toHaveLength(2); // the cancelled one frees its nights

    const n = await comoSistema(api.app, () => api.app.get(ReconstruirReservas, { strict: false }).reconstruir(hotel.hotelId));
    expect(n).toBe(3);
    expect(await filas(hotel.hotelId)).toEqual(antes);
  });
});
