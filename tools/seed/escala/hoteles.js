// The seed's hotels, signed up and set up through the API as a new customer does (cuenta's Register
// and Configurar: rooms, their type, the tax type, the price list), with a client and a charge for
// the lives to use. Hotel i has the e-mail escala-<i>@hotel.test (password bench1234), so a later
// run (a bigger --hasta) finds the hotels already there and a bench signs in to the probe (i = 0).
const { cliente } = require('../../bench/lib');

const PASSWORD = 'bench1234';
const correo = (i) => `escala-${i}@hotel.test`;

async function ok(promesa, que) {
  const res = await promesa;
  if (res.status !== 200 && res.status !== 201) throw new Error(`${que}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** What the lives and the copies need of a hotel: its API session, id, rooms, client, tax type, charge. */
async function datosDelHotel(api, hotelId) {
  const rooms = await ok(api('GET', '/api/Habitaciones'), 'habitaciones');
  const clientes = await ok(api('GET', '/api/Clientes'), 'clientes');
  const impuestoId = (await ok(api('GET', '/api/TipoImpuestos'), 'impuestos'))[0].Id;
  const cargos = await ok(api('GET', '/api/Cargos'), 'cargos');
  return { api, hotelId, rooms, clienteId: clientes[0]?.Id, impuestoId, cargoId: cargos[0]?.Id };
}

/** Signs hotel `i` up with `habitaciones` rooms. */
async function crearHotel(url, i, habitaciones) {
  const api = cliente(url);
  const registro = await ok(api('POST', '/api/Cuenta/Register', { nombre: `Escala ${i}`, email: correo(i), password: PASSWORD, nombreHotel: i === 0 ? 'Escala sonda' : `Escala ${i}`, paisId: 35 }), 'registro');
  await ok(api('POST', '/api/Cuenta/Configurar', { hotelId: registro.hotel_id, impuestoNombre: 'IVA (19)', impuestoPorcentaje: 19, monedaId: 'CLP', habitaciones }), 'configurar');
  await ok(api('POST', '/api/Clientes', { Nombre: `Cliente ${i}`, GiroId: 1, PaisId: 55 }), 'cliente');
  const grupo = await ok(api('POST', '/api/GruposServicio', { Nombre: 'Bar' }), 'grupo');
  await ok(api('POST', '/api/Cargos', { Nombre: 'Bebida', TipoCargoId: grupo.Id }), 'cargo');
  return datosDelHotel(api, registro.hotel_id);
}

/** Signs in to hotel `i` (seeded before). */
async function entrarAlHotel(url, i) {
  const api = cliente(url);
  const login = await ok(api('POST', '/api/Cuenta/Login', { email: correo(i), password: PASSWORD }), 'login');
  return { ...(await datosDelHotel(api, login.hotel_id)), correo: correo(i) };
}

module.exports = { crearHotel, entrarAlHotel, correo, PASSWORD };
