import { randomUUID } from 'node:crypto';
import { type ActividadPaginada, type FilaActividadHotel, MENSAJES_ACTIVIDAD as M, mensajeSinPermisoTipo, TIPOS_ACTIVIDAD } from '@recepcion/contracts';
import { sumarDias } from '@recepcion/domain';
import { type Cliente, type HotelParaReservar, hotelParaReservar, nuevoCliente } from '@recepcion/testing';
import { operadorConSesion } from '../support/operador';
import { startTestApi, type TestApi } from '../support/test-api';

// Administración › Actividad: every kind of change appears once with its user, kind and Spanish
// words; filters and paging; only the session's hotel; administrators only; Spanish 400s.

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const hoy = new Date().toISOString().slice(0, 10);
const D = sumarDias(hoy, 20);

async function actividad(c: Cliente, consulta = ''): Promise<ActividadPaginada> {
  return (await c.get(`/api/Actividad${consulta}`).expect(200)).body;
}

/** Every row of the hotel's log (all pages). */
async function todo(c: Cliente): Promise<FilaActividadHotel[]> {
  return (await actividad(c, '?tamano=500')).Filas;
}

async function usuarioDeTipo(hotel: { cliente: Cliente }, tipo: 'CA' | 'RE' | 'CO' | 'AD', nombre: string) {
  const email = `${tipo.toLowerCase()}-${randomUUID()}@hotel.test`;
  const creado = (await hotel.cliente.post('/api/HotelUsuarios/CrearUsuario').send({ nombre, email, password: 'secreto123' }).expect(200)).body;
  if (tipo !== 'RE') await hotel.cliente.put(`/api/HotelUsuarios/${creado.Id}`).send({ IDTipoUsuario: tipo }).expect(200);
  const cliente = nuevoCliente(api.server);
  const login = await cliente.post('/api/Cuenta/Login').send({ email, password: 'secreto123' }).expect(200);
  return { cliente, email, accesoId: creado.Id as number, usuarioId: login.body.user_id as number };
}

/** Adds a charge and a payment through the full edit, as the reservation dialog does. */
async function conCargoYPago(hotel: HotelParaReservar, c: Cliente, id: number, cargoId: number) {
  const r = (await c.get(`/api/ReservasB/${id}`).expect(200)).body;
  await c
    .put(`/api/ReservasB/${id}`)
    .send({
      ...r,
      Ingresos: [{ Fecha: D, HabitacionId: hotel.habitaciones[0].Id, Concepto: 'Abono', Valor: 10000, MonedaId: 'CLP', FormaPagoId: 1 }],
      Cargos: [{ Fecha: D, CargoId: cargoId, ContactoClienteId: hotel.clienteReserva.Id, TipoImpuestoId: hotel.impuesto.Id, MonedaId: 'CLP', Precio: 3000, Cantidad: 2 }],
    })
    .expect(200);
}

const una = (filas: FilaActividadHotel[], prueba: (f: FilaActividadHotel) => boolean) => {
  const encontradas = filas.filter(prueba);
  expect(encontradas).toHaveLength(1);
  return encontradas[0];
};

describe('the activity log', () => {
  let hotel: HotelParaReservar;
  let otro: HotelParaReservar;
  let recepcion: Awaited<ReturnType<typeof usuarioDeTipo>>;
  let reservaId: number;
  let filas: FilaActividadHotel[];

  beforeAll(async () => {
    hotel = await hotelParaReservar(api.server, 3, 'Pía Soto');
    otro = await hotelParaReservar(api.server, 2, 'Otro Cliente');
    const c = hotel.cliente;
    recepcion = await usuarioDeTipo(hotel, 'RE', 'Rita Recepción');

    // Reservations by the front desk: create, edit (a charge and a payment), cancel.
    const r = (await recepcion.cliente.post('/api/ReservasB').send(hotel.cuerpoReserva(0, D, sumarDias(D, 2))).expect(200)).body;
    reservaId = r.Id;
    const grupo = (await c.post('/api/GruposServicio').send({ Nombre: 'Minibar' }).expect(200)).body;
    const agua = (await c.post('/api/Cargos').send({ Nombre: 'Agua mineral', TipoCargoId: grupo.Id }).expect(200)).body;
    await conCargoYPago(hotel, recepcion.cliente, reservaId, agua.Id);
    await recepcion.cliente.put(`/api/calendario/AnularReserva/${reservaId}`).send({ texto: 'Cambio de planes' }).expect(200);
    // A block.
    await c.post('/api/Bloqueos').send({ Fecha: D, Noches: 2, HabitacionId: hotel.habitaciones[1].Id }).expect(200);
    // A catalogue: create, update, delete; a room renamed.
    const regimen = (await c.post('/api/Regimenes').send({ Nombre: 'Media pensión' }).expect(200)).body;
    await c.put(`/api/Regimenes/${regimen.Id}`).send({ ...regimen, Nombre: 'Pensión completa' }).expect(200);
    await c.delete(`/api/Regimenes/${regimen.Id}`).expect(200);
    const habitacion = hotel.habitaciones[2];
    const detalle = (await c.get(`/api/Habitaciones/${habitacion.Id}`).expect(200)).body;
    await c.put(`/api/Habitaciones/${habitacion.Id}`).send({ ...detalle, Nombre: 'Suite 300' }).expect(200);
    // A price list and a price change.
    const temporada = (await c.post('/api/Temporadas').send({ Nombre: 'Alta', FechaInicial: '2027-01-01', FechaFinal: '2027-02-28' }).expect(200)).body;
    const tarifa = { TipoServicioId: 6, TemporadaId: temporada.Id, MonedaId: 'CLP', TipoImpuestoId: hotel.impuesto.Id, ImpuestoIncluido: true, PrecioPorPasajero: false };
    const creada = (await c.post('/api/TarifasB').send({ ...tarifa, DetalleTarifa: [{ ServicioId: habitacion.TipoHabitacionId, Valor: 50000, PaxMax: 2 }] }).expect(200)).body;
    await c.put(`/api/TarifasB/${creada.Id}`).send({ ...tarifa, DetalleTarifa: [{ ServicioId: habitacion.TipoHabitacionId, Valor: 55000, PaxMax: 2 }] }).expect(200);
    // Users: an invitation, a type change, an access removed.
    await c.post('/api/HotelUsuarios').send({ Usuario: `invitada-${randomUUID()}@hotel.test`, IDTipoUsuario: 'CO' }).expect(200);
    await c.put(`/api/HotelUsuarios/${recepcion.accesoId}`).send({ IDTipoUsuario: 'CO' }).expect(200);
    const saliente = await usuarioDeTipo(hotel, 'RE', 'Sergio Saliente');
    await c.delete(`/api/HotelUsuarios/${saliente.accesoId}`).expect(200);
    await c.put(`/api/HotelUsuarios/${recepcion.accesoId}`).send({ IDTipoUsuario: 'RE' }).expect(200);
    // An operator works as the hotel and goes back.
    const soporte = await operadorConSesion(api);
    await soporte.post(`/api/Root/AccederHotel/${hotel.hotelId}`).expect(200);
    await soporte.post('/api/Root/VolverHotel').expect(200);

    // The other hotel works too: none of it may show.
    await otro.cliente.post('/api/ReservasB').send(otro.cuerpoReserva(0, D, sumarDias(D, 1))).expect(200);
    await otro.cliente.post('/api/Regimenes').send({ Nombre: 'Solo del otro hotel' }).expect(200);

    filas = await todo(hotel.cliente);
  });

  it('lists every kind of change once, with its user, kind and Spanish words', () => {
    const rita = 'Rita Recepción';
    const dueno = 'Recepcionista de Prueba';
    const deReserva = filas.filter((f) => f.Entidad === 'Reserva' && f.EntidadId === reservaId);
    expect(deReserva.every((f) => f.Tipo === 'Reserva' && f.Usuario === rita)).toBe(true);
    una(deReserva, (f) => f.Descripcion.startsWith('Reserva creada para Pía Soto'));
    una(deReserva, (f) => /^Cargo agregado: Agua mineral × 2, \d+ CLP$/.test(f.Descripcion));
    una(deReserva, (f) => f.Descripcion === 'Pago registrado: Abono, 10000 CLP');
    una(deReserva, (f) => f.Descripcion === 'Reserva anulada: Cambio de planes');
    expect(deReserva).toHaveLength(4);

    expect(una(filas, (f) => f.Tipo === 'Bloqueo')).toMatchObject({ Usuario: dueno, Entidad: 'Bloqueo', Descripcion: `Habitación ${hotel.habitaciones[1].Nombre} bloqueada desde el ${D} por 2 noche(s)` });

    expect(una(filas, (f) => f.Entidad === 'Regimenes' && f.Descripcion.startsWith('Alta'))).toMatchObject({ Tipo: 'Catálogo', Usuario: dueno, Descripcion: 'Alta de régimen «Media pensión»' });
    expect(una(filas, (f) => f.Entidad === 'Regimenes' && f.Descripcion.startsWith('Cambio')).Descripcion).toBe('Cambio de régimen «Media pensión»: Nombre: «Media pensión» → «Pensión completa»');
    expect(una(filas, (f) => f.Entidad === 'Regimenes' && f.Descripcion.startsWith('Baja')).Descripcion).toBe('Baja de régimen «Pensión completa»');
    expect(una(filas, (f) => f.Entidad === 'Habitaciones')).toMatchObject({ Tipo: 'Habitación', EntidadId: hotel.habitaciones[2].Id, Descripcion: expect.stringContaining(`Nombre: «${hotel.habitaciones[2].Nombre}» → «Suite 300»`) });

    expect(una(filas, (f) => f.Entidad === 'Tarifa' && f.Descripcion.startsWith('Alta'))).toMatchObject({ Tipo: 'Tarifa', Descripcion: expect.stringContaining('(temporada «Alta», CLP)') });
    expect(una(filas, (f) => f.Entidad === 'Tarifa' && f.Descripcion.startsWith('Cambio')).Descripcion).toMatch(/^Cambio de la tarifa \d+ de Tipo de Habitación \(temporada «Alta», CLP\): servicio \d+ hasta 2 pasajero\(s\): 50000 → 55000$/);
    expect(una(filas, (f) => f.Entidad === 'Temporadas')).toMatchObject({ Tipo: 'Tarifa', Descripcion: 'Alta de temporada «Alta»' });

    const usuarios = filas.filter((f) => f.Tipo === 'Usuario');
    expect(una(usuarios, (f) => f.Descripcion.startsWith('Invitación a invitada-')).Descripcion).toMatch(/ como Consulta$/);
    una(usuarios, (f) => f.Descripcion === 'Tipo de usuario de Rita Recepción: Recepción → Consulta');
    una(usuarios, (f) => f.Descripcion === 'Tipo de usuario de Rita Recepción: Consulta → Recepción');
    expect(una(usuarios, (f) => f.Descripcion.startsWith('Acceso de Sergio Saliente')).Descripcion).toMatch(/quitado: era Recepción$/);
    una(usuarios, (f) => f.Descripcion.startsWith('Usuario Sergio Saliente'));
    expect(usuarios.every((f) => f.Usuario === dueno)).toBe(true);

    const accesos = filas.filter((f) => f.Tipo === 'Acceso de operador');
    expect(accesos.map((f) => f.Descripcion)).toEqual(['Un operador terminó su acceso de soporte al hotel', 'Un operador accedió al hotel como soporte']);
    expect(accesos.every((f) => f.Usuario === 'Operador' && f.EntidadId === hotel.hotelId)).toBe(true);
  });

  it('answers newest first, never another hotel’s changes, and pages with the total', async () => {
    const fechas = filas.map((f) => f.Fecha);
    expect([...fechas].sort().reverse()).toEqual(fechas);
    expect(filas.some((f) => f.Descripcion.includes('Solo del otro hotel') || f.Descripcion.includes('Otro Cliente'))).toBe(false);
    const pagina1 = await actividad(hotel.cliente, '?tamano=5');
    const pagina2 = await actividad(hotel.cliente, '?tamano=5&pagina=2');
    expect(pagina1).toMatchObject({ Pagina: 1, TamanoPagina: 5, Total: filas.length });
    expect([...pagina1.Filas, ...pagina2.Filas]).toEqual(filas.slice(0, 10));
    expect((await actividad(hotel.cliente, '?pagina=1000')).Filas).toEqual([]);
    const delOtro = await todo(otro.cliente);
    expect(delOtro.some((f) => f.Descripcion.includes('Pía Soto') || f.Descripcion.includes('Media pensión'))).toBe(false);
  });

  it('filters by kind, user and dates', async () => {
    for (const tipo of TIPOS_ACTIVIDAD) {
      const deTipo = await actividad(hotel.cliente, `?tipo=${encodeURIComponent(tipo)}&tamano=500`);
      expect(deTipo.Filas).toEqual(filas.filter((f) => f.Tipo === tipo));
      expect(deTipo.Total).toBe(deTipo.Filas.length);
    }
    const deRita = await actividad(hotel.cliente, `?usuario=${recepcion.usuarioId}&tamano=500`);
    expect(deRita.Filas.length).toBeGreaterThanOrEqual(4);
    expect(deRita.Filas).toEqual(filas.filter((f) => f.UsuarioId === recepcion.usuarioId));
    expect((await actividad(hotel.cliente, `?desde=${hoy}&hasta=${hoy}&tamano=500`)).Total).toBe(filas.length);
    expect((await actividad(hotel.cliente, `?hasta=${sumarDias(hoy, -1)}`)).Total).toBe(0);
    expect((await actividad(hotel.cliente, `?desde=${sumarDias(hoy, 1)}`)).Total).toBe(0);
  });

  it('is for administrators only', async () => {
    for (const tipo of ['RE', 'CO', 'CA'] as const) {
      const u = await usuarioDeTipo(hotel, tipo, `Usuario ${tipo}`);
      expect((await u.cliente.get('/api/Actividad').expect(403)).body).toEqual({ Message: mensajeSinPermisoTipo(tipo) });
    }
    expect((await nuevoCliente(api.server).get('/api/Actividad')).body.detailedMessage).toMatch(/^Vuelva a iniciar sesión/);
  });

  it('refuses a bad query with a Spanish 400', async () => {
    const c = hotel.cliente;
    const mal = async (consulta: string, Message: string) => expect((await c.get(`/api/Actividad${consulta}`).expect(400)).body).toEqual({ Message });
    await mal('?desde=2026-02-30', M.desdeNoValida);
    await mal('?hasta=ayer', M.hastaNoValida);
    await mal(`?desde=${hoy}&hasta=${sumarDias(hoy, -1)}`, M.rangoNoValido);
    await mal('?tipo=Nada', M.tipoNoValido);
    await mal('?pagina=0', M.paginaNoValida);
    await mal('?pagina=1e2', M.paginaNoValida);
    await mal('?tamano=501', M.tamanoPaginaNoValido);
    await mal('?usuario=abc', M.usuarioNoValido);
  });
});
