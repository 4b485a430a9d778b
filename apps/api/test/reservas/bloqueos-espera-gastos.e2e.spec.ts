import { MENSAJES_RESERVAS } from '@recepcion/contracts';
import { sumarDias } from '@recepcion/domain';
import { comprobarAislamiento, registrarHotel, registrarHotelConfigurado } from '@recepcion/testing';
import { conContrato } from '../support/contrato';
import { startTestApi, type TestApi } from '../support/test-api';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());
// Every answer of this file is checked against its documented schema (libs/contracts).
conContrato(() => api);

async function hotel() {
  const h = await registrarHotelConfigurado(api.server, 2);
  const habitaciones = (await h.cliente.get('/api/Habitaciones')).body;
  const cliente = (await h.cliente.post('/api/Clientes').send({ Nombre: 'Luis Soto', GiroId: 1, PaisId: 55 })).body;
  const [impuesto] = (await h.cliente.get('/api/TipoImpuestos')).body;
  return { h, c: h.cliente, habitaciones, cliente, impuesto };
}

describe('room blocks', () => {
  it('validate, occupy the room against reservations, and free it when deleted (DELETE /api/bloqueos/{id})', async () => {
    const { c, habitaciones, cliente, impuesto } = await hotel();
    const h = habitaciones[0];
    expect((await c.post('/api/Bloqueos').send({ Noches: 1, HabitacionId: h.Id })).body).toEqual({ Message: 'Seleccione una Fecha' });
    expect((await c.post('/api/Bloqueos').send({ Fecha: '2027-04-01', Noches: 0, HabitacionId: h.Id })).body).toEqual({ Message: 'Ingrese la cantidad de Noches' });
    expect((await c.post('/api/Bloqueos').send({ Fecha: '2027-04-01', Noches: 2 })).body).toEqual({ Message: 'Seleccione una Habitación' });
    const bloqueo = (await c.post('/api/Bloqueos').send({ Fecha: '2027-04-01', Noches: 2, HabitacionId: h.Id })).body;
    expect(bloqueo).toEqual({ Id: expect.any(Number), Fecha: '2027-04-01', Noches: 2, HabitacionId: h.Id, HabitacionNombre: h.Nombre, Canal: null });

    const reserva = {
      CheckIn: '2027-04-02',
      CheckOut: '2027-04-03',
      ClienteId: cliente.Id,
      FormaPagoId: 1,
      MonedaId: 'CLP',
      TipoImpuestoId: impuesto.Id,
      Habitaciones: [{ HabitacionId: h.Id, CheckIn: '2027-04-02', CheckOut: '2027-04-03', CantidadPasajero: 1, AlojamientoPrecioUnitario: 1 }],
    };
    expect((await c.post('/api/ReservasB').send(reserva)).body).toEqual({ Message: 'Habitación no disponible' });
    expect((await c.get(`/api/ReservasB/IsHabitacionDisponible/${h.Id}/2027-04-02/2027-04-03/0/0/0`)).body).toBe(false);
    // A block onto a booked room is refused too.
    await c.post('/api/ReservasB').send({ ...reserva, CheckIn: '2027-04-10', CheckOut: '2027-04-11', Habitaciones: [{ ...reserva.Habitaciones[0], CheckIn: '2027-04-10', CheckOut: '2027-04-11' }] }).expect(200);
    expect((await c.post('/api/Bloqueos').send({ Fecha: '2027-04-10', Noches: 1, HabitacionId: h.Id })).body).toEqual({ Message: 'Habitación no disponible' });

    expect((await c.get('/api/Bloqueos/Busqueda/2027-04-02')).body).toEqual([bloqueo]);
    expect((await c.get('/api/Bloqueos/Busqueda/2027-04-03')).body).toEqual([]);
    await c.delete(`/api/bloqueos/${bloqueo.Id}`).expect(200);
    await c.post('/api/ReservasB').send(reserva).expect(200);
  });
});

describe('waiting list', () => {
  it('requires the spec fields, names the client, and searches by dates', async () => {
    const { c, cliente } = await hotel();
    const base = { CheckIn: '2027-05-01', CheckOut: '2027-05-02', ClienteId: cliente.Id, CantidadPasajeros: 1, CantidadHabitaciones: 1 };
    for (const [cambio, mensaje] of [
      [{ CheckIn: undefined }, 'Seleccione un CheckIn'],
      [{ CheckOut: '' }, 'Seleccione un CheckOut'],
      [{ ClienteId: null }, 'Seleccione un Cliente'],
      [{ CantidadPasajeros: 0 }, 'Seleccione una Cantidad de Pasajeros'],
      [{ CantidadHabitaciones: undefined }, 'Seleccione una Cantidad de Habitaciones'],
    ] as const) {
      expect((await c.post('/api/ListaEspera').send({ ...base, ...cambio })).body).toEqual({ Message: mensaje });
    }
    // An entry «Reservar» could not turn into a reservation is refused when saved.
    const hoy = new Date().toISOString().slice(0, 10);
    const { room, roomType } = (await c.get(`/api/Calendario/${hoy}?dias=1`).expect(200)).body as { room: { TipoHabitacionId: number }[]; roomType: { Id: number; CantidadPasajeros: number }[] };
    const maximo = Math.max(...room.map((h) => roomType.find((t) => t.Id === h.TipoHabitacionId)?.CantidadPasajeros ?? 0));
    for (const [cambio, mensaje] of [
      [{ CheckIn: sumarDias(hoy, -3), CheckOut: sumarDias(hoy, 1) }, MENSAJES_RESERVAS.esperaCheckInPasado],
      [{ CantidadPasajeros: 1, CantidadHabitaciones: 2 }, MENSAJES_RESERVAS.esperaPasajerosPorHabitacion],
      [{ CantidadPasajeros: room.length + 1, CantidadHabitaciones: room.length + 1 }, MENSAJES_RESERVAS.esperaMasHabitacionesQueElHotel(room.length)],
      [{ CantidadPasajeros: maximo + 1, CantidadHabitaciones: 1 }, MENSAJES_RESERVAS.esperaCapacidad(1, maximo)],
      [{ CantidadPasajeros: 99999999, CantidadHabitaciones: 1 }, MENSAJES_RESERVAS.esperaCapacidad(1, maximo)],
    ] as const) {
      expect((await c.post('/api/ListaEspera').send({ ...base, ...cambio })).body).toEqual({ Message: mensaje });
    }
    const espera = (await c.post('/api/ListaEspera').send({ ...base, NombrePax: 'Luis', HabitacionesPreferencia: 'vista al mar' })).body;
    expect(espera).toMatchObject({ ClienteNombre: 'Luis Soto', CantidadPasajeros: 1, HabitacionesPreferencia: 'vista al mar' });
    expect((await c.get('/api/ListaEspera/Busqueda/2027-04-29/2027-05-31')).body).toEqual([{ ...espera, HayDisponibilidad: true }]);
    expect((await c.get('/api/ListaEspera/Busqueda/2027-05-02/2027-05-31')).body).toEqual([]);
  });
});

describe('expenses', () => {
  it('require date, concept and value; search by dates', async () => {
    const { c } = await hotel();
    expect((await c.post('/api/Gastos').send({ Concepto: 'Gas', Valor: 1 })).body).toEqual({ Message: 'Seleccione una Fecha' });
    expect((await c.post('/api/Gastos').send({ Fecha: '2027-06-01', Concepto: ' ', Valor: 1 })).body).toEqual({ Message: 'Ingrese el Concepto' });
    expect((await c.post('/api/Gastos').send({ Fecha: '2027-06-01', Concepto: 'Gas' })).body).toEqual({ Message: 'Ingrese el Valor' });
    const gasto = (await c.post('/api/Gastos').send({ Fecha: '2027-06-01', Concepto: 'Gas licuado', Valor: 45990.5 })).body;
    expect(gasto).toEqual({ Id: expect.any(Number), Fecha: '2027-06-01', Concepto: 'Gas licuado', Valor: 45990.5, Comentario: null });
    expect((await c.get('/api/Gastos/Busqueda/2027-05-30/2027-06-30')).body).toEqual([gasto]);
  });
});

describe('tenancy of blocks, waiting list and expenses', () => {
  it('another hotel gets 404; no session gets the expired answer', async () => {
    const { h, c, habitaciones, cliente } = await hotel();
    const bloqueo = (await c.post('/api/Bloqueos').send({ Fecha: '2027-07-01', Noches: 1, HabitacionId: habitaciones[1].Id })).body;
    const espera = (await c.post('/api/ListaEspera').send({ CheckIn: '2027-07-01', CheckOut: '2027-07-02', ClienteId: cliente.Id, CantidadPasajeros: 1, CantidadHabitaciones: 1 })).body;
    const gasto = (await c.post('/api/Gastos').send({ Fecha: '2027-07-01', Concepto: 'x', Valor: 1 })).body;
    const ajeno = await registrarHotel(api.server);
    await comprobarAislamiento(
      api.server,
      [
        { metodo: 'get', ruta: `/api/Bloqueos/${bloqueo.Id}` },
        { metodo: 'delete', ruta: `/api/bloqueos/${bloqueo.Id}` },
        { metodo: 'get', ruta: `/api/ListaEspera/${espera.Id}` },
        { metodo: 'delete', ruta: `/api/ListaEspera/${espera.Id}` },
        { metodo: 'get', ruta: `/api/Gastos/${gasto.Id}` },
        { metodo: 'put', ruta: `/api/Gastos/${gasto.Id}`, cuerpo: { Fecha: '2027-07-01', Concepto: 'y', Valor: 2 } },
        { metodo: 'delete', ruta: `/api/Gastos/${gasto.Id}` },
      ],
      ajeno.cliente,
      h,
    );
    expect((await ajeno.cliente.get('/api/Bloqueos/Busqueda/2027-01-01')).body).toEqual([]);
  });
});
