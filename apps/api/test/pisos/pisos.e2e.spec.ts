import { randomUUID } from 'node:crypto';
import { type CambioEstadoPiso, type HabitacionPiso, MENSAJES_PISOS as M } from '@recepcion/contracts';
import { sumarDias } from '@recepcion/domain';
import { type Cliente, hotelParaReservar, nuevoCliente } from '@recepcion/testing';
import { conContrato } from '../support/contrato';
import { startTestApi, type TestApi } from '../support/test-api';

// Housekeeping: each room's state on the board (events, history, check-out makes it dirty), the
// Camarería user type that sees only the board, and rooms out of order under the exclusion constraint.

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());
conContrato(() => api);

const hoy = new Date().toISOString().slice(0, 10);

async function usuarioDeTipo(hotel: { cliente: Cliente }, tipo: 'CA' | 'CO', nombre: string): Promise<Cliente> {
  const email = `${tipo.toLowerCase()}-${randomUUID()}@hotel.test`;
  const creado = (await hotel.cliente.post('/api/HotelUsuarios/CrearUsuario').send({ nombre, email, password: 'secreto123' }).expect(200)).body;
  await hotel.cliente.put(`/api/HotelUsuarios/${creado.Id}`).send({ IDTipoUsuario: tipo }).expect(200);
  const cliente = nuevoCliente(api.server);
  await cliente.post('/api/Cuenta/Login').send({ email, password: 'secreto123' }).expect(200);
  return cliente;
}

describe('the housekeeping board', () => {
  it('shows every room clean at first, with today’s arrivals, departures and guests; a check-out makes the room dirty', async () => {
    const hotel = await hotelParaReservar(api.server, 3, 'Pía Soto');
    const c = hotel.cliente;
    const [h1, h2] = hotel.habitaciones;
    const sale = (await c.post('/api/ReservasB').send(hotel.cuerpoReserva(0, sumarDias(hoy, -2), hoy)).expect(200)).body;
    await c.post('/api/ReservasB').send(hotel.cuerpoReserva(1, hoy, sumarDias(hoy, 2))).expect(200);

    const tablero: HabitacionPiso[] = (await c.get('/api/Pisos').expect(200)).body;
    expect(tablero.map((h) => [h.Nombre, h.Estado, h.LlegaHoy, h.SaleHoy, h.Ocupada, h.Pasajeros])).toEqual([
      [h1.Nombre, 'Limpia', false, true, false, 0],
      [h2.Nombre, 'Limpia', true, false, true, 2],
      [hotel.habitaciones[2].Nombre, 'Limpia', false, false, false, 0],
    ]);

    await c.get(`/api/calendario/CheckIn/${sale.Id}`).expect(200);
    await c.get(`/api/calendario/CheckOut/${sale.Id}`).expect(200);
    await esperar(async () => (await c.get('/api/Pisos')).body[0].Estado === 'Sucia');
    const historial: CambioEstadoPiso[] = (await c.get(`/api/Pisos/${h1.Id}/Historial`).expect(200)).body;
    expect(historial).toEqual([{ Fecha: expect.any(String), De: 'Limpia', A: 'Sucia', Motivo: 'check-out', Usuario: null }]);

    // Checked out a day early without shortening the stay: it keeps tonight, but its guests left.
    const temprana = (await c.post('/api/ReservasB').send(hotel.cuerpoReserva(2, sumarDias(hoy, -1), sumarDias(hoy, 1))).expect(200)).body;
    await c.get(`/api/calendario/CheckIn/${temprana.Id}`).expect(200);
    expect((await c.get('/api/Pisos')).body[2]).toMatchObject({ Ocupada: true, Pasajeros: 2 });
    await c.get(`/api/calendario/CheckOut/${temprana.Id}?acortar=false`).expect(200);
    expect((await c.get('/api/Pisos')).body[2]).toMatchObject({ Ocupada: false, Pasajeros: 0 });
  });

  it('lets Camarería change states with one tap and see the history (who, from which state); refuses it everything else', async () => {
    const hotel = await hotelParaReservar(api.server, 2);
    const h = hotel.habitaciones[0];
    const ca = await usuarioDeTipo(hotel, 'CA', 'Rosa Camarera');
    expect((await ca.put(`/api/Pisos/${h.Id}`).send({ Estado: 'Sucia' }).expect(200)).body).toMatchObject({ HabitacionId: h.Id, Estado: 'Sucia' });
    await ca.put(`/api/Pisos/${h.Id}`).send({ Estado: 'Limpia' }).expect(200);
    await hotel.cliente.put(`/api/Pisos/${h.Id}`).send({ Estado: 'Inspeccionada' }).expect(200);
    // A double tap records nothing.
    await hotel.cliente.put(`/api/Pisos/${h.Id}`).send({ Estado: 'Inspeccionada' }).expect(200);
    const historial: CambioEstadoPiso[] = (await ca.get(`/api/Pisos/${h.Id}/Historial`).expect(200)).body;
    expect(historial.map((x) => [x.De, x.A, x.Motivo, x.Usuario])).toEqual([
      ['Limpia', 'Inspeccionada', 'manual', 'Recepcionista de Prueba'],
      ['Sucia', 'Limpia', 'manual', 'Rosa Camarera'],
      ['Limpia', 'Sucia', 'manual', 'Rosa Camarera'],
    ]);
    expect((await ca.put(`/api/Pisos/${h.Id}`).send({ Estado: 'Reluciente' }).expect(400)).body).toEqual({ Message: M.estadoNoValido });

    // Nothing else of the hotel: its guests, reservations, calendar, reports, settings.
    const sinPermiso = { Message: 'Su tipo de usuario (Camarería) no permite esta operación' };
    for (const ruta of ['/api/Clientes', '/api/ReservasB/ListadoReservas', `/api/Calendario/${hoy}`, `/api/Informes/InfEstadoHotel/${hoy}`, '/api/Habitaciones', `/api/HotelUsuarios/${hotel.hotelId}`]) {
      const r = ruta.endsWith('ListadoReservas') ? await ca.post(ruta).send({ Desde: hoy, Hasta: hoy }) : await ca.get(ruta);
      expect([ruta, r.status, r.body]).toEqual([ruta, 403, sinPermiso]);
    }
    expect((await ca.post('/api/ReservasB').send(hotel.cuerpoReserva(0, hoy, sumarDias(hoy, 1)))).status).toBe(403);
    // Consulta may read the board but not change it.
    const co = await usuarioDeTipo(hotel, 'CO', 'Carlos Consulta');
    await co.get('/api/Pisos').expect(200);
    await co.put(`/api/Pisos/${h.Id}`).send({ Estado: 'Sucia' }).expect(403);
    // Another hotel's room is not on this board.
    const otro = await hotelParaReservar(api.server, 1);
    await otro.cliente.put(`/api/Pisos/${h.Id}`).send({ Estado: 'Sucia' }).expect(404);
    await otro.cliente.get(`/api/Pisos/${h.Id}/Historial`).expect(404);
  });
});

describe('rooms out of order', () => {
  it('takes the nights out of availability, shows on the calendar and the board, refuses nights a reservation holds (naming it), and comes back when lifted', async () => {
    const hotel = await hotelParaReservar(api.server, 2);
    const c = hotel.cliente;
    const h = hotel.habitaciones[0];
    const desde = sumarDias(hoy, 5);
    const r = (await c.post('/api/ReservasB').send(hotel.cuerpoReserva(0, sumarDias(desde, 3), sumarDias(desde, 5))).expect(200)).body;
    expect((await c.post('/api/FueraServicio').send({ HabitacionId: h.Id, Desde: sumarDias(desde, 2), Hasta: sumarDias(desde, 4), Motivo: 'Pintura' }).expect(400)).body).toEqual({ Message: M.conReservas([r.Id]) });
    expect((await c.post('/api/FueraServicio').send({ HabitacionId: h.Id, Desde: desde, Hasta: desde, Motivo: 'Pintura' }).expect(400)).body).toEqual({ Message: M.fechasNoValidas });
    expect((await c.post('/api/FueraServicio').send({ HabitacionId: h.Id, Desde: desde, Hasta: sumarDias(desde, 2), Motivo: '' }).expect(400)).body).toEqual({ Message: M.ingreseMotivo });

    const fuera = (await c.post('/api/FueraServicio').send({ HabitacionId: h.Id, Desde: desde, Hasta: sumarDias(desde, 2), Motivo: 'Pintura' }).expect(200)).body;
    expect(fuera).toEqual({ Id: expect.any(Number), HabitacionId: h.Id, HabitacionNombre: h.Nombre, Desde: desde, Hasta: sumarDias(desde, 2), Motivo: 'Pintura' });
    expect((await c.get('/api/FueraServicio').expect(200)).body).toEqual([fuera]);
    expect((await c.get(`/api/ReservasB/IsHabitacionDisponible/${h.Id}/${desde}/${sumarDias(desde, 1)}/0/0/0`)).body).toBe(false);
    expect((await c.post('/api/ReservasB').send(hotel.cuerpoReserva(0, sumarDias(desde, 1), sumarDias(desde, 3)))).body).toEqual({ Message: 'Habitación no disponible' });
    const ventana = (await c.get(`/api/Calendario/${desde}?dias=2`)).body;
    expect(ventana.bloqueo).toEqual([expect.objectContaining({ room: h.Id, start_date: desde, end_date: sumarDias(desde, 2), fueraServicio: 'Pintura' })]);
    // It is not an ordinary block: the blocks screen may not change it.
    const [bloqueo] = (await c.get(`/api/Bloqueos/Busqueda/${hoy}`)).body;
    expect((await c.delete(`/api/Bloqueos/${bloqueo.Id}`).expect(400)).body).toEqual({ Message: M.fueraDeServicio });

    await c.delete(`/api/FueraServicio/${fuera.Id}`).expect(200);
    expect((await c.get(`/api/ReservasB/IsHabitacionDisponible/${h.Id}/${desde}/${sumarDias(desde, 1)}/0/0/0`)).body).toBe(true);
    expect((await c.get('/api/FueraServicio')).body).toEqual([]);
    await c.delete(`/api/FueraServicio/${fuera.Id}`).expect(404);
  });

  it('shows today’s period out of order on the board', async () => {
    const hotel = await hotelParaReservar(api.server, 1);
    await hotel.cliente.post('/api/FueraServicio').send({ HabitacionId: hotel.habitaciones[0].Id, Desde: hoy, Hasta: sumarDias(hoy, 1), Motivo: 'Filtración' }).expect(200);
    expect((await hotel.cliente.get('/api/Pisos')).body[0]).toMatchObject({ FueraServicio: 'Filtración', Ocupada: false });
  });
});

async function esperar(condicion: () => Promise<boolean>, ms = 10_000): Promise<void> {
  const fin = Date.now() + ms;
  while (!(await condicion())) {
    if (Date.now() > fin) throw new Error('La condición no se cumplió a tiempo');
    await new Promise((ok) => setTimeout(ok, 100));
  }
}
