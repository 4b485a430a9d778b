import { randomUUID } from 'node:crypto';
import { comprobarAislamiento, type HotelDePrueba, registrarHotel, registrarHotelConfigurado } from '@recepcion/testing';
import request from 'supertest';
import { conContrato } from '../support/contrato';
import { relojDesde, startTestApi, type TestApi } from '../support/test-api';

let api: TestApi;

beforeAll(async () => {
  // Its guests check in: its days are today's or past.
  api = await startTestApi({ clock: relojDesde('2027-02-01') });
});
afterAll(() => api.close());
// Every answer of this file is checked against its documented schema (libs/contracts).
conContrato(() => api);

interface Contexto {
  hotel: HotelDePrueba;
  habitaciones: { Id: number; Nombre: string; TipoHabitacionId: number }[];
  clienteId: number;
  impuestoId: number;
}

/** A configured hotel (CLP without cents, IVA 19% included, rooms per room and meals per person). */
async function preparar(): Promise<Contexto> {
  const hotel = await registrarHotelConfigurado(api.server, 4);
  const habitaciones = (await hotel.cliente.get('/api/Habitaciones')).body;
  const cliente = (await hotel.cliente.post('/api/Clientes').send({ Nombre: 'Ana Rojas', GiroId: 1, PaisId: 35, Ciudad: 'Viña del Mar' })).body;
  const [impuesto] = (await hotel.cliente.get('/api/TipoImpuestos')).body;
  return { hotel, habitaciones, clienteId: cliente.Id, impuestoId: impuesto.Id };
}

const reserva = (c: Contexto, cambios: Record<string, unknown> = {}, lineas?: Record<string, unknown>[]) => ({
  CheckIn: '2026-12-01',
  CheckOut: '2026-12-04',
  ClienteId: c.clienteId,
  FormaPagoId: 1,
  MonedaId: 'CLP',
  TipoImpuestoId: c.impuestoId,
  NombreGrupo: 'Familia Rojas',
  Habitaciones: lineas ?? [{ HabitacionId: c.habitaciones[0].Id, CheckIn: '2026-12-01', CheckOut: '2026-12-04', CantidadPasajero: 2, AlojamientoPrecioUnitario: 50000 }],
  ...cambios,
});

describe('creating a reservation', () => {
  it('prices the room lines, starts unconfirmed with payment form 1, and reads back with its lists', async () => {
    const c = await preparar();
    const desayuno = (await c.hotel.cliente.post('/api/Regimenes').send({ Nombre: 'Desayuno' }).expect(200)).body;
    const creada = await c.hotel.cliente.post('/api/ReservasB').send(
      reserva(c, {}, [{ HabitacionId: c.habitaciones[0].Id, CheckIn: '2026-12-01', CheckOut: '2026-12-04', CantidadPasajero: 2, AlojamientoPrecioUnitario: 50000, IDServicioRegimen: desayuno.Id, RegimenPrecioUnitario: 8000 }]),
    );
    expect(creada.status).toBe(200);
    expect(creada.body).toMatchObject({
      Id: expect.any(Number),
      EstadoId: 1,
      EstadoNombre: 'Sin confirmar',
      FormaPagoId: 1,
      ClienteNombre: 'Ana Rojas',
      Total: 198000,
      Version: 1,
      Cargos: [],
      Ingresos: [],
      Pasajeros: [],
    });
    expect(creada.body.Habitaciones).toEqual([
      expect.objectContaining({
        Id: 1,
        HabitacionNombre: c.habitaciones[0].Nombre,
        TipoHabitacionNombre: 'Doble',
        AlojamientoTotal: 150000,
        RegimenTotal: 48000,
        Total: 198000,
        Base: 166387,
        Impuesto: 31613,
      }),
    ]);
    expect((await c.hotel.cliente.get(`/api/ReservasB/${creada.body.Id}`)).body).toEqual(creada.body);
  });

  it('names and prices every create with the master data as it is then: a client renamed, a tax percentage and the pricing terms changed in between', async () => {
    const c = await preparar();
    const exento = (await c.hotel.cliente.post('/api/TipoImpuestos').send({ Nombre: 'Exento', Porcentaje: 0 }).expect(200)).body;
    const crear = (dia: number) =>
      c.hotel.cliente.post('/api/ReservasB').send(
        reserva(c, { TipoImpuestoId: exento.Id, CheckIn: `2027-03-0${dia}`, CheckOut: `2027-03-0${dia + 1}` }, [
          { HabitacionId: c.habitaciones[0].Id, CheckIn: `2027-03-0${dia}`, CheckOut: `2027-03-0${dia + 1}`, CantidadPasajero: 2, AlojamientoPrecioUnitario: 10000 },
        ]),
      );
    const primera = (await crear(1)).body;
    expect(primera).toMatchObject({ ClienteNombre: 'Ana Rojas', Total: 10000 });
    expect(primera.Habitaciones[0]).toMatchObject({ Impuesto: 0 });

    await c.hotel.cliente.put(`/api/Clientes/${c.clienteId}`).send({ Nombre: 'Ana Soto', GiroId: 1, PaisId: 35, Ciudad: 'Viña del Mar' }).expect(200);
    await c.hotel.cliente.put(`/api/TipoImpuestos/${exento.Id}`).send({ Nombre: 'Exento', Porcentaje: 10 }).expect(200);
    await c.hotel.cliente.put(`/api/Configuraciones/${c.hotel.sesion.config.Id}`).send({ Nombre: 'Hotel', PrecioHabitacionPorPersona: true }).expect(200);
    const segunda = (await crear(3)).body;
    // Two guests at 10,000 each per night, 10 % included.
    expect(segunda).toMatchObject({ ClienteNombre: 'Ana Soto', Total: 20000 });
    expect(segunda.Habitaciones[0]).toMatchObject({ Base: 18182, Impuesto: 1818 });
  });

  it('is created confirmed in one request and one event when the wizard sends EstadoId', async () => {
    const c = await preparar();
    const creada = await c.hotel.cliente.post('/api/ReservasB').send(reserva(c, { EstadoId: 2 }, [{ HabitacionId: c.habitaciones[1].Id, CheckIn: '2026-12-01', CheckOut: '2026-12-03', CantidadPasajero: 1, AlojamientoPrecioUnitario: 40000 }]));
    expect(creada.status).toBe(200);
    expect(creada.body).toMatchObject({ EstadoId: 2, EstadoNombre: 'Confirmado', Version: 1 });
    expect((await c.hotel.cliente.get(`/api/ReservasB/${creada.body.Id}`)).body).toEqual(creada.body);
    const historial = (await c.hotel.cliente.get(`/api/ReservasB/${creada.body.Id}/Historial`)).body;
    expect(historial.map((h: { Tipo: string }) => h.Tipo)).toEqual(['ReservaCreada']);
    const listado = (await c.hotel.cliente.post('/api/ReservasB/ListadoReservas').send({ Desde: '2026-11-30', Hasta: '2026-12-31' })).body;
    expect(listado).toEqual([expect.objectContaining({ ReservaId: creada.body.Id, EstadoId: 2, EstadoNombre: 'Confirmado' })]);

    // Cancelled is not a status to create in; an unknown one neither.
    for (const EstadoId of [4, 5]) {
      const r = await c.hotel.cliente.post('/api/ReservasB').send(reserva(c, { EstadoId }));
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ Message: 'Seleccione un estado' });
    }
  });

  it.each([
    [{ Habitaciones: [] }, 'Faltan ingresar las habitaciones'],
    [{ ClienteId: undefined }, 'Seleccione un Cliente'],
    [{ ClienteId: 999999 }, 'Seleccione un Cliente'],
    [{ MonedaId: '' }, 'Seleccione una moneda'],
    [{ TipoImpuestoId: undefined }, 'Seleccione un Impuesto'],
    [{ FormaPagoId: 3 }, 'Seleccione una forma de pago'],
    [{ CheckIn: '' }, 'Seleccione una fecha Check-In'],
  ])('refuses %o with "%s"', async (cambio, mensaje) => {
    const c = await preparar();
    const r = await c.hotel.cliente.post('/api/ReservasB').send(reserva(c, cambio));
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ Message: mensaje });
  });

  it('refuses a line without nights and the same room twice on the same nights', async () => {
    const c = await preparar();
    const h = c.habitaciones[0].Id;
    const sinNoche = await c.hotel.cliente.post('/api/ReservasB').send(reserva(c, {}, [{ HabitacionId: h, CheckIn: '2026-12-01', CheckOut: '2026-12-01', CantidadPasajero: 1, AlojamientoPrecioUnitario: 1 }]));
    expect(sinNoche.body).toEqual({ Message: 'El Check-Out debe ser posterior al check-In' });
    const doble = await c.hotel.cliente.post('/api/ReservasB').send(
      reserva(c, {}, [
        { HabitacionId: h, CheckIn: '2026-12-01', CheckOut: '2026-12-04', CantidadPasajero: 1, AlojamientoPrecioUnitario: 1 },
        { HabitacionId: h, CheckIn: '2026-12-03', CheckOut: '2026-12-05', CantidadPasajero: 1, AlojamientoPrecioUnitario: 1 },
      ]),
    );
    expect(doble.body).toEqual({ Message: 'La habitación está ocupada por la propia reserva' });
  });
});

describe('availability', () => {
  it('never double-books: an overlapping stay is refused, a stay from the check-out day is fine', async () => {
    const c = await preparar();
    const h = c.habitaciones[1].Id;
    const linea = (checkIn: string, checkOut: string) => [{ HabitacionId: h, CheckIn: checkIn, CheckOut: checkOut, CantidadPasajero: 1, AlojamientoPrecioUnitario: 40000 }];
    const primera = (await c.hotel.cliente.post('/api/ReservasB').send(reserva(c, {}, linea('2026-12-10', '2026-12-13')))).body;
    const choque = await c.hotel.cliente.post('/api/ReservasB').send(reserva(c, {}, linea('2026-12-12', '2026-12-14')));
    expect(choque.status).toBe(400);
    expect(choque.body).toEqual({ Message: 'Habitación no disponible' });
    await c.hotel.cliente.post('/api/ReservasB').send(reserva(c, {}, linea('2026-12-13', '2026-12-15'))).expect(200);

    const disponible = (desde: string, hasta: string, reservaId = 0) =>
      c.hotel.cliente.get(`/api/ReservasB/IsHabitacionDisponible/${h}/${desde}/${hasta}/${reservaId}/0/0`).then((r) => r.body);
    expect(await disponible('2026-12-11', '2026-12-12')).toBe(false);
    expect(await disponible('2026-12-11', '2026-12-12', primera.Id)).toBe(true);
    expect(await disponible('2026-12-15', '2026-12-16')).toBe(true);
  });

  it('frees the nights at once when the reservation is cancelled', async () => {
    const c = await preparar();
    const lineas = [{ HabitacionId: c.habitaciones[2].Id, CheckIn: '2026-12-20', CheckOut: '2026-12-22', CantidadPasajero: 1, AlojamientoPrecioUnitario: 1 }];
    const r = (await c.hotel.cliente.post('/api/ReservasB').send(reserva(c, {}, lineas))).body;
    expect((await c.hotel.cliente.put(`/api/calendario/AnularReserva/${r.Id}`).send({ texto: '' })).body).toEqual({ Message: 'Indique el motivo de la anulación' });
    const anulada = await c.hotel.cliente.put(`/api/calendario/AnularReserva/${r.Id}`).send({ texto: 'El cliente canceló por enfermedad' });
    expect(anulada.body).toMatchObject({ EstadoId: 4, EstadoNombre: 'Anulado', Message: 'Anulado con éxito' });
    const otraVez = await c.hotel.cliente.put(`/api/calendario/AnularReserva/${r.Id}`).send({ texto: 'otra vez' });
    expect(otraVez.body).toEqual({ Message: 'La reserva ya está anulada' });
    await c.hotel.cliente.post('/api/ReservasB').send(reserva(c, {}, lineas)).expect(200);
  });
});

describe('statuses, edits and deletion', () => {
  it('a link on another site cannot change a status: the GET status calls need the application header', async () => {
    const c = await preparar();
    const r = (await c.hotel.cliente.post('/api/ReservasB').send(reserva(c))).body;
    // What the browser sends for a cross-site link or image: the session cookie, no application header.
    const cookies = (await c.hotel.cliente.get(`/api/ReservasB/${r.Id}`)).request.cookies;
    for (const ruta of ['Confirmado', 'ReConfirmado', 'CheckIn', 'CheckOut', 'SinConfirmar']) {
      const desdeOtroSitio = await request(api.server).get(`/api/calendario/${ruta}/${r.Id}`).set('Cookie', cookies);
      expect([desdeOtroSitio.status, desdeOtroSitio.body.Message]).toEqual([403, 'Solicitud rechazada: falta la cabecera de la aplicación']);
    }
    expect((await c.hotel.cliente.get(`/api/ReservasB/${r.Id}`)).body).toMatchObject({ EstadoId: 1, Version: r.Version });
  });

  it('goes through confirmed, check-in and check-out; the history tells who and what', async () => {
    const c = await preparar();
    const r = (await c.hotel.cliente.post('/api/ReservasB').send(reserva(c))).body;
    for (const [ruta, estado] of [['Confirmado', 2], ['ReConfirmado', 3], ['CheckIn', 7]] as const) {
      expect((await c.hotel.cliente.get(`/api/calendario/${ruta}/${r.Id}`)).body.EstadoId).toBe(estado);
    }
    const { EmpresaId } = (await c.hotel.cliente.get(`/api/Hoteles/${c.hotel.hotelId}`)).body;
    await c.hotel.cliente.put(`/api/Empresas/${EmpresaId}`).send({ Nombre: 'Empresa', MensajeCheckOut: 'Recuerde retirar la tarjeta de la habitación' }).expect(200);
    await c.hotel.cliente.put(`/api/Configuraciones/${c.hotel.sesion.config.Id}`).send({ Nombre: 'Hotel', ClaveCheckOut: 'salida-2027' }).expect(200);
    const sinClave = await c.hotel.cliente.get(`/api/calendario/CheckOut/${r.Id}`);
    expect(sinClave.body).toEqual({ Message: 'Contraseña incorrecta' });
    expect((await c.hotel.cliente.get(`/api/calendario/CheckOut/${r.Id}`).set('X-Clave-CheckOut', 'otra')).body).toEqual({ Message: 'Contraseña incorrecta' });
    expect((await c.hotel.cliente.get(`/api/ReservasB/${r.Id}`)).body.EstadoId).toBe(7);
    const salida = (await c.hotel.cliente.get(`/api/calendario/CheckOut/${r.Id}`).set('X-Clave-CheckOut', 'salida-2027')).body;
    expect(salida).toMatchObject({ EstadoId: 8, mensajeCheckOut: 'Recuerde retirar la tarjeta de la habitación' });

    const historial = (await c.hotel.cliente.get(`/api/ReservasB/${r.Id}/Historial`)).body;
    expect(historial.map((h: { Tipo: string }) => h.Tipo)).toEqual(['ReservaCreada', 'EstadoCambiado', 'EstadoCambiado', 'EstadoCambiado', 'EstadoCambiado']);
    expect(historial[4]).toMatchObject({ UsuarioId: c.hotel.userId, Descripcion: 'Estado: Check-IN → Check-OUT' });
  });

  it('edits with the version it read; a stale version answers 409 and changes nothing', async () => {
    const c = await preparar();
    const r = (await c.hotel.cliente.post('/api/ReservasB').send(reserva(c))).body;
    const lineas = [{ Id: 1, HabitacionId: c.habitaciones[0].Id, CheckIn: '2026-12-01', CheckOut: '2026-12-05', CantidadPasajero: 2, AlojamientoPrecioUnitario: 50000 }];
    const editada = await c.hotel.cliente.put(`/api/ReservasB/${r.Id}`).send(reserva(c, { CheckOut: '2026-12-05', Version: 1 }, lineas));
    expect(editada.body).toMatchObject({ Version: 3, Total: 200000, CheckOut: '2026-12-05' });
    const vieja = await c.hotel.cliente.put(`/api/ReservasB/${r.Id}`).send(reserva(c, { NombreGrupo: 'Pisado', Version: 1 }, lineas));
    expect(vieja.status).toBe(409);
    expect((await c.hotel.cliente.get(`/api/ReservasB/${r.Id}`)).body.NombreGrupo).toBe('Familia Rojas');
  });

  it('a retried create with the same Idempotency-Key answers the first reservation', async () => {
    const c = await preparar();
    const clave = randomUUID();
    const lineas = [{ HabitacionId: c.habitaciones[3].Id, CheckIn: '2027-01-05', CheckOut: '2027-01-06', CantidadPasajero: 1, AlojamientoPrecioUnitario: 1 }];
    const a = (await c.hotel.cliente.post('/api/ReservasB').set('Idempotency-Key', clave).send(reserva(c, {}, lineas))).body;
    const b = await c.hotel.cliente.post('/api/ReservasB').set('Idempotency-Key', clave).send(reserva(c, {}, lineas));
    expect(b.status).toBe(200);
    expect(b.body.Id).toBe(a.Id);
  });

  it('lists reservations by dates with totals per currency; deleted ones disappear', async () => {
    const c = await preparar();
    const r = (await c.hotel.cliente.post('/api/ReservasB').send(reserva(c))).body;
    const listado = (await c.hotel.cliente.post('/api/ReservasB/ListadoReservas').send({ Desde: '2026-11-30', Hasta: '2026-12-31' })).body;
    expect(listado).toEqual([
      expect.objectContaining({ ReservaId: r.Id, CheckIN: '2026-12-01', CheckOUT: '2026-12-04', ClienteNombre: 'Ana Rojas', GrupoNombre: 'Familia Rojas', EstadoNombre: 'Sin confirmar', Totales: [{ MonedaId: 'CLP', Total: 150000 }] }),
    ]);
    await c.hotel.cliente.delete(`/api/ReservasB/${r.Id}`).expect(200);
    expect((await c.hotel.cliente.get(`/api/ReservasB/${r.Id}`)).status).toBe(404);
    expect((await c.hotel.cliente.post('/api/ReservasB/ListadoReservas').send({ Desde: '2026-11-30' })).body).toEqual([]);
  });
});

describe('guests, charges and payments', () => {
  it('are added in the full edit, named and totalled, and give the balance per currency', async () => {
    const c = await preparar();
    const r = (await c.hotel.cliente.post('/api/ReservasB').send(reserva(c))).body;
    const tipo = (await c.hotel.cliente.post('/api/GruposServicio').send({ Nombre: 'Minibar' })).body;
    const agua = (await c.hotel.cliente.post('/api/Cargos').send({ Nombre: 'Agua mineral', TipoCargoId: tipo.Id })).body;
    await c.hotel.cliente.post('/api/HotelMonedas').send({ MonedaId: 'USD' }).expect(200);
    const h = c.habitaciones[0].Id;
    const lineas = [{ Id: 1, HabitacionId: h, CheckIn: '2026-12-01', CheckOut: '2026-12-04', CantidadPasajero: 2, AlojamientoPrecioUnitario: 50000 }];
    const base = reserva(c, { Version: r.Version }, lineas);

    expect((await c.hotel.cliente.put(`/api/ReservasB/${r.Id}`).send({ ...base, Pasajeros: [{ HabitacionId: h }] })).body).toEqual({ Message: 'Falta seleccionar el pasajero' });
    expect((await c.hotel.cliente.put(`/api/ReservasB/${r.Id}`).send({ ...base, Pasajeros: [{ PasajeroId: c.clienteId }] })).body).toEqual({ Message: 'Falta seleccionar la habitación' });
    expect((await c.hotel.cliente.put(`/api/ReservasB/${r.Id}`).send({ ...base, Cargos: [{ Fecha: '2026-12-02', HabitacionId: h, TipoImpuestoId: c.impuestoId, MonedaId: 'CLP', Precio: 1 }] })).body).toEqual({
      Message: 'Seleccione un cargo',
    });

    const editada = await c.hotel.cliente.put(`/api/ReservasB/${r.Id}`).send({
      ...base,
      Pasajeros: [{ PasajeroId: c.clienteId, HabitacionId: h }],
      Cargos: [
        { Fecha: '2026-12-02', CargoId: agua.Id, HabitacionId: h, TipoImpuestoId: c.impuestoId, MonedaId: 'CLP', Precio: 1500, Cantidad: 3 },
        { Fecha: '2026-12-03', CargoId: agua.Id, ContactoClienteId: c.clienteId, TipoImpuestoId: c.impuestoId, MonedaId: 'USD', Precio: 10.5, Cantidad: 2 },
      ],
      Ingresos: [{ Fecha: '2026-12-01', HabitacionId: h, Concepto: 'Abono', Valor: 100000, MonedaId: 'CLP', FormaPagoId: 1 }],
    });
    expect(editada.status).toBe(200);
    expect(editada.body.Pasajeros).toEqual([expect.objectContaining({ Id: 1, PasajeroNombre: 'Ana Rojas', HabitacionNombre: c.habitaciones[0].Nombre })]);
    expect(editada.body.Cargos).toEqual([
      expect.objectContaining({ Id: 1, CargoNombre: 'Agua mineral', Total: 4500, HabitacionNombre: c.habitaciones[0].Nombre }),
      expect.objectContaining({ Id: 2, Total: 21, MonedaNombre: 'Dólar estadounidense', ClienteNombre: 'Ana Rojas', HabitacionId: null }),
    ]);
    expect(editada.body.Saldos).toEqual([
      { MonedaId: 'CLP', Cargo: 154500, Ingreso: 100000, Saldo: 54500 },
      { MonedaId: 'USD', Cargo: 21, Ingreso: 0, Saldo: 21 },
    ]);
    const tipos = (await c.hotel.cliente.get(`/api/ReservasB/${r.Id}/Historial`)).body.map((e: { Tipo: string }) => e.Tipo);
    expect(tipos).toEqual(['ReservaCreada', 'CargoAgregado', 'CargoAgregado', 'IngresoRegistrado', 'PasajeroAgregado']);

    // A charge whose price leaves the tax out (19 %) owes it on top; one with the tax included does not.
    const conImpuesto = await c.hotel.cliente.put(`/api/ReservasB/${r.Id}`).send({
      ...base,
      Version: editada.body.Version,
      Cargos: [
        { Id: 1, Fecha: '2026-12-02', CargoId: agua.Id, HabitacionId: h, TipoImpuestoId: c.impuestoId, MonedaId: 'CLP', Precio: 1500, Cantidad: 3 },
        { Fecha: '2026-12-03', CargoId: agua.Id, HabitacionId: h, TipoImpuestoId: c.impuestoId, ImpuestoIncluido: false, MonedaId: 'CLP', Precio: 10000, Cantidad: 1 },
      ],
    });
    expect(conImpuesto.body.Cargos.map((x: { Total: number; ImpuestoIncluido: boolean }) => [x.Total, x.ImpuestoIncluido])).toEqual([
      [4500, true],
      [11900, false],
    ]);
    expect(conImpuesto.body.Saldos).toEqual([{ MonedaId: 'CLP', Cargo: 150000 + 4500 + 11900, Ingreso: 100000, Saldo: 150000 + 4500 + 11900 - 100000 }]);
  });
});

describe('guests of a reservation', () => {
  it('a guest moved to the other room, or replaced by another person, is saved, shown again and in the history', async () => {
    const c = await preparar();
    const [a, b] = c.habitaciones;
    const lineas = [
      { HabitacionId: a.Id, CheckIn: '2026-12-01', CheckOut: '2026-12-04', CantidadPasajero: 2, AlojamientoPrecioUnitario: 50000 },
      { HabitacionId: b.Id, CheckIn: '2026-12-01', CheckOut: '2026-12-04', CantidadPasajero: 2, AlojamientoPrecioUnitario: 50000 },
    ];
    const r = (await c.hotel.cliente.post('/api/ReservasB').send(reserva(c, {}, lineas)).expect(200)).body;
    const conLineas = reserva(c, {}, r.Habitaciones.map((l: { Id: number }, i: number) => ({ ...lineas[i], Id: l.Id })));
    const conPasajero = (await c.hotel.cliente.put(`/api/ReservasB/${r.Id}`).send({ ...conLineas, Version: r.Version, Pasajeros: [{ PasajeroId: c.clienteId, HabitacionId: a.Id }] }).expect(200)).body;
    const [pasajero] = conPasajero.Pasajeros;

    const movido = (await c.hotel.cliente.put(`/api/ReservasB/${r.Id}`).send({ ...conLineas, Version: conPasajero.Version, Pasajeros: [{ ...pasajero, HabitacionId: b.Id }] }).expect(200)).body;
    expect(movido.Version).toBe(conPasajero.Version + 1);
    expect(movido.Pasajeros).toEqual([expect.objectContaining({ Id: pasajero.Id, PasajeroNombre: 'Ana Rojas', HabitacionId: b.Id, HabitacionNombre: b.Nombre })]);
    expect((await c.hotel.cliente.get(`/api/ReservasB/${r.Id}`)).body.Pasajeros).toEqual([expect.objectContaining({ Id: pasajero.Id, HabitacionId: b.Id })]);
    // Housekeeping names the guest in the room they are in now.
    const estado = (await c.hotel.cliente.get('/api/Informes/InfEstadoHotel/2026-12-02').expect(200)).body;
    const fila = (h: { Nombre: string }) => estado.find((x: { Nombre: string }) => x.Nombre === h.Nombre);
    expect([fila(a).NombrePax, fila(b).NombrePax]).toEqual([expect.not.stringContaining('Ana Rojas'), expect.stringContaining('Ana Rojas')]);

    const otro = (await c.hotel.cliente.post('/api/Clientes').send({ Nombre: 'Bruno Díaz', GiroId: 1, PaisId: 35, Ciudad: 'Talca' }).expect(200)).body;
    const cambiado = (await c.hotel.cliente.put(`/api/ReservasB/${r.Id}`).send({ ...conLineas, Version: movido.Version, Pasajeros: [{ ...pasajero, HabitacionId: b.Id, PasajeroId: otro.Id }] }).expect(200)).body;
    expect(cambiado.Pasajeros).toEqual([expect.objectContaining({ Id: pasajero.Id, PasajeroId: otro.Id, PasajeroNombre: 'Bruno Díaz' })]);
    const historial = (await c.hotel.cliente.get(`/api/ReservasB/${r.Id}/Historial`)).body.map((e: { Tipo: string }) => e.Tipo);
    expect(historial.slice(-3)).toEqual(['PasajeroAgregado', 'PasajeroModificado', 'PasajeroModificado']);

    // Taking room b out while its guest stays on it: refused, naming the guest and the room.
    const sinB = (await c.hotel.cliente.put(`/api/ReservasB/${r.Id}`).send({ ...conLineas, Habitaciones: [conLineas.Habitaciones[0]], Version: cambiado.Version, Pasajeros: cambiado.Pasajeros }).expect(400)).body;
    expect(sinB).toEqual({ Message: `El pasajero Bruno Díaz es de la habitación ${b.Nombre}, que se quitó de la reserva: cámbielo a otra habitación o quítelo antes de guardar` });
    // The reservation's stay is its rooms': a check-in typed later than a room's is widened to cover it.
    const ancha = (await c.hotel.cliente.put(`/api/ReservasB/${r.Id}`).send({ ...conLineas, CheckIn: '2026-12-02', CheckOut: '2026-12-03', Version: cambiado.Version, Pasajeros: cambiado.Pasajeros }).expect(200)).body;
    expect([ancha.CheckIn, ancha.CheckOut]).toEqual(['2026-12-01', '2026-12-04']);
  });
});

describe('tenancy of reservations', () => {
  it('another hotel gets 404 on every call; no session gets the expired answer', async () => {
    const c = await preparar();
    const r = (await c.hotel.cliente.post('/api/ReservasB').send(reserva(c))).body;
    const ajeno = await registrarHotel(api.server);
    await comprobarAislamiento(
      api.server,
      [
        { metodo: 'get', ruta: `/api/ReservasB/${r.Id}` },
        { metodo: 'put', ruta: `/api/ReservasB/${r.Id}`, cuerpo: reserva(c) },
        { metodo: 'delete', ruta: `/api/ReservasB/${r.Id}` },
        { metodo: 'get', ruta: `/api/ReservasB/${r.Id}/Historial` },
        { metodo: 'get', ruta: `/api/calendario/Confirmado/${r.Id}` },
        { metodo: 'put', ruta: `/api/calendario/AnularReserva/${r.Id}`, cuerpo: { texto: 'ajeno' } },
      ],
      ajeno.cliente,
      c.hotel,
    );
    expect((await c.hotel.cliente.get(`/api/ReservasB/${r.Id}`)).body.EstadoId).toBe(1);
  });
});
