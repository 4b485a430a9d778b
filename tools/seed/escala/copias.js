// A hotel's three years of reservations: copies of its lives (plantillas.js), each copy a life's
// events moved to another room and days, with a reservation id of its own, as tools/bench/replay.js
// copies them. Rooms are walked day by day: a gap, then a life that fits, behind the cut a life of
// a stay already over (paid, checked in and out, or cancelled), after it one still ahead.
const { copiar } = require('../../bench/replay');
const { generadorConSemilla } = require('../../bench/azar');
const { dia } = require('../../bench/lib');

/** A hotel's numbers: the same hotel index gives the same hotel. */
const azar = generadorConSemilla;

/**
 * The stays of hotel `h`: per room, [habitacion, life, day offset] from `inicio` for `dias` days.
 * `hueco()` gives the nights between two stays. Rooms holding a life start after the longest one.
 */
function estadias(h, vidas, { inicio, dias, corte, hueco, desdeLibre }) {
  const pasadas = vidas.filter((v) => v.pasada);
  const futuras = vidas.filter((v) => !v.pasada);
  const resultado = [];
  h.rooms.forEach((habitacion, r) => {
    for (let d = r < desdeLibre.habitaciones ? desdeLibre.dia : 0; ; ) {
      d += hueco();
      const pool = dia(inicio, d + 3) <= corte ? pasadas : futuras;
      const vida = pool[Math.floor(h.azar() * pool.length)];
      if (d + vida.noches > dias) break;
      resultado.push([habitacion, vida, d]);
      d += vida.noches;
    }
  });
  return resultado;
}

/**
 * Rows of event_store.events (stream, version, type, data, metadata) for the stays: each life's
 * events with its days moved by the offset, its room replaced, its id `ids[k]`.
 */
function filasDeEventos(estadiasDelHotel, eventosPorVida, ids) {
  const filas = [];
  estadiasDelHotel.forEach(([habitacion, vida, desplazamiento], k) => {
    const id = ids[k];
    for (const e of eventosPorVida.get(vida.id)) {
      const data = copiar(e.data, desplazamiento, vida.habitacion, habitacion, id);
      if (e.type === 'ReservaCreada') data.id = id;
      const { commandId: _commandId, ...metadata } = e.metadata;
      filas.push([`reserva-${id}`, e.stream_version, e.type, JSON.stringify(data), JSON.stringify(metadata)]);
    }
  });
  return filas;
}

module.exports = { azar, estadias, filasDeEventos };
