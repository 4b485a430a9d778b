// The lives a seeded reservation copies, made once per hotel through the API so that their events
// are exactly the product's: plain stays of 1 to 7 nights (ahead of today), stays paid, checked in
// and out (behind it), a cancellation, a guest, a charge and an edit. Each on a room of its own,
// from `inicio`; the copies (copias.js) move them to other rooms and dates.
const { reserva, dia } = require('../../bench/lib');

/** Nights of the longest life: a room's copies start after it. */
const NOCHES_MAXIMAS = 7;

/**
 * Answers the lives as { id, noches, pasada, anulada, habitacion } (pasada: a life of a stay behind
 * the cut; a cancellation is both), and how many rooms they took (the k-th life is on room k).
 */
async function crearPlantillas(h, inicio) {
  const vidas = [];
  let k = 0;
  const cuerpo = (noches) => reserva(h, h.rooms[k].Id, inicio, dia(inicio, noches));
  const ok = async (promesa, que) => {
    const res = await promesa;
    if (res.status !== 200) throw new Error(`${que}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };
  const crear = (noches) => ok(h.api('POST', '/api/ReservasB', cuerpo(noches)), 'crear');
  const vida = (id, noches, pasada) => {
    vidas.push({ id, noches, pasada, habitacion: h.rooms[k] });
    k++;
  };
  for (let noches = 1; noches <= NOCHES_MAXIMAS; noches++) vida((await crear(noches)).Id, noches, false);
  for (const noches of [1, 2, 3, 4, 6]) {
    const r = await crear(noches);
    const pago = { Fecha: inicio, HabitacionId: h.rooms[k].Id, Concepto: 'Abono', Valor: 40000 * noches, MonedaId: 'CLP', FormaPagoId: 1 };
    await ok(h.api('PUT', `/api/ReservasB/${r.Id}`, { ...cuerpo(noches), Version: 1, Ingresos: [pago] }), 'pagar');
    await ok(h.api('GET', `/api/calendario/CheckIn/${r.Id}`), 'check-in');
    await ok(h.api('GET', `/api/calendario/CheckOut/${r.Id}`), 'check-out');
    vida(r.Id, noches, true);
  }
  const anulada = await crear(3);
  await ok(h.api('PUT', `/api/calendario/AnularReserva/${anulada.Id}`, { texto: 'No vino' }), 'anular');
  vidas.push({ id: anulada.Id, noches: 3, pasada: true, anulada: true, habitacion: h.rooms[k] }, { id: anulada.Id, noches: 3, pasada: false, anulada: true, habitacion: h.rooms[k] });
  k++;
  const conHuesped = await crear(2);
  await ok(h.api('PUT', `/api/ReservasB/${conHuesped.Id}`, { ...cuerpo(2), Version: 1, Pasajeros: [{ PasajeroId: h.clienteId, HabitacionId: h.rooms[k].Id }] }), 'huésped');
  vida(conHuesped.Id, 2, false);
  const conCargo = await crear(4);
  const cargo = { Fecha: dia(inicio, 1), CargoId: h.cargoId, HabitacionId: h.rooms[k].Id, TipoImpuestoId: h.impuestoId, MonedaId: 'CLP', Precio: 12000, Cantidad: 2 };
  await ok(h.api('PUT', `/api/ReservasB/${conCargo.Id}`, { ...cuerpo(4), Version: 1, Cargos: [cargo] }), 'cargo');
  vida(conCargo.Id, 4, false);
  const editada = await crear(2);
  await ok(h.api('PUT', `/api/ReservasB/${editada.Id}`, { ...cuerpo(5), NombreGrupo: 'Congreso', Version: 1 }), 'editar');
  vida(editada.Id, 5, false);
  return { vidas, habitaciones: k };
}

module.exports = { crearPlantillas, NOCHES_MAXIMAS };
