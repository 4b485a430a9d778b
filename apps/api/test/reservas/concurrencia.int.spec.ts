import { registrarHotelConfigurado } from '@recepcion/testing';
import { enPostgres } from '../support/base-de-datos';
import { startTestApi, type TestApi } from '../support/test-api';

// Races prove something only on PostgreSQL (CI sets DATABASE_URL), where the requests really run at
// once. PGlite runs one transaction at a time, so there they would only repeat the serial cases of
// reservas.e2e.spec.ts (an occupied room, a stale Version): skipped on the embedded default.
const describeEnPostgres = enPostgres ? describe : describe.skip;
let api: TestApi;

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

describeEnPostgres('concurrency on PostgreSQL', () => {
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('50 concurrent creates for the same room and nights: exactly one succeeds, 49 get "Habitación no disponible"', async () => {
    const { hotel, reserva } = await hotelConReserva();
    const respuestas = await Promise.all(Array.from({ length: 50 }, () => hotel.cliente.post('/api/ReservasB').send(reserva())));
    const exitos = respuestas.filter((r) => r.status === 200);
    const rechazos = respuestas.filter((r) => r.status === 400 && r.body.Message === 'Habitación no disponible');
    expect(exitos).toHaveLength(1);
    expect(rechazos).toHaveLength(49);
    const listado = (await hotel.cliente.post('/api/ReservasB/ListadoReservas').send({ Desde: '2027-01-31', Hasta: '2027-02-28' })).body;
    expect(listado).toHaveLength(1);
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

  it('two-room creates naming the rooms in opposite orders never deadlock into a 500: one wins, the other is told the room is taken', async () => {
    const hotel = await registrarHotelConfigurado(api.server, 2);
    const [h1, h2] = (await hotel.cliente.get('/api/Habitaciones')).body;
    const cliente = (await hotel.cliente.post('/api/Clientes').send({ Nombre: 'Cruce', GiroId: 1, PaisId: 55 })).body;
    const [impuesto] = (await hotel.cliente.get('/api/TipoImpuestos')).body;
    const linea = (habitacionId: number, desde: string, hasta: string) => ({ HabitacionId: habitacionId, CheckIn: desde, CheckOut: hasta, CantidadPasajero: 1, AlojamientoPrecioUnitario: 30000 });
    const crear = (desde: string, hasta: string, orden: number[]) =>
      hotel.cliente.post('/api/ReservasB').send({
        CheckIn: desde,
        CheckOut: hasta,
        ClienteId: cliente.Id,
        FormaPagoId: 1,
        MonedaId: 'CLP',
        TipoImpuestoId: impuesto.Id,
        Habitaciones: orden.map((h) => linea(h, desde, hasta)),
      });
    const estados: number[] = [];
    for (let dia = 1; dia <= 6; dia++) {
      const desde = `2027-05-${String(dia).padStart(2, '0')}`;
      const hasta = `2027-05-${String(dia + 1).padStart(2, '0')}`;
      const respuestas = await Promise.all([crear(desde, hasta, [h1.Id, h2.Id]), crear(desde, hasta, [h2.Id, h1.Id]), crear(desde, hasta, [h1.Id, h2.Id]), crear(desde, hasta, [h2.Id, h1.Id])]);
      estados.push(...respuestas.map((r) => r.status));
      // Sorted answers, so that a failure shows every status and message at once.
      const resultado = respuestas.map((r) => (r.status === 200 ? 'creada' : `${r.status} ${r.body.Message}`)).sort();
      expect(resultado).toEqual(['400 Habitación no disponible', '400 Habitación no disponible', '400 Habitación no disponible', 'creada']);
    }
    expect(estados.filter((e) => e >= 500)).toEqual([]);
  });

  it('two stays swapping rooms at once never deadlock into a 500: each is told the other room is taken', async () => {
    const hotel = await registrarHotelConfigurado(api.server, 2);
    const [h1, h2] = (await hotel.cliente.get('/api/Habitaciones')).body;
    const cliente = (await hotel.cliente.post('/api/Clientes').send({ Nombre: 'Intercambio', GiroId: 1, PaisId: 55 })).body;
    const [impuesto] = (await hotel.cliente.get('/api/TipoImpuestos')).body;
    const crear = (habitacionId: number, desde: string, hasta: string) =>
      hotel.cliente
        .post('/api/ReservasB')
        .send({ CheckIn: desde, CheckOut: hasta, ClienteId: cliente.Id, FormaPagoId: 1, MonedaId: 'CLP', TipoImpuestoId: impuesto.Id, Habitaciones: [{ HabitacionId: habitacionId, CheckIn: desde, CheckOut: hasta, CantidadPasajero: 1, AlojamientoPrecioUnitario: 30000 }] })
        .expect(200);
    const estados: number[] = [];
    for (let dia = 1; dia <= 6; dia++) {
      const desde = `2027-06-${String(dia).padStart(2, '0')}`;
      const hasta = `2027-06-${String(dia + 1).padStart(2, '0')}`;
      const [a, b] = [(await crear(h1.Id, desde, hasta)).body, (await crear(h2.Id, desde, hasta)).body];
      const respuestas = await Promise.all([
        hotel.cliente.put(`/api/Calendario/SetTrasladoReserva/${a.Id}-1`).send({ start_date: desde, end_date: hasta, room: h2.Id }),
        hotel.cliente.put(`/api/Calendario/SetTrasladoReserva/${b.Id}-1`).send({ start_date: desde, end_date: hasta, room: h1.Id }),
      ]);
      estados.push(...respuestas.map((r) => r.status));
      for (const r of respuestas) expect(r.body).toEqual({ resultado: false, Message: 'Habitación no disponible' });
    }
    expect(estados.filter((e) => e >= 500)).toEqual([]);
  });
});
