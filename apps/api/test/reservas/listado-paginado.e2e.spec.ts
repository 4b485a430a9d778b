import type { FilaListadoReservas, ListadoReservasPaginado, SaldoMoneda } from '@recepcion/contracts';
import { type HotelDePrueba, registrarHotelConfigurado } from '@recepcion/testing';
import { conContrato } from '../support/contrato';
import { startTestApi, type TestApi } from '../support/test-api';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());
// Every answer of this file is checked against its documented schema (libs/contracts).
const contrato = conContrato(() => api);

const LISTADO = '/api/ReservasB/ListadoReservas';
const PAGINADO = '/api/ReservasB/ListadoReservas/Paginado';
const FILTRO = { Desde: '2027-03-01', Hasta: '2027-03-31' };

interface Hotel {
  hotel: HotelDePrueba;
  ana: number;
  luis: number;
  anulada: number;
}

const dia = (n: number) => `2027-03-${String(n).padStart(2, '0')}`;

/**
 * A hotel of 3 rooms with 23 reservations in March 2027, three arriving each other day (so several
 * share a check-in): every fourth in dollars with cents, one with a dollar charge and a payment, one
 * for another client, one cancelled; and one in April that the filter leaves out.
 */
async function hotelConReservas(): Promise<Hotel> {
  const hotel = await registrarHotelConfigurado(api.server, 3);
  const c = hotel.cliente;
  const habitaciones: { Id: number }[] = (await c.get('/api/Habitaciones')).body;
  const ana = (await c.post('/api/Clientes').send({ Nombre: 'Ana Rojas', GiroId: 1, PaisId: 35, Ciudad: 'Talca' })).body.Id;
  const luis = (await c.post('/api/Clientes').send({ Nombre: 'Luis Soto', GiroId: 1, PaisId: 35, Ciudad: 'Arica' })).body.Id;
  const [impuesto] = (await c.get('/api/TipoImpuestos')).body;
  await c.post('/api/HotelMonedas').send({ MonedaId: 'USD' }).expect(200);
  const reserva = (k: number, desde: string, hasta: string) => ({
    CheckIn: desde,
    CheckOut: hasta,
    ClienteId: k === 7 ? luis : ana,
    FormaPagoId: 1,
    MonedaId: k % 4 === 3 ? 'USD' : 'CLP',
    TipoImpuestoId: impuesto.Id,
    NombreGrupo: `Grupo ${k}`,
    Habitaciones: [{ Id: 1, HabitacionId: habitaciones[k % 3].Id, CheckIn: desde, CheckOut: hasta, CantidadPasajero: 1 + (k % 2), AlojamientoPrecioUnitario: k % 4 === 3 ? 45.55 + k : 10000 + 1000 * k }],
  });
  const ids: number[] = [];
  for (let k = 0; k < 23; k++) {
    const desde = dia(1 + 2 * Math.floor(k / 3));
    const hasta = dia(3 + 2 * Math.floor(k / 3));
    const creada = await c.post('/api/ReservasB').send(reserva(k, desde, hasta));
    expect(creada.status).toBe(200);
    ids.push(creada.body.Id);
  }
  await c.post('/api/ReservasB').send(reserva(0, '2027-04-10', '2027-04-12')).expect(200);

  const tipo = (await c.post('/api/GruposServicio').send({ Nombre: 'Minibar' })).body;
  const agua = (await c.post('/api/Cargos').send({ Nombre: 'Agua mineral', TipoCargoId: tipo.Id })).body;
  const { Version } = (await c.get(`/api/ReservasB/${ids[4]}`)).body;
  await c
    .put(`/api/ReservasB/${ids[4]}`)
    .send({
      ...reserva(4, dia(3), dia(5)),
      Version,
      Cargos: [{ Fecha: dia(4), CargoId: agua.Id, ContactoClienteId: ana, TipoImpuestoId: impuesto.Id, MonedaId: 'USD', Precio: 10.5, Cantidad: 2 }],
      Ingresos: [{ Fecha: dia(3), HabitacionId: habitaciones[1].Id, Concepto: 'Abono', Valor: 5000, MonedaId: 'CLP', FormaPagoId: 1 }],
    })
    .expect(200);
  await c.put(`/api/calendario/AnularReserva/${ids[10]}`).send({ texto: 'Cambio de planes' }).expect(200);
  return { hotel, ana, luis, anulada: ids[10] };
}

/** The totals of these rows per currency, added up here in cents. */
function sumar(filas: FilaListadoReservas[]): { Totales: { MonedaId: string; Total: number }[]; Saldos: SaldoMoneda[]; CantidadPasajeros: number } {
  const centavos = new Map<string, [number, number, number]>();
  for (const s of filas.flatMap((f) => f.Saldos)) {
    const [cargo, ingreso, saldo] = centavos.get(s.MonedaId) ?? [0, 0, 0];
    centavos.set(s.MonedaId, [cargo + Math.round(s.Cargo * 100), ingreso + Math.round(s.Ingreso * 100), saldo + Math.round(s.Saldo * 100)]);
  }
  const saldos = [...centavos].sort(([a], [b]) => a.localeCompare(b)).map(([MonedaId, [c, i, s]]) => ({ MonedaId, Cargo: c / 100, Ingreso: i / 100, Saldo: s / 100 }));
  return { Totales: saldos.map((s) => ({ MonedaId: s.MonedaId, Total: s.Cargo })), Saldos: saldos, CantidadPasajeros: filas.reduce((n, f) => n + f.CantidadPasajeros, 0) };
}

let h: Hotel;
beforeAll(async () => {
  h = await hotelConReservas();
}, 120_000);

const paginado = (consulta: string, filtro: object = FILTRO) => h.hotel.cliente.post(`${PAGINADO}${consulta}`).send(filtro);

describe('the reservation list, paged on the server', () => {
  it('answers a page in check-in order, and the totals of every page computed by the database', async () => {
    const todas: FilaListadoReservas[] = (await h.hotel.cliente.post(LISTADO).send(FILTRO)).body;
    expect(todas).toHaveLength(22);
    const esperado = sumar(todas);
    // Both currencies, cents included, and the payment in the balance.
    expect(esperado.Saldos.map((s) => s.MonedaId)).toEqual(['CLP', 'USD']);
    expect(esperado.Saldos[0].Ingreso).toBe(5000);
    expect(esperado.Saldos[1].Cargo % 1).not.toBe(0);

    const paginas: ListadoReservasPaginado[] = [];
    for (const pagina of [1, 2, 3]) {
      const respuesta = await paginado(`?pagina=${pagina}&tamano=10`);
      expect(respuesta.status).toBe(200);
      paginas.push(respuesta.body);
    }
    expect(paginas.map((p) => p.Filas.length)).toEqual([10, 10, 2]);
    for (const [i, p] of paginas.entries()) {
      expect(p).toEqual({ Filas: todas.slice(10 * i, 10 * i + 10), Pagina: i + 1, TamanoPagina: 10, CantidadReservas: 22, ...esperado });
    }
    const orden = paginas.flatMap((p) => p.Filas).map((f) => [f.CheckIN, f.ReservaId] as const);
    expect(orden).toEqual([...orden].sort(([a, x], [b, y]) => a.localeCompare(b) || x - y));
    expect(orden[0][0]).toBe(dia(1));
    // The first page's rows read as the whole list reads them.
    expect(paginas[0].Filas[4]).toMatchObject({ ClienteNombre: 'Ana Rojas', GrupoNombre: 'Grupo 4', CheckIN: dia(3), CheckOUT: dia(5), Saldos: [expect.objectContaining({ MonedaId: 'CLP', Ingreso: 5000 }), { MonedaId: 'USD', Cargo: 21, Ingreso: 0, Saldo: 21 }] });

    // Past the last page: no rows, the same totals.
    expect((await paginado('?pagina=4&tamano=10')).body).toEqual({ Filas: [], Pagina: 4, TamanoPagina: 10, CantidadReservas: 22, ...esperado });
    // Without a page: the first 50.
    expect((await paginado('')).body).toEqual({ Filas: todas, Pagina: 1, TamanoPagina: 50, CantidadReservas: 22, ...esperado });
    expect(contrato.comprobadas()).toBeGreaterThanOrEqual(6);
  });

  it('keeps the filters: cancelled ones on request, one client, the dates', async () => {
    const conAnuladas = (await paginado('?tamano=5', { ...FILTRO, Anulados: true })).body as ListadoReservasPaginado;
    const todas: FilaListadoReservas[] = (await h.hotel.cliente.post(LISTADO).send({ ...FILTRO, Anulados: true })).body;
    expect(todas.map((f) => f.ReservaId)).toContain(h.anulada);
    expect(conAnuladas).toEqual({ Filas: todas.slice(0, 5), Pagina: 1, TamanoPagina: 5, CantidadReservas: 23, ...sumar(todas) });

    const deLuis = (await paginado('?tamano=5', { ...FILTRO, ClienteId: h.luis })).body as ListadoReservasPaginado;
    expect(deLuis.CantidadReservas).toBe(1);
    expect(deLuis.Filas.map((f) => f.ClienteNombre)).toEqual(['Luis Soto']);
    expect(deLuis).toMatchObject(sumar(deLuis.Filas));

    // Without Hasta: a year from Desde, so April's reservation too.
    expect((await paginado('?tamano=1', { Desde: FILTRO.Desde })).body.CantidadReservas).toBe(23);
    expect((await paginado('', { Desde: '2027-04-01', Hasta: '2027-04-30' })).body.Filas).toEqual([expect.objectContaining({ CheckIN: '2027-04-10', GrupoNombre: 'Grupo 0' })]);
    expect((await paginado('', { Desde: '2030-01-01' })).body).toEqual({ Filas: [], Pagina: 1, TamanoPagina: 50, CantidadReservas: 0, CantidadPasajeros: 0, Totales: [], Saldos: [] });
  });

  it("shows in every row what the reservation itself says, its rooms' names in its lines' order", async () => {
    const c = h.hotel.cliente;
    const habitaciones: { Id: number }[] = (await c.get('/api/Habitaciones')).body;
    const [impuesto] = (await c.get('/api/TipoImpuestos')).body;
    const linea = (Id: number, HabitacionId: number) => ({ Id, HabitacionId, CheckIn: '2027-05-10', CheckOut: '2027-05-12', CantidadPasajero: 1, AlojamientoPrecioUnitario: 20000 });
    const tres = await c
      .post('/api/ReservasB')
      .send({
        CheckIn: '2027-05-10',
        CheckOut: '2027-05-12',
        ClienteId: h.ana,
        FormaPagoId: 1,
        MonedaId: 'CLP',
        TipoImpuestoId: impuesto.Id,
        Comentario: 'Llegan de noche',
        Habitaciones: [linea(1, habitaciones[2].Id), linea(2, habitaciones[0].Id), linea(3, habitaciones[1].Id)],
      })
      .expect(200);
    const nombres = tres.body.Habitaciones.map((l: { HabitacionId: number; HabitacionNombre: string }) => [l.HabitacionId, l.HabitacionNombre]);
    expect(nombres.map(([id]: [number]) => id)).toEqual([habitaciones[2].Id, habitaciones[0].Id, habitaciones[1].Id]);

    // Every reservation of March to May, cancelled and edited ones included, read one by one.
    const filas: FilaListadoReservas[] = (await c.post(LISTADO).send({ Desde: FILTRO.Desde, Hasta: '2027-05-31', Anulados: true })).body;
    expect(filas).toHaveLength(25);
    for (const fila of filas) {
      const r = (await c.get(`/api/ReservasB/${fila.ReservaId}`)).body;
      expect(fila).toEqual({
        ReservaId: r.Id,
        CheckIN: r.CheckIn,
        CheckOUT: r.CheckOut,
        Habitaciones: r.Habitaciones.map((l: { HabitacionNombre: string }) => l.HabitacionNombre).join(', '),
        ClienteNombre: r.ClienteNombre,
        GrupoNombre: r.NombreGrupo,
        CantidadPasajeros: r.CantidadPasajeros,
        EstadoId: r.EstadoId,
        EstadoNombre: r.EstadoNombre,
        Comentario: r.Comentario,
        Totales: r.Saldos.map((m: SaldoMoneda) => ({ MonedaId: m.MonedaId, Total: m.Cargo })),
        Saldos: r.Saldos,
      });
    }
    const deTres = filas.find((f) => f.ReservaId === tres.body.Id);
    expect(deTres).toMatchObject({ Habitaciones: nombres.map(([, nombre]: [number, string]) => nombre).join(', '), Comentario: 'Llegan de noche', GrupoNombre: null });
    const pagina = (await paginado('', { Desde: '2027-05-01', Hasta: '2027-05-31' })).body as ListadoReservasPaginado;
    expect(pagina.Filas).toEqual([deTres]);
  });

  it("shows another hotel nothing of this one's", async () => {
    const otro = await registrarHotelConfigurado(api.server, 1);
    expect((await otro.cliente.post(PAGINADO).send(FILTRO)).body).toEqual({ Filas: [], Pagina: 1, TamanoPagina: 50, CantidadReservas: 0, CantidadPasajeros: 0, Totales: [], Saldos: [] });
  });

  it('refuses a bad page, size or filter with a Spanish message', async () => {
    const casos: [string, object, string][] = [
      ['?pagina=0', FILTRO, 'La página no es válida'],
      ['?pagina=-1', FILTRO, 'La página no es válida'],
      ['?pagina=dos', FILTRO, 'La página no es válida'],
      ['?pagina=1.5', FILTRO, 'La página no es válida'],
      ['?pagina=', FILTRO, 'La página no es válida'],
      ['?pagina=99999999999', FILTRO, 'La página no es válida'],
      ['?tamano=0', FILTRO, 'El tamaño de página debe estar entre 1 y 500'],
      ['?tamano=501', FILTRO, 'El tamaño de página debe estar entre 1 y 500'],
      ['?tamano=1e2', FILTRO, 'El tamaño de página debe estar entre 1 y 500'],
      ['', { Hasta: '2027-03-31' }, 'Seleccione la fecha Desde'],
      ['', { Desde: '2027-02-30' }, 'Seleccione la fecha Desde'],
      ['', { ...FILTRO, Hasta: '31-03-2027' }, 'Seleccione la fecha Hasta'],
      ['', { ...FILTRO, ClienteId: 'Ana' }, 'ClienteId debe ser un número'],
      ['', { ...FILTRO, Anulados: 'si' }, 'Anulados debe ser verdadero o falso'],
    ];
    for (const [consulta, filtro, mensaje] of casos) {
      const respuesta = await paginado(consulta, filtro);
      expect([consulta, filtro, respuesta.status, respuesta.body]).toEqual([consulta, filtro, 400, { Message: mensaje }]);
    }
  });
});
