import { detectKind } from '@recepcion/platform';
import { registrarHotelConfigurado } from '@recepcion/testing';
import { startTestApi, type TestApi } from '../support/test-api';

// The proof that matters runs on PostgreSQL (CI sets DATABASE_URL): there the requests really run
// at once. On PGlite they are serialised, and the same assertions hold.
let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

async function hotelConReserva() {
  const hotel = await registrarHotelConfigurado(api.server, 1);
  const [habitacion] = (await hotel.cliente.get('/api/Habitaciones')).body;
  const cliente = (await hotel.cliente.post('/api/Clientes').send({ Nombre: 'Carrera', GiroId: 1, PaisId: 55 })).body;
  const [impuesto] = (await hotel.cliente.get('/api/TipoImpuestos')).body;
  const reserva = (cambios: Record<string, unknown> = {}) => ({
    CheckIn: '2027-02-01',
    CheckOut: '2027-02-03',
    ClienteId: cliente.Id,
    FormaPagoId: 1,
    MonedaId: 'CLP',
    TipoImpuestoId: impuesto.Id,
    Habitaciones: [{ Id: 1, HabitacionId: habitacion.Id, CheckIn: '2027-02-01', CheckOut: '2027-02-03', CantidadPasajero: 1, AlojamientoPrecioUnitario: 30000 }],
    ...cambios,
  });
  return { hotel, reserva };
}

describe(`concurrency (database: ${process.env.DATABASE_URL?.includes('5432') ? 'PostgreSQL' : 'as configured'})`, () => {
  it('50 concurrent creates for the same room and nights: exactly one succeeds, 49 get "Habitación no disponible"', async () => {
    const { hotel, reserva } = await hotelConReserva();
    const respuestas = await Promise.all(Array.from({ length: 50 }, () => hotel.cliente.post('/api/ReservasB').send(reserva())));
    const exitos = respuestas.filter((r) => r.status === 200);
    const rechazos = respuestas.filter((r) => r.status === 400 && r.body.Message === 'Habitación no disponible');
    expect(exitos).toHaveLength(1);
    expect(rechazos).toHaveLength(49);
    const listado = (await hotel.cliente.post('/api/ReservasB/ListadoReservas').send({ Desde: '2027-01-31', Hasta: '2027-02-28' })).body;
    expect(listado).toHaveLength(1);
    expect(['pglite', 'postgresql']).toContain(await detectKind(process.env.DATABASE_URL as string));
  });

  it('concurrent edits of one reservation made on the same version: one succeeds, the others get 409', async () => {
    const { hotel, reserva } = await hotelConReserva();
    const creada = (await hotel.cliente.post('/api/ReservasB').send(reserva())).body;
    const respuestas = await Promise.all(
      Array.from({ length: 8 }, (_, i) => hotel.cliente.put(`/api/ReservasB/${creada.Id}`).send(reserva({ NombreGrupo: `Grupo ${i}`, Version: creada.Version }))),
    );
    expect(respuestas.filter((r) => r.status === 200)).toHaveLength(1);
    expect(respuestas.filter((r) => r.status === 409)).toHaveLength(7);
    const final = (await hotel.cliente.get(`/api/ReservasB/${creada.Id}`)).body;
    const historial = (await hotel.cliente.get(`/api/ReservasB/${creada.Id}/Historial`)).body;
    expect(historial.map((h: { Tipo: string }) => h.Tipo)).toEqual(['ReservaCreada', 'DatosGeneralesModificados']);
    expect(final.Version).toBe(2);
  });
});
