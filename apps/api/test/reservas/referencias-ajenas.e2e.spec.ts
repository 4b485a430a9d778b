import { MENSAJES_RESERVAS as M } from '@recepcion/contracts';
import { hotelParaReservar, type HotelParaReservar } from '@recepcion/testing';
import { conContrato } from '../support/contrato';
import { startTestApi, type TestApi } from '../support/test-api';

// Integrity at the edges of a reservation: a room line's meal plan (IDServicioRegimen) and a
// payment's form (FormaPagoId) must be the hotel's own; another hotel's or one that does not exist
// is refused with the field's Spanish 400 instead of being stored.
let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());
conContrato(() => api);

const NO_EXISTE = 2_000_000_000;

/** Two hotels; the other one has a meal plan and three payment forms of its own (so at least one id above the spec's 1 and 2). */
async function preparar() {
  const propio = await hotelParaReservar(api.server, 2, 'Ana Soto');
  const otro = await hotelParaReservar(api.server, 1, 'Otro Cliente');
  const regimenAjeno = (await otro.cliente.post('/api/Regimenes').send({ Nombre: 'Desayuno ajeno' }).expect(200)).body;
  let formaAjena = { Id: 0 };
  for (const nombre of ['Transferencia', 'Tarjeta', 'Cheque']) formaAjena = (await otro.cliente.post('/api/FormasPago').send({ Nombre: nombre }).expect(200)).body;
  const regimenPropio = (await propio.cliente.post('/api/Regimenes').send({ Nombre: 'Media pensión' }).expect(200)).body;
  const formaPropia = (await propio.cliente.post('/api/FormasPago').send({ Nombre: 'Transferencia' }).expect(200)).body;
  return { propio, regimenAjeno, formaAjena, regimenPropio, formaPropia };
}

const conRegimen = (h: HotelParaReservar, IDServicioRegimen: number, desde = '2028-05-01', hasta = '2028-05-03') => {
  const cuerpo = h.cuerpoReserva(0, desde, hasta, 40000) as { Habitaciones: Record<string, unknown>[] };
  return { ...cuerpo, Habitaciones: cuerpo.Habitaciones.map((l) => ({ ...l, IDServicioRegimen, RegimenPrecioUnitario: 5000 })) };
};

describe("a room line's meal plan", () => {
  it("is refused when another hotel's or none at all, on a create and on an edit; the hotel's own is kept", async () => {
    const { propio, regimenAjeno, regimenPropio } = await preparar();
    for (const id of [regimenAjeno.Id, NO_EXISTE]) {
      expect((await propio.cliente.post('/api/ReservasB').send(conRegimen(propio, id))).body).toEqual({ Message: M.seleccioneRegimen });
    }
    const creada = (await propio.cliente.post('/api/ReservasB').send(conRegimen(propio, regimenPropio.Id)).expect(200)).body;
    expect(creada.Habitaciones[0]).toMatchObject({ IDServicioRegimen: regimenPropio.Id, RegimenPrecioUnitario: 5000 });
    const editada = await propio.cliente.put(`/api/ReservasB/${creada.Id}`).send({ ...conRegimen(propio, regimenAjeno.Id), Version: creada.Version });
    expect(editada.status).toBe(400);
    expect(editada.body).toEqual({ Message: M.seleccioneRegimen });
    // 0 is no meal plan (its price is cleared), as before.
    const sin = (await propio.cliente.put(`/api/ReservasB/${creada.Id}`).send({ ...conRegimen(propio, 0), Version: creada.Version }).expect(200)).body;
    expect(sin.Habitaciones[0]).toMatchObject({ RegimenPrecioUnitario: null, RegimenTotal: 0 });
  });
});

describe("a payment's form", () => {
  it("is refused when another hotel's or none at all; the hotel's own and the spec's 1 Contado and 2 Crédito are kept", async () => {
    const { propio, formaAjena, formaPropia } = await preparar();
    const creada = (await propio.cliente.post('/api/ReservasB').send(propio.cuerpoReserva(0, '2028-06-01', '2028-06-03', 40000)).expect(200)).body;
    const conPago = (FormaPagoId: number) => ({
      ...propio.cuerpoReserva(0, '2028-06-01', '2028-06-03', 40000),
      Ingresos: [{ Fecha: '2028-06-01', HabitacionId: propio.habitaciones[0].Id, Concepto: 'Abono', Valor: 10000, MonedaId: 'CLP', FormaPagoId }],
    });
    for (const id of [formaAjena.Id, NO_EXISTE]) {
      const r = await propio.cliente.put(`/api/ReservasB/${creada.Id}`).send(conPago(id));
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ Message: M.seleccioneFormaPagoIngreso });
    }
    expect((await propio.cliente.get(`/api/ReservasB/${creada.Id}`)).body).toMatchObject({ Version: creada.Version, Ingresos: [] });
    for (const id of [formaPropia.Id, 1, 2]) {
      const guardada = (await propio.cliente.put(`/api/ReservasB/${creada.Id}`).send(conPago(id)).expect(200)).body;
      expect(guardada.Ingresos).toEqual([expect.objectContaining({ FormaPagoId: id, Valor: 10000 })]);
    }
  });
});
