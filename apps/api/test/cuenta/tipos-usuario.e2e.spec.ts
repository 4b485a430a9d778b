import { randomUUID } from 'node:crypto';
import { type Cliente, type HotelDePrueba, nuevoCliente, registrarHotelConfigurado } from '@recepcion/testing';
import { startTestApi, type TestApi } from '../support/test-api';
import { conContrato } from '../support/contrato';

// What each hotel user type may change (libs/contracts/src/permisos.ts, modules/cuenta/README.md):
// AD everything, RE the front desk's work, CO nothing but its own account. Reads are open to all.
let api: TestApi;
let hotel: HotelDePrueba;
let clienteId: number;
let impuestoId: number;
let habitaciones: { Id: number }[];
const usuarios: Record<'AD' | 'RE' | 'CO', Cliente> = {} as Record<'AD' | 'RE' | 'CO', Cliente>;

async function usuarioDeTipo(tipo: 'RE' | 'CO'): Promise<Cliente> {
  const email = `${tipo.toLowerCase()}-${randomUUID()}@hotel.test`;
  const creado = (await hotel.cliente.post('/api/HotelUsuarios/CrearUsuario').send({ nombre: `Usuario ${tipo}`, email, password: 'secreto123' }).expect(200)).body;
  await hotel.cliente.put(`/api/HotelUsuarios/${creado.Id}`).send({ IDTipoUsuario: tipo }).expect(200);
  const cliente = nuevoCliente(api.server);
  await cliente.post('/api/Cuenta/Login').send({ email, password: 'secreto123' }).expect(200);
  return cliente;
}

let dia = 0;
/** A one-night reservation on its own day, so that every type's create finds the room free. */
function reserva() {
  dia += 1;
  const desde = `2028-03-${String(dia).padStart(2, '0')}`;
  const hasta = `2028-03-${String(dia + 1).padStart(2, '0')}`;
  return {
    CheckIn: desde,
    CheckOut: hasta,
    ClienteId: clienteId,
    FormaPagoId: 1,
    MonedaId: 'CLP',
    TipoImpuestoId: impuestoId,
    Habitaciones: [{ Id: 1, HabitacionId: habitaciones[0].Id, CheckIn: desde, CheckOut: hasta, CantidadPasajero: 1, AlojamientoPrecioUnitario: 30000 }],
  };
}

const SIN_PERMISO = { RE: 'Su tipo de usuario (Recepción) no permite esta operación', CO: 'Su tipo de usuario (Consulta) no permite esta operación' };

beforeAll(async () => {
  api = await startTestApi();
  hotel = await registrarHotelConfigurado(api.server, 2);
  usuarios.AD = hotel.cliente;
  habitaciones = (await hotel.cliente.get('/api/Habitaciones')).body;
  clienteId = (await hotel.cliente.post('/api/Clientes').send({ Nombre: 'Titular', GiroId: 1, PaisId: 55 })).body.Id;
  impuestoId = (await hotel.cliente.get('/api/TipoImpuestos')).body[0].Id;
  usuarios.RE = await usuarioDeTipo('RE');
  usuarios.CO = await usuarioDeTipo('CO');
});
afterAll(() => api.close());
conContrato(() => api);

describe('hotel user types', () => {
  it('the start-up call tells the UI each user type', async () => {
    for (const tipo of ['AD', 'RE', 'CO'] as const) {
      const apertura = (await usuarios[tipo].get(`/api/Apertura/Configuracion/${hotel.hotelId}`).expect(200)).body;
      expect(apertura.Usuario.TipoUsuario).toBe(tipo);
    }
  });

  it('reception work (book, change a status, move, add a client, an expense or a room block): AD and RE may, CO gets 403 in Spanish', async () => {
    for (const tipo of ['AD', 'RE'] as const) {
      const c = usuarios[tipo];
      const creada = await c.post('/api/ReservasB').send(reserva());
      expect(creada.status).toBe(200);
      await c.get(`/api/calendario/Confirmado/${creada.body.Id}`).expect(200);
      const movida = await c.put(`/api/Calendario/SetTrasladoReserva/${creada.body.Id}-1`).send({ start_date: creada.body.CheckIn, end_date: creada.body.CheckOut, room: habitaciones[1].Id });
      expect(movida.body).toMatchObject({ resultado: true });
      await c.post('/api/Clientes').send({ Nombre: `Cliente de ${tipo}`, GiroId: 1, PaisId: 55 }).expect(200);
      await c.post('/api/Gastos').send({ Fecha: '2028-03-01', Concepto: 'Lavandería', Valor: 1000 }).expect(200);
      const bloqueo = (await c.post('/api/Bloqueos').send({ Fecha: '2028-04-01', Noches: 1, HabitacionId: habitaciones[0].Id }).expect(200)).body;
      await c.delete(`/api/Bloqueos/${bloqueo.Id}`).expect(200);
    }
    const existente = (await hotel.cliente.post('/api/ReservasB').send(reserva())).body;
    const co = usuarios.CO;
    const intentos = [
      await co.post('/api/ReservasB').send(reserva()),
      await co.get(`/api/calendario/CheckIn/${existente.Id}`),
      await co.put(`/api/calendario/AnularReserva/${existente.Id}`).send({ Motivo: 'No vino' }),
      await co.put(`/api/Calendario/SetTrasladoReserva/${existente.Id}-1`).send({ start_date: existente.CheckIn, end_date: existente.CheckOut, room: habitaciones[1].Id }),
      await co.post('/api/Clientes').send({ Nombre: 'Intruso', GiroId: 1, PaisId: 55 }),
      await co.post('/api/Gastos').send({ Fecha: '2028-03-01', Concepto: 'Lavandería', Valor: 1000 }),
      await co.post('/api/Bloqueos').send({ Fecha: '2028-04-02', Noches: 1, HabitacionId: habitaciones[0].Id }),
    ];
    expect(intentos.map((r) => [r.status, r.body.Message])).toEqual(intentos.map(() => [403, SIN_PERMISO.CO]));
    const tras = (await hotel.cliente.get(`/api/ReservasB/${existente.Id}`)).body;
    expect(tras).toMatchObject({ EstadoId: existente.EstadoId, Version: existente.Version });
  });

  it('administration (master data, price tables, users, hotel settings, deleting a reservation): only AD', async () => {
    const existente = (await hotel.cliente.post('/api/ReservasB').send(reserva())).body;
    for (const tipo of ['RE', 'CO'] as const) {
      const c = usuarios[tipo];
      const intentos = [
        await c.post('/api/GruposServicio').send({ Nombre: 'Minibar' }),
        await c.post('/api/Regimenes').send({ Nombre: 'Desayuno' }),
        await c.post('/api/HotelUsuarios/CrearUsuario').send({ nombre: 'Otro', email: `otro-${randomUUID()}@hotel.test`, password: 'secreto123' }),
        await c.delete(`/api/ReservasB/${existente.Id}`),
        await c.delete(`/api/Habitaciones/${habitaciones[1].Id}`),
      ];
      expect(intentos.map((r) => [r.status, r.body.Message])).toEqual(intentos.map(() => [403, SIN_PERMISO[tipo]]));
    }
    expect((await hotel.cliente.get(`/api/ReservasB/${existente.Id}`)).status).toBe(200);
    await hotel.cliente.post('/api/GruposServicio').send({ Nombre: 'Minibar' }).expect(200);
    await hotel.cliente.delete(`/api/ReservasB/${existente.Id}`).expect(200);
  });

  it('every type reads, searches and changes its own password', async () => {
    for (const tipo of ['AD', 'RE', 'CO'] as const) {
      const c = usuarios[tipo];
      await c.get('/api/Habitaciones').expect(200);
      await c.post('/api/ReservasB/ListadoReservas').send({ Desde: '2028-03-01', Hasta: '2028-03-31' }).expect(200);
      await c.post('/api/Autocomplete/Clientes').send({ texto: 'Tit' }).expect(200);
    }
    const email = `co2-${randomUUID()}@hotel.test`;
    const creado = (await hotel.cliente.post('/api/HotelUsuarios/CrearUsuario').send({ nombre: 'Consulta', email, password: 'secreto123' })).body;
    await hotel.cliente.put(`/api/HotelUsuarios/${creado.Id}`).send({ IDTipoUsuario: 'CO' }).expect(200);
    const co = nuevoCliente(api.server);
    const sesion = (await co.post('/api/Cuenta/Login').send({ email, password: 'secreto123' }).expect(200)).body;
    expect(sesion.usuario.TipoUsuario).toBe('CO');
    await co.post('/api/Cuenta/ChangePassword').send({ id: sesion.user_id, oldPassword: 'secreto123', newPassword: 'nuevo12345' }).expect(200);
  });

  it('a user made by the hotel («Nuevo usuario») is Recepción unless another type is asked; an unknown type is a 400 in Spanish', async () => {
    const sinTipo = await hotel.cliente.post('/api/HotelUsuarios/CrearUsuario').send({ nombre: 'Sin tipo', email: `sin-tipo-${randomUUID()}@hotel.test`, password: 'secreto123' });
    expect([sinTipo.status, sinTipo.body.IDTipoUsuario]).toEqual([200, 'RE']);
    for (const tipo of ['AD', 'RE', 'CO'] as const) {
      const creado = await hotel.cliente.post('/api/HotelUsuarios/CrearUsuario').send({ nombre: `Elegido ${tipo}`, email: `elegido-${randomUUID()}@hotel.test`, password: 'secreto123', IDTipoUsuario: tipo });
      expect([creado.status, creado.body.IDTipoUsuario]).toEqual([200, tipo]);
    }
    const lista = (await hotel.cliente.get(`/api/HotelUsuarios/${hotel.hotelId}`)).body as { Nombre: string; IDTipoUsuario: string }[];
    expect(lista.find((u) => u.Nombre === 'Sin tipo')?.IDTipoUsuario).toBe('RE');

    const email = `desconocido-${randomUUID()}@hotel.test`;
    for (const IDTipoUsuario of ['XX', 'ad', '', null, 7]) {
      const r = await hotel.cliente.post('/api/HotelUsuarios/CrearUsuario').send({ nombre: 'Desconocido', email, password: 'secreto123', IDTipoUsuario });
      expect([r.status, r.body]).toEqual([400, { Message: 'El tipo de usuario no es válido' }]);
    }
    // Nothing was made: the same e-mail is still free.
    await hotel.cliente.post('/api/HotelUsuarios/CrearUsuario').send({ nombre: 'Desconocido', email, password: 'secreto123' }).expect(200);

    // The one made without a type may do the front desk's work, not administration.
    const re = nuevoCliente(api.server);
    await re.post('/api/Cuenta/Login').send({ email, password: 'secreto123' }).expect(200);
    const regimen = await re.post('/api/Regimenes').send({ Nombre: 'Solo alojamiento' });
    expect([regimen.status, regimen.body.Message]).toEqual([403, SIN_PERMISO.RE]);
  });

  it('a change of type holds from the next request on', async () => {
    const email = `cambia-${randomUUID()}@hotel.test`;
    const creado = (await hotel.cliente.post('/api/HotelUsuarios/CrearUsuario').send({ nombre: 'Cambia', email, password: 'secreto123', IDTipoUsuario: 'AD' })).body;
    const c = nuevoCliente(api.server);
    await c.post('/api/Cuenta/Login').send({ email, password: 'secreto123' }).expect(200);
    await c.post('/api/Regimenes').send({ Nombre: 'Media pensión' }).expect(200);
    await hotel.cliente.put(`/api/HotelUsuarios/${creado.Id}`).send({ IDTipoUsuario: 'CO' }).expect(200);
    const despues = await c.post('/api/Regimenes').send({ Nombre: 'Pensión completa' });
    expect([despues.status, despues.body.Message]).toEqual([403, SIN_PERMISO.CO]);
  });
});
