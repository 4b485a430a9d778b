import { randomUUID } from 'node:crypto';
import { type DisponibilidadTipoHabitacion, MENSAJES_MOTOR as M, MOTIVO_ANULACION_HUESPED, type ReservaWebRespuesta } from '@recepcion/contracts';
import { sumarDias } from '@recepcion/domain';
import { hotelParaReservar, nuevoCliente } from '@recepcion/testing';
import { conContrato } from '../support/contrato';
import { servidorSmtp } from '../support/correo-smtp';
import { startTestApi, type TestApi } from '../support/test-api';

// The hotel's booking page end to end through the API: settings, the public hotel, search with
// the hotel's prices, booking on the front desk's create, mail, the guest's page and cancelling.

let api: TestApi;
let smtp: Awaited<ReturnType<typeof servidorSmtp>>;

beforeAll(async () => {
  smtp = await servidorSmtp();
  api = await startTestApi({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://reservas.hotel.test' } });
});
afterAll(async () => {
  await api.close();
  await smtp.cerrar();
});
conContrato(() => api);

const hoy = new Date().toISOString().slice(0, 10);
const llegada = sumarDias(hoy, 10);
const salida = sumarDias(llegada, 3);

/**
 * A hotel with its engine on: 3 rooms «Doble» (2 guests) at 50.000 a night and 1 «Suite» (4 guests)
 * at 90.000, in CLP, tax included, one season over the next months.
 */
async function hotelConMotor(cambios: Record<string, unknown> = {}) {
  const hotel = await hotelParaReservar(api.server, 3, 'Recepción Propia');
  const c = hotel.cliente;
  const doble = hotel.habitaciones[0].TipoHabitacionId;
  const suite = (await c.post('/api/TiposHabitacion').send({ Nombre: 'Suite', CantidadPasajeros: 4, CantidadPasajerosPredeterminado: 2 }).expect(200)).body;
  const habitacionSuite = (await c.post('/api/Habitaciones').send({ Nombre: 'S1', TipoHabitacionId: suite.Id }).expect(200)).body;
  const temporada = (await c.post('/api/Temporadas').send({ Nombre: 'Todo el año', FechaInicial: hoy, FechaFinal: sumarDias(hoy, 400) }).expect(200)).body;
  await c
    .post('/api/TarifasB')
    .send({ TipoServicioId: 6, TemporadaId: temporada.Id, MonedaId: 'CLP', TipoImpuestoId: hotel.impuesto.Id, ImpuestoIncluido: true, PrecioPorPasajero: false, DetalleTarifa: [{ ServicioId: doble, Valor: 50000 }, { ServicioId: suite.Id, Valor: 90000 }] })
    .expect(200);
  const slug = `hotel-${randomUUID().slice(0, 8)}`;
  const base = (await c.get('/api/MotorReservas').expect(200)).body;
  const config = (await c.put('/api/MotorReservas').send({ ...base, Activo: true, Slug: slug, Descripciones: [{ TipoHabitacionId: suite.Id, Descripcion: 'Vista al mar' }], ...cambios }).expect(200)).body;
  const publico = nuevoCliente(api.server);
  const cuerpo = (extra: Record<string, unknown> = {}) => ({
    TipoHabitacionId: doble,
    CheckIn: llegada,
    CheckOut: salida,
    Adultos: 2,
    Ninos: 0,
    Nombre: 'Lucía Fernández',
    Email: `lucia.${randomUUID().slice(0, 6)}@correo.test`,
    Telefono: '+56 9 1234 5678',
    PaisId: 35,
    AceptaPolitica: true,
    SegundosLlenado: 40,
    ...extra,
  });
  return { hotel, c, slug, config, doble, suite, habitacionSuite, publico, cuerpo };
}

describe('Configuración › Motor de reservas', () => {
  it('starts off with the issue’s defaults and a suggested address; validates and keeps addresses unique', async () => {
    const hotel = await hotelParaReservar(api.server, 2);
    const c = hotel.cliente;
    const inicial = (await c.get('/api/MotorReservas').expect(200)).body;
    expect(inicial).toMatchObject({ Activo: false, TiposHabitacion: [hotel.habitaciones[0].TipoHabitacionId], EstanciaMinima: 1, EstanciaMaxima: 30, DiasAnticipacionMaxima: 365, DiasAnticipacionMinima: 0, EstadoInicialId: 1, DiasCancelacionGratis: 2, SitioPermitido: null });
    expect(inicial.Slug).toMatch(/^hotel-[a-z0-9-]+$/);
    // Off, its page does not exist.
    await nuevoCliente(api.server).get(`/api/Publico/${inicial.Slug}`).expect(404);

    expect((await c.put('/api/MotorReservas').send({ ...inicial, Slug: 'No Vale' }).expect(400)).body).toEqual({ Message: M.slugNoValido });
    expect((await c.put('/api/MotorReservas').send({ ...inicial, EstanciaMinima: 5, EstanciaMaxima: 2 }).expect(400)).body).toEqual({ Message: M.estanciaNoValida });
    expect((await c.put('/api/MotorReservas').send({ ...inicial, TiposHabitacion: [999999] }).expect(400)).body).toEqual({ Message: M.tiposNoValidos });
    expect((await c.put('/api/MotorReservas').send({ ...inicial, SitioPermitido: 'https://mihotel.cl/x; script-src *' }).expect(400)).body).toEqual({ Message: M.sitioNoValido });
    const slug = `unico-${randomUUID().slice(0, 8)}`;
    expect((await c.put('/api/MotorReservas').send({ ...inicial, Slug: slug, SitioPermitido: 'https://www.mihotel.cl/' }).expect(200)).body).toMatchObject({ Slug: slug, SitioPermitido: 'https://www.mihotel.cl' });
    const otro = await hotelParaReservar(api.server, 1);
    const delOtro = (await otro.cliente.get('/api/MotorReservas')).body;
    expect((await otro.cliente.put('/api/MotorReservas').send({ ...delOtro, Slug: slug.toUpperCase() }).expect(400)).body).toEqual({ Message: M.slugEnUso });
  });
});

describe('the guest’s booking page', () => {
  it('shows the hotel without personal data, and only what it can sell, at its own prices', async () => {
    const { slug, publico, doble, suite } = await hotelConMotor();
    const h = (await publico.get(`/api/Publico/${slug}`).expect(200)).body;
    expect(h).toMatchObject({ Slug: slug, MonedaId: 'CLP', Centavos: false, EstanciaMinima: 1, EstanciaMaxima: 30, DiasCancelacionGratis: 2, Idiomas: ['es', 'en'] });
    // The world's countries, each with its ISO code (the page names them in English by it); Chile keeps its code.
    expect(h.Paises).toEqual(expect.arrayContaining([{ Id: 35, Nombre: 'Chile', Iso: 'CL' }, expect.objectContaining({ Nombre: 'Brasil', Iso: 'BR' }), expect.objectContaining({ Nombre: 'Alemania', Iso: 'DE' })]));
    expect(h.Paises.length).toBeGreaterThanOrEqual(240);
    expect(JSON.stringify(h)).not.toMatch(/@|Email|Telefono/);

    const lista: DisponibilidadTipoHabitacion[] = (await publico.get(`/api/Publico/${slug}/Disponibilidad/${llegada}/${salida}/2`).expect(200)).body;
    expect(lista).toEqual([
      { TipoHabitacionId: doble, Nombre: 'Doble', Descripcion: '', Capacidad: 2, Disponibles: 3, Total: 150000, MonedaId: 'CLP' },
      { TipoHabitacionId: suite.Id, Nombre: 'Suite', Descripcion: 'Vista al mar', Capacidad: 4, Disponibles: 1, Total: 270000, MonedaId: 'CLP' },
    ].sort((a, b) => a.TipoHabitacionId - b.TipoHabitacionId));
    // Four guests fit only the suite; the stay and arrival windows hold.
    expect((await publico.get(`/api/Publico/${slug}/Disponibilidad/${llegada}/${salida}/4`)).body.map((t: DisponibilidadTipoHabitacion) => t.Nombre)).toEqual(['Suite']);
    expect((await publico.get(`/api/Publico/${slug}/Disponibilidad/${llegada}/${sumarDias(llegada, 40)}/2`).expect(400)).body).toEqual({ Message: M.estanciaFuera(1, 30) });
    expect((await publico.get(`/api/Publico/${slug}/Disponibilidad/${salida}/${llegada}/2`).expect(400)).body).toEqual({ Message: M.fechasNoValidas });
    expect((await publico.get(`/api/Publico/${slug}/Disponibilidad/no-es-fecha/${llegada}/2`).expect(400)).body).toEqual({ Message: M.fechasNoValidas });
    await publico.get(`/api/Publico/no-existe-${randomUUID().slice(0, 6)}/Disponibilidad/${llegada}/${salida}/2`).expect(404);
  });

  it('books on a free room of the type at the server’s price, marked Web, mails the guest and the hotel; the guest sees and cancels it', async () => {
    const { hotel, c, slug, publico, cuerpo, config } = await hotelConMotor();
    const { body: conf } = await c.get(`/api/Configuraciones/${hotel.sesion.config.Id}`);
    await c.put(`/api/Configuraciones/${hotel.sesion.config.Id}`).send({ Nombre: conf.Nombre, Email: 'reservas@hotel-motor.test' }).expect(200);
    const datos = cuerpo({ Comentario: 'Llegamos tarde', Sitio: '' });
    const clave = randomUUID();
    const r: ReservaWebRespuesta = (await publico.post(`/api/Publico/${slug}/Reservas`).set('Idempotency-Key', clave).send(datos).expect(200)).body;
    expect(r).toMatchObject({ CheckIn: llegada, CheckOut: salida, TipoHabitacion: 'Doble', Total: 150000, MonedaId: 'CLP', EstadoId: 1 });
    expect(r.Token).toMatch(/^[A-Za-z0-9_-]{32}$/);

    // At the front desk: the reservation exists at once, Sin confirmar, for the guest (a client found or made by e-mail), marked Web.
    const reserva = (await c.get(`/api/ReservasB/${r.Codigo}`).expect(200)).body;
    expect(reserva).toMatchObject({ EstadoId: config.EstadoInicialId, Total: 150000, ClienteNombre: 'Lucía Fernández', ContactoClienteEmail: datos.Email, Origen: 'Web' });
    expect(reserva.Habitaciones).toHaveLength(1);
    const ventana = (await c.get(`/api/Calendario/${llegada}?dias=3`)).body;
    expect(ventana.data.find((x: { reserva_id: number }) => x.reserva_id === r.Codigo)).toMatchObject({ origen: 'Web' });
    const listado = (await c.post('/api/ReservasB/ListadoReservas').send({ Desde: llegada, Hasta: salida }).expect(200)).body;
    expect(listado.find((x: { ReservaId: number }) => x.ReservaId === r.Codigo)).toMatchObject({ Origen: 'Web' });
    // One fewer double for those nights.
    expect((await publico.get(`/api/Publico/${slug}/Disponibilidad/${llegada}/${salida}/2`)).body[0]).toMatchObject({ Nombre: 'Doble', Disponibles: 2 });

    // A retry with the same key answers the same booking and creates nothing.
    expect((await publico.post(`/api/Publico/${slug}/Reservas`).set('Idempotency-Key', clave).send(datos).expect(200)).body).toEqual(r);
    expect((await publico.get(`/api/Publico/${slug}/Disponibilidad/${llegada}/${salida}/2`)).body[0]).toMatchObject({ Disponibles: 2 });

    // The mails: the guest's with the link to their page, the hotel's notice.
    const delHotel = (await smtp.esperar('reservas@hotel-motor.test')).texto;
    expect(delHotel).toContain(`Lucía Fernández <${datos.Email}>, tel. +56 9 1234 5678`);
    expect(delHotel).toContain('Comentario del huésped: Llegamos tarde');
    expect(delHotel).toContain('Total: CLP 150.000.');
    const delHuesped = (await smtp.esperar(datos.Email)).texto;
    expect(delHuesped).toContain(`https://reservas.hotel.test/reservar/${slug}/reserva/${r.Token}`);
    // The total as the booking page shows it: the currency first, no cents in pesos.
    expect(delHuesped).toContain(', 2 adultos. Total: CLP 150.000.');

    // A guest who books in English gets the mail in English, with a link that opens the page in English.
    const ingles = cuerpo({ Email: `john.${randomUUID().slice(0, 6)}@correo.test`, Nombre: 'John Smith', Adultos: 1, Ninos: 1, Idioma: 'en' });
    const enIngles: ReservaWebRespuesta = (await publico.post(`/api/Publico/${slug}/Reservas`).set('Idempotency-Key', randomUUID()).send(ingles).expect(200)).body;
    const correoIngles = await smtp.esperar(ingles.Email);
    expect(correoIngles.asunto).toBe(M.asuntoHuespedEn(conf.Nombre, enIngles.Codigo));
    expect(correoIngles.texto).toContain(`Hello John Smith,\n\nYour booking ${enIngles.Codigo} at ${conf.Nombre}`);
    expect(correoIngles.texto).toContain(', 1 adult and 1 child. Total:');
    expect(correoIngles.texto).toContain(`/reservar/${slug}/reserva/${enIngles.Token}?idioma=en`);
    expect((await c.get(`/api/ReservasB/${enIngles.Codigo}`)).body.Comentario).toContain('1 adulto y 1 niño');
    await smtp.esperar('reservas@hotel-motor.test');
    await nuevoCliente(api.server).post(`/api/Publico/Reservas/${enIngles.Token}/Anular`).expect(200);
    expect((await publico.post(`/api/Publico/${slug}/Reservas`).send(cuerpo({ Idioma: 'fr' as never })).expect(400)).body).toEqual({ Message: 'El campo Idioma no es válido' });

    // The guest's page: only this booking; cancelling frees the room through the same cancel.
    const detalle = (await nuevoCliente(api.server).get(`/api/Publico/Reservas/${r.Token}`).expect(200)).body;
    expect(detalle).toMatchObject({ Codigo: r.Codigo, Nombre: 'Lucía Fernández', Slug: slug, PuedeAnular: true, AnularHasta: sumarDias(llegada, -2), EstadoNombre: 'Sin confirmar' });
    const anulada = (await nuevoCliente(api.server).post(`/api/Publico/Reservas/${r.Token}/Anular`).expect(200)).body;
    expect(anulada).toMatchObject({ EstadoId: 4, PuedeAnular: false });
    expect((await c.get(`/api/ReservasB/${r.Codigo}/Historial`)).text).toContain(MOTIVO_ANULACION_HUESPED);
    expect((await publico.get(`/api/Publico/${slug}/Disponibilidad/${llegada}/${salida}/2`)).body[0]).toMatchObject({ Disponibles: 3 });
    expect((await nuevoCliente(api.server).post(`/api/Publico/Reservas/${r.Token}/Anular`).expect(400)).body).toEqual({ Message: M.yaAnulada });
    await nuevoCliente(api.server).get('/api/Publico/Reservas/no-es-un-token-valido-de-verdad').expect(404);
  });

  it('answers 409 and creates nothing when no room of the type is left, and refuses bots and bad bodies in Spanish', async () => {
    const { slug, publico, cuerpo, suite, c, habitacionSuite } = await hotelConMotor();
    await publico.post(`/api/Publico/${slug}/Reservas`).set('Idempotency-Key', randomUUID()).send(cuerpo({ TipoHabitacionId: suite.Id })).expect(200);
    expect((await publico.post(`/api/Publico/${slug}/Reservas`).set('Idempotency-Key', randomUUID()).send(cuerpo({ TipoHabitacionId: suite.Id })).expect(409)).body).toEqual({ Message: M.agotado });
    expect((await c.post('/api/ReservasB/ListadoReservas').send({ Desde: llegada, Hasta: salida })).body.filter((x: { Habitaciones: string }) => x.Habitaciones.includes(habitacionSuite.Nombre))).toHaveLength(1);

    expect((await publico.post(`/api/Publico/${slug}/Reservas`).send(cuerpo({ Sitio: 'http://spam.example' })).expect(400)).body).toEqual({ Message: M.pareceAutomatico });
    expect((await publico.post(`/api/Publico/${slug}/Reservas`).send(cuerpo({ SegundosLlenado: 1 })).expect(400)).body).toEqual({ Message: M.pareceAutomatico });
    expect((await publico.post(`/api/Publico/${slug}/Reservas`).send(cuerpo({ AceptaPolitica: false })).expect(400)).body).toEqual({ Message: M.acepteLaPolitica });
    expect((await publico.post(`/api/Publico/${slug}/Reservas`).send(cuerpo({ Email: 'no-es-correo' })).expect(400)).body).toEqual({ Message: M.ingreseEmail });
    expect((await publico.post(`/api/Publico/${slug}/Reservas`).send(cuerpo({ Adultos: 5 })).expect(400)).body).toEqual({ Message: M.capacidadSuperada });
    expect((await publico.post(`/api/Publico/${slug}/Reservas`).send(cuerpo({ Telefono: '555' })).expect(400)).body).toEqual({ Message: M.telefonoCorto });
    expect((await publico.post(`/api/Publico/${slug}/Reservas`).send(cuerpo({ Nombre: 'A'.repeat(201) })).expect(400)).body).toEqual({ Message: 'El campo Nombre admite hasta 200 caracteres' });
    // A stranger's call may send a country the page never offers.
    for (const PaisId of [99999, -1]) expect((await publico.post(`/api/Publico/${slug}/Reservas`).send(cuerpo({ PaisId })).expect(400)).body).toEqual({ Message: M.seleccionePais });
    // The price is the server's: a total in the body changes nothing (it is not even read).
    const r = (await publico.post(`/api/Publico/${slug}/Reservas`).send({ ...cuerpo(), Total: 1 }).expect((x) => expect([200, 400]).toContain(x.status))).body;
    if (r.Total !== undefined) expect(r.Total).toBe(150000);
  });

  it('serves the page with the hotel’s own frame-ancestors, and a 404 page for an unknown hotel', async () => {
    const { slug } = await hotelConMotor({ SitioPermitido: 'https://www.mihotel.cl' });
    const pagina = await nuevoCliente(api.server).get(`/reservar/${slug}`);
    if (pagina.status === 404 && pagina.text.includes('no está construida')) return; // the UI is built by `npm test`; a bare jest run has no page
    expect(pagina.status).toBe(200);
    expect(pagina.headers['content-security-policy']).toContain("frame-ancestors 'self' https://www.mihotel.cl");
    expect(pagina.headers['x-frame-options']).toBeUndefined();
    await nuevoCliente(api.server).get(`/reservar/no-existe-${randomUUID().slice(0, 6)}`).expect(404);
  });
});
