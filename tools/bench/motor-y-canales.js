// The two addresses strangers hit most: the booking page's availability search (guests, and bots)
// and a room's iCalendar feed (channels poll it every few minutes, for every room of every hotel).
// Both on an 80-room hotel with a month of stays, 16 clients, no session.
const { dia, hotelDePrueba, sembrarReservas } = require('./lib');
const { cargar, navegadorRapido } = require('./carga');

/** Sets the hotel's booking page up (one season, a price for its room type) and answers its slug. */
async function motorActivo(h, inicio) {
  const tipos = (await h.api('GET', '/api/TiposHabitacion')).body;
  const temporada = (await h.api('POST', '/api/Temporadas', { Nombre: 'Bench', FechaInicial: dia(inicio, -30), FechaFinal: dia(inicio, 400) })).body;
  await h.api('POST', '/api/TarifasB', {
    TipoServicioId: 6,
    TemporadaId: temporada.Id,
    MonedaId: 'CLP',
    TipoImpuestoId: h.impuestoId,
    ImpuestoIncluido: true,
    PrecioPorPasajero: false,
    DetalleTarifa: tipos.map((t) => ({ ServicioId: t.Id, Valor: 45000 })),
  });
  const base = (await h.api('GET', '/api/MotorReservas')).body;
  const slug = `bench-${h.hotelId}`;
  const guardada = await h.api('PUT', '/api/MotorReservas', { ...base, Activo: true, Slug: slug });
  if (guardada.status !== 200) throw new Error(`motor: ${guardada.status} ${JSON.stringify(guardada.body)}`);
  return slug;
}

/** Availability searches/s and the feed's polls/s at 16 clients: each run's rate and percentiles. */
async function motorYCanales(url, { segundos, veces, inicio }) {
  const h = await hotelDePrueba(url, 80);
  await sembrarReservas(h, 1, inicio);
  const slug = await motorActivo(h, inicio);
  const publico = navegadorRapido(url, { conexiones: 16 });
  const busqueda = (k, i) => {
    const desde = dia(inicio, (k * 7 + i) % 28);
    return publico.pedir('GET', `/api/Publico/${slug}/Disponibilidad/${desde}/${dia(desde, 1 + ((k + i) % 4))}/2`);
  };
  const feeds = [];
  for (const room of h.rooms.slice(0, 16)) feeds.push(new URL((await h.api('GET', `/api/Habitaciones/${room.Id}/Ical`)).body.Url).pathname);
  const feed = (k, i) => publico.pedir('GET', feeds[(k + i) % feeds.length]);
  await cargar({ clientes: 16, segundos: 1, pedido: busqueda });
  const resultados = { busquedas: [], feeds: [] };
  for (let v = 0; v < veces; v++) {
    resultados.busquedas.push(await cargar({ clientes: 16, segundos, pedido: busqueda }));
    resultados.feeds.push(await cargar({ clientes: 16, segundos, pedido: feed }));
  }
  publico.cerrar();
  return resultados;
}

module.exports = { motorYCanales };
