import { MENSAJES_RESERVAS as M } from '@recepcion/contracts';
import { sumarDias } from '@recepcion/domain';
import { hotelParaReservar } from '@recepcion/testing';
import { conContrato } from '../support/contrato';
import { startTestApi, type TestApi } from '../support/test-api';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());
conContrato(() => api);

const hoy = new Date().toISOString().slice(0, 10);
const manana = sumarDias(hoy, 1);

describe('a no-show (an arrival that never came)', () => {
  it('is cancelled with «No presentado», flagged in the reservation and the list, and its nights are free again', async () => {
    const hotel = await hotelParaReservar(api.server, 2);
    const c = hotel.cliente;
    const r = (await c.post('/api/ReservasB').send(hotel.cuerpoReserva(0, hoy, sumarDias(hoy, 3))).expect(200)).body;

    const marcada = (await c.put(`/api/calendario/NoPresentado/${r.Id}`).expect(200)).body;
    expect(marcada).toMatchObject({ Id: r.Id, EstadoId: 4, EstadoNombre: 'Anulado', NoPresentado: true, Message: M.marcadaNoPresentada });
    expect((await c.get(`/api/ReservasB/${r.Id}`).expect(200)).body).toMatchObject({ EstadoId: 4, NoPresentado: true });
    const listado: { ReservaId: number; NoPresentado?: boolean; EstadoNombre: string }[] = (await c.post('/api/ReservasB/ListadoReservas').send({ Desde: hoy, Hasta: manana, Anulados: true }).expect(200)).body;
    expect(listado.find((x) => x.ReservaId === r.Id)).toMatchObject({ EstadoNombre: 'Anulado', NoPresentado: true });
    const historial: { Descripcion?: string }[] = (await c.get(`/api/ReservasB/${r.Id}/Historial`).expect(200)).body;
    expect(JSON.stringify(historial)).toContain('No presentado');

    // Its room sells again for those nights; marking it twice is the plain «already cancelled».
    await c.post('/api/ReservasB').send(hotel.cuerpoReserva(0, hoy, sumarDias(hoy, 3))).expect(200);
    expect((await c.put(`/api/calendario/NoPresentado/${r.Id}`).expect(400)).body.Message).toBe(M.yaAnulada);
  });

  it('is refused before the arrival day, after a check-in, and for another hotel’s reservation', async () => {
    const hotel = await hotelParaReservar(api.server, 2);
    const c = hotel.cliente;
    const futura = (await c.post('/api/ReservasB').send(hotel.cuerpoReserva(0, manana, sumarDias(hoy, 3))).expect(200)).body;
    expect((await c.put(`/api/calendario/NoPresentado/${futura.Id}`).expect(400)).body.Message).toBe(M.noPresentadoAntesDeLlegar);

    const llegada = (await c.post('/api/ReservasB').send(hotel.cuerpoReserva(1, hoy, manana)).expect(200)).body;
    await c.get(`/api/calendario/CheckIn/${llegada.Id}`).expect(200);
    expect((await c.put(`/api/calendario/NoPresentado/${llegada.Id}`).expect(400)).body.Message).toBe(M.noPresentadoYaIngreso);

    const otro = await hotelParaReservar(api.server, 1);
    await otro.cliente.put(`/api/calendario/NoPresentado/${futura.Id}`).expect(404);
    expect((await c.get(`/api/ReservasB/${futura.Id}`)).body).toMatchObject({ EstadoId: 1 });
    expect((await c.get(`/api/ReservasB/${futura.Id}`)).body.NoPresentado).toBeUndefined();
  });
});
