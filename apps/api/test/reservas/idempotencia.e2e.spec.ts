import { randomUUID } from 'node:crypto';
import { MENSAJE_IDEMPOTENCIA_REUTILIZADA } from '@recepcion/contracts';
import { hotelParaReservar } from '@recepcion/testing';
import { conContrato } from '../support/contrato';
import { startTestApi, type TestApi } from '../support/test-api';

// An Idempotency-Key names one request (the IETF Idempotency-Key draft, as Stripe does): a retry
// with the same key and body answers the first result, and the same key with another body answers
// 422 with a Spanish message, never the first request's reservation.
let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());
conContrato(() => api);

describe('the same Idempotency-Key with another body', () => {
  it('answers 422 with a Spanish message on a create, and creates nothing; the same body still answers the first reservation', async () => {
    const h = await hotelParaReservar(api.server, 2, 'Ana Soto');
    const clave = randomUUID();
    const primera = (await h.cliente.post('/api/ReservasB').set('Idempotency-Key', clave).send(h.cuerpoReserva(0, '2028-07-01', '2028-07-03', 40000)).expect(200)).body;
    const otra = await h.cliente.post('/api/ReservasB').set('Idempotency-Key', clave).send(h.cuerpoReserva(1, '2028-07-10', '2028-07-12', 40000));
    expect(otra.status).toBe(422);
    expect(otra.body).toEqual({ Message: MENSAJE_IDEMPOTENCIA_REUTILIZADA });
    const listado = (await h.cliente.post('/api/ReservasB/ListadoReservas').send({ Desde: '2028-06-30', Hasta: '2028-07-31' })).body;
    expect(listado.map((f: { ReservaId: number }) => f.ReservaId)).toEqual([primera.Id]);
    // A retry of the first request, the body's keys in another order: the same request.
    const cuerpo = h.cuerpoReserva(0, '2028-07-01', '2028-07-03', 40000) as Record<string, unknown>;
    const invertido = Object.fromEntries(Object.entries(cuerpo).reverse());
    expect((await h.cliente.post('/api/ReservasB').set('Idempotency-Key', clave).send(invertido).expect(200)).body.Id).toBe(primera.Id);
  });

  it('answers 422 on a full edit too, and leaves the reservation as the first edit made it', async () => {
    const h = await hotelParaReservar(api.server, 2, 'Ana Soto');
    const r = (await h.cliente.post('/api/ReservasB').send(h.cuerpoReserva(0, '2028-08-01', '2028-08-03', 40000)).expect(200)).body;
    const clave = randomUUID();
    const base = h.cuerpoReserva(0, '2028-08-01', '2028-08-03', 40000);
    const primera = (await h.cliente.put(`/api/ReservasB/${r.Id}`).set('Idempotency-Key', clave).send({ ...base, NombreGrupo: 'Primero' }).expect(200)).body;
    const otra = await h.cliente.put(`/api/ReservasB/${r.Id}`).set('Idempotency-Key', clave).send({ ...base, NombreGrupo: 'Segundo' });
    expect(otra.status).toBe(422);
    expect(otra.body).toEqual({ Message: MENSAJE_IDEMPOTENCIA_REUTILIZADA });
    expect((await h.cliente.get(`/api/ReservasB/${r.Id}`)).body).toMatchObject({ NombreGrupo: 'Primero', Version: primera.Version });
  });
});
