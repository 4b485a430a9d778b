// What the fuzzer needs before it starts: a configured hotel with a client, a reservation, a room
// block and one row of every master table (so the real ids exist), a second user of that hotel and a
// throwaway hotel (the targets of the operations that remove a user or a hotel), an operator signed
// in with access to the hotel, and a country and a currency of the fuzzer's own (the global
// catalogues' PUT and DELETE touch those, never the real ones).
const path = require('node:path');
const { randomUUID } = require('node:crypto');
const { sesion, iniciarSesion } = require('./cliente-http');
const { root } = require('../bench/lib');
const { isoDia } = require('./esquemas');

const CONTRASENA = 'fuzz-clave-1234';

/** A JSON call that must succeed: setup failures stop the run, with the answer. */
function llamador(enviar) {
  return async (metodo, ruta, datos) => {
    const r = await enviar({ metodo, ruta, cuerpo: datos === undefined ? undefined : JSON.stringify(datos) });
    if (r.error || r.status !== 200) throw new Error(`Preparación: ${metodo} ${ruta} respondió ${r.status ?? r.error}: ${(r.texto ?? '').slice(0, 300)}`);
    return r.texto ? JSON.parse(r.texto) : null;
  };
}

const primero = (lista, campo = 'Id') => (Array.isArray(lista) && lista.length > 0 ? lista[0][campo] : undefined);

async function registrar(url, nombreHotel) {
  const email = `fuzz-${randomUUID()}@hotel.test`;
  const { cookie, cuerpo } = await iniciarSesion(url, '/api/Cuenta/Register', { nombre: 'Fuzz', email, password: CONTRASENA, nombreHotel, paisId: 35 });
  return { email, cookie, hotelId: cuerpo.hotel_id, usuarioId: cuerpo.user_id, sesion: cuerpo };
}

/** Answers {hotel, operador} (each {enviar, nombre}) and `ids`, the real ids by kind. */
async function preparar(running, url) {
  const hotel = await registrar(url, 'Hotel Fuzz');
  const api = llamador(sesion(url, hotel.cookie));
  await api('POST', '/api/Cuenta/Configurar', { hotelId: hotel.hotelId, impuestoNombre: 'IVA (19)', impuestoPorcentaje: 19, monedaId: 'CLP', habitaciones: 5 });

  const habitaciones = await api('GET', '/api/Habitaciones');
  const tiposHabitacion = await api('GET', '/api/TiposHabitacion');
  const impuestos = await api('GET', '/api/TipoImpuestos');
  const hotelMonedas = await api('GET', '/api/HotelMonedas');
  const formaPago = await api('POST', '/api/FormasPago', { Nombre: 'Transferencia' });
  const empresa = (await api('GET', `/api/Hoteles/${hotel.hotelId}`)).EmpresaId;

  const cliente = await api('POST', '/api/Clientes', { Nombre: 'Empresa Fuzz', GiroId: 2, PaisId: 35, Ciudad: 'Santiago' });
  const pasajero = await api('POST', '/api/Clientes', { Nombre: 'Ana Fuzz', GiroId: 1, PaisId: 35, Ciudad: 'Santiago' });
  const grupo = await api('POST', '/api/GruposServicio', { Nombre: 'Bebidas' });
  const cargo = await api('POST', '/api/Cargos', { Nombre: 'Agua', TipoCargoId: grupo.Id });
  const regimen = await api('POST', '/api/Regimenes', { Nombre: 'Desayuno' });
  const temporada = await api('POST', '/api/Temporadas', { Nombre: 'Alta', FechaInicial: '2031-01-01', FechaFinal: '2031-12-31' });
  const impuestoId = impuestos[0].Id;
  const tarifa = await api('POST', '/api/TarifasB', {
    TipoServicioId: 6,
    TemporadaId: temporada.Id,
    MonedaId: 'CLP',
    TipoImpuestoId: impuestoId,
    DetalleTarifa: [{ ServicioId: tiposHabitacion[0].Id, Valor: 40000 }],
  });
  const reserva = await api('POST', '/api/ReservasB', {
    CheckIn: '2031-03-10',
    CheckOut: '2031-03-13',
    ClienteId: cliente.Id,
    FormaPagoId: 1,
    MonedaId: 'CLP',
    TipoImpuestoId: impuestoId,
    Habitaciones: [{ HabitacionId: habitaciones[0].Id, CheckIn: '2031-03-10', CheckOut: '2031-03-13', CantidadPasajero: 2, AlojamientoPrecioUnitario: 40000 }],
  });
  const bloqueo = await api('POST', '/api/Bloqueos', { Fecha: '2031-03-20', Noches: 2, HabitacionId: habitaciones[1].Id });
  const espera = await api('POST', '/api/ListaEspera', { CheckIn: '2031-04-01', CheckOut: '2031-04-03', ClienteId: cliente.Id, CantidadPasajeros: 2, CantidadHabitaciones: 1 });
  const gasto = await api('POST', '/api/Gastos', { Fecha: '2031-03-10', Concepto: 'Lavandería', Valor: 12000 });
  // The booking page on, with a price for the room type a few weeks ahead: a stranger's valid
  // booking gets as far as the client and the reservation, where an odd field could break it.
  const llegadaMotor = isoDia(Date.now() + 40 * 86_400_000);
  const temporadaMotor = await api('POST', '/api/Temporadas', { Nombre: 'Motor', FechaInicial: isoDia(Date.now() + 20 * 86_400_000), FechaFinal: isoDia(Date.now() + 80 * 86_400_000) });
  await api('POST', '/api/TarifasB', { TipoServicioId: 6, TemporadaId: temporadaMotor.Id, MonedaId: 'CLP', TipoImpuestoId: impuestoId, DetalleTarifa: [{ ServicioId: tiposHabitacion[0].Id, Valor: 45000 }] });
  const motor = await api('GET', '/api/MotorReservas');
  const slugMotor = `fuzz-${randomUUID().slice(0, 8)}`;
  await api('PUT', '/api/MotorReservas', { ...motor, Activo: true, Slug: slugMotor });
  const otroUsuario = await api('POST', '/api/HotelUsuarios/CrearUsuario', { nombre: 'Otro Fuzz', email: `fuzz-otro-${randomUUID()}@hotel.test`, password: CONTRASENA });
  const desechable = await registrar(url, 'Hotel Fuzz Desechable');

  // An operator as the CLI makes one (apps/api/test/support/operador.ts), with access to the hotel.
  const { CommandBus } = require(path.join(root, 'node_modules/@nestjs/cqrs'));
  const { CrearOperador } = require(path.join(root, 'modules/cuenta/dist'));
  const { comoSistema } = require(path.join(root, 'modules/platform/dist'));
  const emailOperador = `fuzz-operador-${randomUUID()}@proveedor.test`;
  await comoSistema(running.app, () => running.app.get(CommandBus).execute(new CrearOperador(emailOperador, 'Operador Fuzz', CONTRASENA, hotel.hotelId)));
  const operador = await iniciarSesion(url, '/api/Cuenta/Login', { email: emailOperador, password: CONTRASENA });
  const root_ = llamador(sesion(url, operador.cookie));
  const paises = await root_('GET', '/api/Paises');
  const pais = await root_('POST', '/api/Paises', { Nombre: `Fuzzlandia ${randomUUID().slice(0, 8)}` });
  const monedas = new Set((await root_('GET', '/api/Monedas')).map((m) => m.IDMoneda ?? m.Id));
  const moneda = await root_('POST', '/api/Monedas', { IDMoneda: codigoLibre(monedas), Nombre: 'Moneda Fuzz' });

  const ids = {
    hotel: hotel.hotelId,
    usuario: hotel.usuarioId,
    empresa,
    configuracion: hotel.hotelId,
    cliente: cliente.Id,
    pasajero: pasajero.Id,
    habitacion: habitaciones[0].Id,
    tipoHabitacion: tiposHabitacion[0].Id,
    tipoImpuesto: impuestoId,
    hotelMoneda: primero(hotelMonedas),
    moneda: 'CLP',
    formaPago: formaPago.Id,
    grupoServicio: grupo.Id,
    cargo: cargo.Id,
    regimen: regimen.Id,
    temporada: temporada.Id,
    tarifa: tarifa.Id,
    reserva: reserva.Id,
    versionReserva: reserva.Version,
    lineaReserva: reserva.Habitaciones?.[0]?.Id ?? 1,
    bloqueo: bloqueo.Id,
    listaEspera: espera.Id,
    gasto: gasto.Id,
    slugMotor,
    llegadaMotor,
    pais: primero(paises) ?? 35,
    paisPropio: pais.Id,
    monedaPropia: moneda.IDMoneda ?? moneda.Id,
    accesoOtroUsuario: otroUsuario.Id,
    emailOtroUsuario: otroUsuario.Usuario ?? otroUsuario.Email,
    emailDesechable: desechable.email,
    hotelDesechable: desechable.hotelId,
  };
  const faltan = Object.entries(ids).filter(([, v]) => v === undefined || v === null);
  if (faltan.length > 0) throw new Error(`Preparación: faltan ids de ${faltan.map(([k]) => k).join(', ')}`);
  return {
    sesiones: [
      { nombre: 'hotel', enviar: sesion(url, hotel.cookie) },
      { nombre: 'operador', enviar: sesion(url, operador.cookie) },
    ],
    ids,
  };
}

/** A three-letter code no currency has. */
function codigoLibre(ocupados) {
  for (const a of 'ZYXWQ') for (const b of 'ZYXWQJ') for (const c of 'ZYXWQJK') if (!ocupados.has(a + b + c)) return a + b + c;
  throw new Error('Preparación: no queda un código de moneda libre');
}

module.exports = { preparar };
