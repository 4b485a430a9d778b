import { randomUUID } from 'node:crypto';
import { type CierreDia, type EstadoCierres, MENSAJES_CIERRE as M, type PendientesCierre } from '@recepcion/contracts';
import { formatearFecha, sumarDias } from '@recepcion/domain';
import { type Cliente, type HotelParaReservar, hotelParaReservar, nuevoCliente } from '@recepcion/testing';
import { conContrato } from '../support/contrato';
import { startTestApi, type TestApi } from '../support/test-api';

// The day's close: pending items, closing in order (idempotent), closed dates refusing dated
// writes until reopened, reopening and versions, who may do it, and the snapshot's figures.

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());
conContrato(() => api);

const hoy = new Date().toISOString().slice(0, 10);
const D = sumarDias(hoy, -3);

async function usuarioDeTipo(hotel: { cliente: Cliente }, tipo: 'CA' | 'RE', nombre: string): Promise<Cliente> {
  const email = `${tipo.toLowerCase()}-${randomUUID()}@hotel.test`;
  const creado = (await hotel.cliente.post('/api/HotelUsuarios/CrearUsuario').send({ nombre, email, password: 'secreto123' }).expect(200)).body;
  await hotel.cliente.put(`/api/HotelUsuarios/${creado.Id}`).send({ IDTipoUsuario: tipo }).expect(200);
  const cliente = nuevoCliente(api.server);
  await cliente.post('/api/Cuenta/Login').send({ email, password: 'secreto123' }).expect(200);
  return cliente;
}

/** Adds a payment (and maybe a charge) to a reservation through the full edit. */
async function conMovimientos(hotel: HotelParaReservar, id: number, ingresos: Record<string, unknown>[], cargos: Record<string, unknown>[] = []) {
  const r = (await hotel.cliente.get(`/api/ReservasB/${id}`).expect(200)).body;
  return hotel.cliente.put(`/api/ReservasB/${id}`).send({
    ...r,
    Habitaciones: r.Habitaciones.map((l: Record<string, unknown>) => ({ ...l })),
    Ingresos: [...r.Ingresos.map((i: Record<string, unknown>) => ({ ...i })), ...ingresos],
    Cargos: [...r.Cargos.map((c: Record<string, unknown>) => ({ ...c, ContactoClienteId: c.ContactoClienteId ?? undefined })), ...cargos],
  });
}

const pago = (HabitacionId: number, Fecha: string, Valor: number, MonedaId = 'CLP', FormaPagoId = 1) => ({ Fecha, HabitacionId, Concepto: 'Abono', Valor, MonedaId, FormaPagoId });

describe('closing a day', () => {
  it('lists the pending items, closes a past day, answers it again unchanged, and closes the next days in order', async () => {
    const hotel = await hotelParaReservar(api.server, 3, 'Pía Soto');
    const c = hotel.cliente;
    const llega = (await c.post('/api/ReservasB').send(hotel.cuerpoReserva(0, D, sumarDias(D, 2))).expect(200)).body;
    const sale = (await c.post('/api/ReservasB').send(hotel.cuerpoReserva(1, sumarDias(D, -2), D)).expect(200)).body;
    await c.get(`/api/calendario/CheckIn/${sale.Id}`).expect(200);
    const debe = (await c.post('/api/ReservasB').send(hotel.cuerpoReserva(2, sumarDias(D, -3), sumarDias(D, -1))).expect(200)).body;
    await c.get(`/api/calendario/CheckIn/${debe.Id}`).expect(200);
    await c.get(`/api/calendario/CheckOut/${debe.Id}`).expect(200);
    await c.put(`/api/Pisos/${hotel.habitaciones[1].Id}`).send({ Estado: 'Sucia' }).expect(200);

    const estado: EstadoCierres = (await c.get('/api/CierreDia').expect(200)).body;
    expect(estado).toEqual({ CerradoHasta: null, PrimeraFecha: null, ProximaFecha: sumarDias(hoy, -1), Hoy: hoy, Reabiertas: [] });

    const pendientes: PendientesCierre = (await c.get(`/api/CierreDia/${D}/Pendientes`).expect(200)).body;
    expect(pendientes.Llegadas).toEqual([expect.objectContaining({ ReservaId: llega.Id, ClienteNombre: 'Pía Soto', Habitaciones: hotel.habitaciones[0].Nombre, CheckIn: D })]);
    expect(pendientes.Salidas).toEqual([expect.objectContaining({ ReservaId: sale.Id, EstadoId: 7 })]);
    expect(pendientes.SaldosPendientes).toEqual([expect.objectContaining({ ReservaId: debe.Id, Saldos: [expect.objectContaining({ MonedaId: 'CLP', Saldo: debe.Saldos[0].Saldo })] })]);
    // Room 1 by hand, room 2 by the check-out.
    expect(pendientes.HabitacionesSucias).toEqual([1, 2].map((i) => ({ HabitacionId: hotel.habitaciones[i].Id, Nombre: hotel.habitaciones[i].Nombre })));

    const cierre: CierreDia = (await c.post(`/api/CierreDia/${D}`).expect(200)).body;
    expect(cierre).toMatchObject({ Fecha: D, Cerrado: true, Version: 1, CerradoPor: 'Recepcionista de Prueba', ReabiertoEn: null });
    expect(cierre.Versiones).toHaveLength(1);
    expect((await c.post(`/api/CierreDia/${D}`).expect(200)).body).toEqual(cierre);
    expect((await c.get(`/api/CierreDia/${D}`).expect(200)).body).toEqual(cierre);
    expect((await c.get('/api/CierreDia').expect(200)).body).toMatchObject({ CerradoHasta: D, PrimeraFecha: D, ProximaFecha: sumarDias(D, 1) });

    expect((await c.post(`/api/CierreDia/${sumarDias(D, 2)}`).expect(400)).body).toEqual({ Message: M.siguienteEnOrden(formatearFecha(sumarDias(D, 1))) });
    expect((await c.post(`/api/CierreDia/${sumarDias(D, -1)}`).expect(400)).body).toEqual({ Message: M.anteriorAlPrimerCierre(formatearFecha(D)) });
    await c.post(`/api/CierreDia/${sumarDias(D, 1)}`).expect(200);
    await c.post(`/api/CierreDia/${sumarDias(D, 2)}`).expect(200);
    expect((await c.post(`/api/CierreDia/${hoy}`).expect(400)).body).toEqual({ Message: M.soloFechasPasadas(formatearFecha(hoy)) });
    expect((await c.get(`/api/CierreDia/${hoy}`).expect(404)).body).toEqual({ Message: 'No se encontro', detailedMessage: M.sinCierre(formatearFecha(hoy)) });
  });

  it('refuses today and future dates on a first close, and bad dates with a Spanish 400', async () => {
    const { cliente: c } = await hotelParaReservar(api.server, 1);
    expect((await c.post(`/api/CierreDia/${sumarDias(hoy, 1)}`).expect(400)).body).toEqual({ Message: M.soloFechasPasadas(formatearFecha(hoy)) });
    for (const mala of ['2026-13-40', 'abc', '2026-02-30']) {
      expect((await c.post(`/api/CierreDia/${mala}`).expect(400)).body).toEqual({ Message: M.fechaNoValida });
      expect((await c.get(`/api/CierreDia/${mala}/Pendientes`).expect(400)).body).toEqual({ Message: M.fechaNoValida });
      expect((await c.get(`/api/CierreDia/${mala}`).expect(400)).body).toEqual({ Message: M.fechaNoValida });
      expect((await c.post(`/api/CierreDia/${mala}/Reabrir`).expect(400)).body).toEqual({ Message: M.fechaNoValida });
    }
  });
});

describe('a closed day', () => {
  it('refuses a payment, a charge and a stay change dated on it, allows them after reopening, and closing again makes a new version', async () => {
    const hotel = await hotelParaReservar(api.server, 2);
    const c = hotel.cliente;
    const r = (await c.post('/api/ReservasB').send(hotel.cuerpoReserva(0, sumarDias(D, -1), sumarDias(D, 1))).expect(200)).body;
    const futura = (await c.post('/api/ReservasB').send(hotel.cuerpoReserva(1, sumarDias(hoy, 2), sumarDias(hoy, 4))).expect(200)).body;
    await c.post(`/api/CierreDia/${D}`).expect(200);
    const cerrado = { Message: M.fechaCerrada(formatearFecha(D)) };

    expect((await conMovimientos(hotel, futura.Id, [pago(hotel.habitaciones[1].Id, D, 1000)])).body).toEqual(cerrado);
    const tipo = (await c.post('/api/GruposServicio').send({ Nombre: 'Minibar' })).body;
    const agua = (await c.post('/api/Cargos').send({ Nombre: 'Agua', TipoCargoId: tipo.Id })).body;
    const cargo = { Fecha: D, CargoId: agua.Id, HabitacionId: hotel.habitaciones[1].Id, TipoImpuestoId: hotel.impuesto.Id, MonedaId: 'CLP', Precio: 2000, Cantidad: 1 };
    expect((await conMovimientos(hotel, futura.Id, [], [cargo])).status).toBe(400);
    expect((await c.put(`/api/calendario/AnularReserva/${r.Id}`).send({ texto: 'Cambio' })).body).toEqual(cerrado);
    // A payment dated after the closed day is taken.
    expect((await conMovimientos(hotel, futura.Id, [pago(hotel.habitaciones[1].Id, sumarDias(D, 1), 1000)])).status).toBe(200);

    // Only the last closed date reopens; RE may not.
    const re = await usuarioDeTipo(hotel, 'RE', 'Rita Recepción');
    expect((await re.post(`/api/CierreDia/${D}/Reabrir`).expect(403)).body).toEqual({ Message: 'Su tipo de usuario (Recepción) no permite esta operación' });
    expect((await c.post(`/api/CierreDia/${sumarDias(D, -1)}/Reabrir`).expect(400)).body).toEqual({ Message: M.soloUltimoSeReabre(formatearFecha(D)) });
    const reabierto: CierreDia = (await c.post(`/api/CierreDia/${D}/Reabrir`).expect(200)).body;
    expect(reabierto).toMatchObject({ Cerrado: false, Version: 1, ReabiertoPor: 'Recepcionista de Prueba', ReabiertoEn: expect.any(String) });
    expect((await c.get('/api/CierreDia').expect(200)).body).toMatchObject({ CerradoHasta: null, ProximaFecha: sumarDias(hoy, -1), Reabiertas: [D] });
    expect((await c.post(`/api/CierreDia/${D}/Reabrir`).expect(400)).body).toEqual({ Message: M.soloUltimoSeReabre(null) });

    expect((await conMovimientos(hotel, futura.Id, [pago(hotel.habitaciones[1].Id, D, 1000)])).status).toBe(200);
    expect((await conMovimientos(hotel, futura.Id, [], [cargo])).status).toBe(200);
    const segundo: CierreDia = (await c.post(`/api/CierreDia/${D}`).expect(200)).body;
    expect(segundo).toMatchObject({ Cerrado: true, Version: 2, ReabiertoEn: null });
    expect((await c.get('/api/CierreDia').expect(200)).body).toMatchObject({ CerradoHasta: D, Reabiertas: [] });
    expect(segundo.Versiones.map((v) => [v.Version, v.ReabiertoPor])).toEqual([
      [1, 'Recepcionista de Prueba'],
      [2, null],
    ]);
    expect(segundo.Cifras.Pagos).toEqual([{ MonedaId: 'CLP', Total: 1000, Cantidad: 1 }]);
    expect(reabierto.Cifras.Pagos).toEqual([]);

    // Each close and the reopening are in the hotel's activity log, by whom, newest first.
    const actividad = (await c.get('/api/Actividad').query({ tipo: 'Cierre' }).expect(200)).body;
    expect(actividad.Filas.map((f: { Descripcion: string; Usuario: string; Entidad: string }) => [f.Descripcion, f.Usuario, f.Entidad])).toEqual([
      [M.actividadCerrado(formatearFecha(D)), 'Recepcionista de Prueba', 'CierreDia'],
      [M.actividadReabierto(formatearFecha(D)), 'Recepcionista de Prueba', 'CierreDia'],
      [M.actividadCerrado(formatearFecha(D)), 'Recepcionista de Prueba', 'CierreDia'],
    ]);
  });

  it('is refused to Recepción and Camarería (403 in Spanish); Recepción may read it', async () => {
    const hotel = await hotelParaReservar(api.server, 1);
    const re = await usuarioDeTipo(hotel, 'RE', 'Rita Recepción');
    const ca = await usuarioDeTipo(hotel, 'CA', 'Rosa Camarera');
    expect((await re.post(`/api/CierreDia/${D}`).expect(403)).body).toEqual({ Message: 'Su tipo de usuario (Recepción) no permite esta operación' });
    for (const [metodo, ruta] of [['post', `/api/CierreDia/${D}`], ['get', `/api/CierreDia/${D}/Pendientes`], ['get', '/api/CierreDia'], ['get', `/api/CierreDia/${D}`]] as const) {
      expect((await ca[metodo](ruta).expect(403)).body).toEqual({ Message: 'Su tipo de usuario (Camarería) no permite esta operación' });
    }
    await re.get(`/api/CierreDia/${D}/Pendientes`).expect(200);
    // Another hotel's close is its own.
    await hotel.cliente.post(`/api/CierreDia/${D}`).expect(200);
    const otro = await hotelParaReservar(api.server, 1);
    await otro.cliente.get(`/api/CierreDia/${D}`).expect(404);
  });
});

describe('the snapshot', () => {
  it('equals a hand count on a small hotel: occupancy, ADR, RevPAR, charges and payments in two currencies, arrivals, departures, no-shows', async () => {
    const hotel = await hotelParaReservar(api.server, 4, 'Ana Soto');
    const c = hotel.cliente;
    await c.post('/api/HotelMonedas').send({ MonedaId: 'USD' }).expect(200);
    // Room 0: two nights at 40.000 CLP over D. Room 1: arrives on D at 60.000. Room 2: a no-show of D. Room 3: out of order on D.
    const a = (await c.post('/api/ReservasB').send(hotel.cuerpoReserva(0, sumarDias(D, -1), sumarDias(D, 1), 40000)).expect(200)).body;
    const b = (await c.post('/api/ReservasB').send({ ...hotel.cuerpoReserva(1, D, sumarDias(D, 3), 60.5), MonedaId: 'USD' }).expect(200)).body;
    const n = (await c.post('/api/ReservasB').send(hotel.cuerpoReserva(2, D, sumarDias(D, 1), 30000)).expect(200)).body;
    await c.post('/api/FueraServicio').send({ HabitacionId: hotel.habitaciones[3].Id, Desde: D, Hasta: sumarDias(D, 1), Motivo: 'Pintura' }).expect(200);
    await c.put(`/api/calendario/NoPresentado/${n.Id}`).expect(200);
    await c.get(`/api/calendario/CheckIn/${a.Id}`).expect(200);
    await c.get(`/api/calendario/CheckIn/${b.Id}`).expect(200);
    const tipo = (await c.post('/api/GruposServicio').send({ Nombre: 'Minibar' })).body;
    const agua = (await c.post('/api/Cargos').send({ Nombre: 'Agua', TipoCargoId: tipo.Id })).body;
    const cargo = (Fecha: string, MonedaId: string, Precio: number, HabitacionId: number) => ({ Fecha, CargoId: agua.Id, HabitacionId, TipoImpuestoId: hotel.impuesto.Id, MonedaId, Precio, Cantidad: 2 });
    await conMovimientos(hotel, a.Id, [pago(hotel.habitaciones[0].Id, D, 30000, 'CLP', 1), pago(hotel.habitaciones[0].Id, D, 10000, 'CLP', 2), pago(hotel.habitaciones[0].Id, sumarDias(D, -1), 5000)], [cargo(D, 'CLP', 1500, hotel.habitaciones[0].Id)]).then((r) => expect(r.status).toBe(200));
    await conMovimientos(hotel, b.Id, [pago(hotel.habitaciones[1].Id, D, 50.25, 'USD', 1)], [cargo(D, 'USD', 2.5, hotel.habitaciones[1].Id), cargo(sumarDias(D, 1), 'USD', 9, hotel.habitaciones[1].Id)]).then((r) => expect(r.status).toBe(200));
    const totalA = (await c.get(`/api/ReservasB/${a.Id}`)).body.Habitaciones[0].AlojamientoTotal;
    const totalB = (await c.get(`/api/ReservasB/${b.Id}`)).body.Habitaciones[0].AlojamientoTotal;
    expect([totalA, totalB]).toEqual([80000, 181.5]);

    const { Cifras } = (await c.post(`/api/CierreDia/${D}`).expect(200)).body as CierreDia;
    // 4 rooms, 1 out of order: 3 sellable; 2 sold (the no-show frees its room).
    expect(Cifras).toEqual({
      Habitaciones: 4,
      FueraDeServicio: 1,
      HabitacionesVendibles: 3,
      HabitacionesVendidas: 2,
      Ocupacion: 66.67,
      IngresoHabitaciones: [
        { MonedaId: 'CLP', Ingreso: 40000, ADR: 40000, RevPAR: 13333 },
        { MonedaId: 'USD', Ingreso: 60.5, ADR: 60.5, RevPAR: 20.17 },
      ],
      Cargos: [
        { MonedaId: 'CLP', Total: 3000, Cantidad: 1 },
        { MonedaId: 'USD', Total: 5, Cantidad: 1 },
      ],
      Pagos: [
        { MonedaId: 'CLP', Total: 40000, Cantidad: 2 },
        { MonedaId: 'USD', Total: 50.25, Cantidad: 1 },
      ],
      PagosPorFormaPago: [
        { MonedaId: 'CLP', FormaPagoId: 1, FormaPagoNombre: 'Contado', Total: 30000, Cantidad: 1 },
        { MonedaId: 'CLP', FormaPagoId: 2, FormaPagoNombre: 'Crédito', Total: 10000, Cantidad: 1 },
        { MonedaId: 'USD', FormaPagoId: 1, FormaPagoNombre: 'Contado', Total: 50.25, Cantidad: 1 },
      ],
      Llegadas: 1,
      Salidas: 0,
      NoPresentados: 1,
      Anulaciones: 0,
    });
  });
});
