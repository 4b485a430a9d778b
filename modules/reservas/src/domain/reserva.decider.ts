import { ESTADOS_RESERVA_ELEGIBLES, MOTIVO_NO_PRESENTADO } from '@recepcion/contracts';
import { diaIso, estadiasSeSolapan, fechasDeLasLineas } from '@recepcion/domain';
import {
  type CargoReserva,
  type ComandoReserva,
  type DatosGenerales,
  ESTADO,
  type EstadoReserva,
  type EventoReserva,
  type IngresoReserva,
  type LineaHabitacion,
  type PasajeroReserva,
  MENSAJES_RESERVA as M,
  ReglaReservaError,
} from './reserva.types';

export const estadoInicial: EstadoReserva = { existe: false };

const ESTADOS_ELEGIBLES: readonly number[] = ESTADOS_RESERVA_ELEGIBLES;

function validarLineas(habitaciones: LineaHabitacion[]): void {
  if (habitaciones.length === 0) throw new ReglaReservaError(M.faltanHabitaciones);
  for (const linea of habitaciones) {
    if (!linea.CheckIn) throw new ReglaReservaError(M.seleccioneCheckIn);
    if (diaIso(linea.CheckOut) <= diaIso(linea.CheckIn)) throw new ReglaReservaError(M.checkOutPosterior);
    if (linea.AlojamientoPrecioUnitario < 0 || (linea.RegimenPrecioUnitario ?? 0) < 0) throw new ReglaReservaError(M.precioNegativo);
  }
  habitaciones.forEach((a, i) =>
    habitaciones.slice(i + 1).forEach((b) => {
      if (a.HabitacionId === b.HabitacionId && estadiasSeSolapan({ checkIn: a.CheckIn, checkOut: a.CheckOut }, { checkIn: b.CheckIn, checkOut: b.CheckOut })) {
        throw new ReglaReservaError(M.ocupadaPropia);
      }
    }),
  );
}

function validarGeneral(general: DatosGenerales): void {
  if (diaIso(general.CheckOut) <= diaIso(general.CheckIn)) throw new ReglaReservaError(M.checkOutPosterior);
}

/**
 * The reservation's stay is its rooms' together, from the first check-in to the last check-out
 * (as a move keeps it): dates typed for the reservation that its rooms do not cover, or that leave
 * a room outside, never stand apart from them in the list, the phone view or the reports.
 */
function conEstadiaDeLasLineas(general: DatosGenerales, lineas: readonly LineaHabitacion[]): DatosGenerales {
  const estadia = fechasDeLasLineas(lineas);
  return estadia && (estadia.CheckIn !== general.CheckIn || estadia.CheckOut !== general.CheckOut) ? { ...general, ...estadia } : general;
}

/**
 * A guest who checked in (or out) arrived on a day already past: a room line of theirs may start
 * earlier (a correction), never later, which would put them in the house before their stay.
 */
function validarLlegadas(estado: Extract<EstadoReserva, { existe: true }>, lineas: readonly LineaHabitacion[]): void {
  if (estado.estadoId !== ESTADO.checkIn && estado.estadoId !== ESTADO.checkOut) return;
  for (const l of lineas) {
    const antes = estado.habitaciones.find((a) => a.Id === l.Id);
    if (antes && diaIso(l.CheckIn) > diaIso(antes.CheckIn)) throw new ReglaReservaError(M.llegadaYaOcurrida);
  }
}

/** Deep equality that ignores key order: stored events come back from JSONB with keys reordered. */
function igual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a as object).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b as object).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => igual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/** Events that turn the current list into the wanted one, item by item (by Id). */
function diferencias<T extends { Id: number }>(
  actuales: T[],
  nuevos: T[] | undefined,
  eventos: { agregado: (item: T) => EventoReserva; modificado?: (item: T) => EventoReserva; quitado: (id: number) => EventoReserva },
): EventoReserva[] {
  if (!nuevos) return [];
  const porId = new Map(actuales.map((x) => [x.Id, x]));
  const quedan = new Set(nuevos.map((x) => x.Id));
  return [
    ...actuales.filter((x) => !quedan.has(x.Id)).map((x) => eventos.quitado(x.Id)),
    ...nuevos.flatMap((x) => {
      const antes = porId.get(x.Id);
      if (!antes) return [eventos.agregado(x)];
      if (!igual(antes, x) && eventos.modificado) return [eventos.modificado(x)];
      return [];
    }),
  ];
}

/** Charges, payments and guests must point at one of the reservation's rooms (or none, for a client charge). */
function validarMovimientos(habitaciones: LineaHabitacion[], cargos: CargoReserva[], ingresos: IngresoReserva[], pasajeros: PasajeroReserva[]): void {
  const rooms = new Set(habitaciones.map((l) => l.HabitacionId));
  for (const x of [...cargos, ...ingresos]) if (x.HabitacionId !== null && !rooms.has(x.HabitacionId)) throw new ReglaReservaError(M.habitacionFueraDeReserva);
  const vistos = new Set<string>();
  for (const p of pasajeros) {
    if (!p.HabitacionId) throw new ReglaReservaError(M.faltaHabitacionPasajero);
    if (!p.PasajeroId) throw new ReglaReservaError(M.faltaPasajero);
    if (!rooms.has(p.HabitacionId)) throw new ReglaReservaError(M.habitacionFueraDeReserva);
    const clave = `${p.PasajeroId}|${p.HabitacionId}`;
    if (vistos.has(clave)) throw new ReglaReservaError(M.pasajeroRepetido);
    vistos.add(clave);
  }
}

/** A stay moved to another room takes its guests, charges and payments along. */
function reasignar(estado: Extract<EstadoReserva, { existe: true }>, deHabitacion: number, linea: LineaHabitacion) {
  const mover = <T extends { HabitacionId: number | null; HabitacionNombre: string | null }>(x: T): T =>
    x.HabitacionId === deHabitacion ? { ...x, HabitacionId: linea.HabitacionId, HabitacionNombre: linea.HabitacionNombre } : x;
  return { cargos: estado.cargos.map(mover), ingresos: estado.ingresos.map(mover), pasajeros: estado.pasajeros.map(mover) };
}

/** The reservation aggregate: pure, time and ids come in the command. */
export function decide(comando: ComandoReserva, estado: EstadoReserva): EventoReserva[] {
  if (comando.type === 'CrearReserva') {
    if (estado.existe) throw new ReglaReservaError(M.yaExiste);
    // A spread with the status set, not a rest without it: V8 copies a rest property by property.
    const estadoId = comando.data.estadoId === undefined ? ESTADO.sinConfirmar : comando.data.estadoId;
    // Created in any status a status call could set (confirmed from the wizard): one event, not two.
    if (!ESTADOS_ELEGIBLES.includes(estadoId)) throw new ReglaReservaError(M.estadoInvalido);
    const general = conEstadiaDeLasLineas(comando.data.general, comando.data.habitaciones);
    validarGeneral(general);
    validarLineas(comando.data.habitaciones);
    return [{ type: 'ReservaCreada', data: { ...comando.data, general, estadoId } }];
  }
  if (!estado.existe || estado.eliminada) throw new ReglaReservaError(M.noExiste);

  switch (comando.type) {
    case 'ModificarReserva': {
      if (estado.estadoId === ESTADO.anulado) throw new ReglaReservaError(M.anulada);
      const general = conEstadiaDeLasLineas(comando.data.general, comando.data.habitaciones);
      validarGeneral(general);
      validarLineas(comando.data.habitaciones);
      validarLlegadas(estado, comando.data.habitaciones);
      const cargos = comando.data.cargos ?? estado.cargos;
      const ingresos = comando.data.ingresos ?? estado.ingresos;
      const pasajeros = comando.data.pasajeros ?? estado.pasajeros;
      validarMovimientos(comando.data.habitaciones, cargos, ingresos, pasajeros);
      const eventos: EventoReserva[] = [];
      const { condiciones } = comando.data;
      const nuevasCondiciones = condiciones !== undefined && !igual(estado.condiciones, condiciones);
      if (!igual(estado.general, general) || nuevasCondiciones) {
        eventos.push({ type: 'DatosGeneralesModificados', data: nuevasCondiciones ? { general, condiciones } : { general } });
      }
      const nuevas = new Map(comando.data.habitaciones.map((l) => [l.Id, l]));
      for (const actual of estado.habitaciones) {
        if (!nuevas.has(actual.Id)) eventos.push({ type: 'HabitacionQuitada', data: { lineaId: actual.Id } });
      }
      const actuales = new Map(estado.habitaciones.map((l) => [l.Id, l]));
      for (const linea of comando.data.habitaciones) {
        const antes = actuales.get(linea.Id);
        if (!antes) eventos.push({ type: 'HabitacionAgregada', data: { linea } });
        else if (!igual(antes, linea)) eventos.push({ type: 'HabitacionModificada', data: { linea } });
      }
      eventos.push(
        ...diferencias(estado.cargos, comando.data.cargos, {
          agregado: (cargo) => ({ type: 'CargoAgregado', data: { cargo } }),
          modificado: (cargo) => ({ type: 'CargoModificado', data: { cargo } }),
          quitado: (cargoId) => ({ type: 'CargoQuitado', data: { cargoId } }),
        }),
        ...diferencias(estado.ingresos, comando.data.ingresos, {
          agregado: (ingreso) => ({ type: 'IngresoRegistrado', data: { ingreso } }),
          modificado: (ingreso) => ({ type: 'IngresoModificado', data: { ingreso } }),
          quitado: (ingresoId) => ({ type: 'IngresoQuitado', data: { ingresoId } }),
        }),
        ...diferencias(estado.pasajeros, comando.data.pasajeros, {
          agregado: (pasajero) => ({ type: 'PasajeroAgregado', data: { pasajero } }),
          modificado: (pasajero) => ({ type: 'PasajeroModificado', data: { pasajero } }),
          quitado: (pasajeroId) => ({ type: 'PasajeroQuitado', data: { pasajeroId } }),
        }),
      );
      return eventos;
    }
    case 'CambiarEstado': {
      if (!ESTADOS_ELEGIBLES.includes(comando.data.estadoId)) throw new ReglaReservaError(M.estadoInvalido);
      if (estado.estadoId === ESTADO.anulado) throw new ReglaReservaError(M.anulada);
      if (estado.estadoId === comando.data.estadoId) return [];
      // A guest checks in (and so out) from the arrival day: one tap on a stay weeks ahead is a mistake.
      if (comando.data.estadoId === ESTADO.checkIn && estado.general.CheckIn > comando.data.hoy) throw new ReglaReservaError(M.checkInAntesDeLlegar);
      if (comando.data.estadoId === ESTADO.checkOut && estado.general.CheckIn > comando.data.hoy) throw new ReglaReservaError(M.checkOutAntesDeLlegar);
      return [{ type: 'EstadoCambiado', data: { de: estado.estadoId, a: comando.data.estadoId } }];
    }
    case 'AnularReserva': {
      if (estado.estadoId === ESTADO.anulado) throw new ReglaReservaError(M.yaAnulada);
      if (!comando.data.motivo.trim()) throw new ReglaReservaError(M.motivoAnulacion);
      return [{ type: 'ReservaAnulada', data: { motivo: comando.data.motivo.trim(), estadoAnterior: estado.estadoId } }];
    }
    case 'MarcarNoPresentado': {
      if (estado.estadoId === ESTADO.anulado) throw new ReglaReservaError(M.yaAnulada);
      if (estado.estadoId === ESTADO.checkIn || estado.estadoId === ESTADO.checkOut) throw new ReglaReservaError(M.noPresentadoYaIngreso);
      if (estado.general.CheckIn > comando.data.hoy) throw new ReglaReservaError(M.noPresentadoAntesDeLlegar);
      return [{ type: 'ReservaAnulada', data: { motivo: MOTIVO_NO_PRESENTADO, estadoAnterior: estado.estadoId, noPresentado: true } }];
    }
    case 'EliminarReserva':
      return [{ type: 'ReservaEliminada', data: {} }];
    case 'TrasladarReserva':
    case 'RedimensionarEstadia': {
      if (estado.estadoId === ESTADO.anulado) throw new ReglaReservaError(M.anulada);
      const { linea } = comando.data;
      const antes = estado.habitaciones.find((l) => l.Id === linea.Id);
      if (!antes) throw new ReglaReservaError(M.lineaNoExiste);
      if (diaIso(linea.CheckOut) <= diaIso(linea.CheckIn)) throw new ReglaReservaError(M.minimoUnaNoche);
      const noches = (l: LineaHabitacion) => diaIso(l.CheckOut) - diaIso(l.CheckIn);
      if (comando.type === 'TrasladarReserva' && noches(linea) !== noches(antes)) throw new ReglaReservaError(M.mismaDuracion);
      const lineas = estado.habitaciones.map((l) => (l.Id === linea.Id ? linea : l));
      validarLineas(lineas);
      validarLlegadas(estado, [linea]);
      const movidos = reasignar(estado, antes.HabitacionId, linea);
      validarMovimientos(lineas, movidos.cargos, movidos.ingresos, movidos.pasajeros);
      if (igual(antes, linea)) return [];
      return [{ type: comando.type === 'TrasladarReserva' ? 'ReservaTrasladada' : 'EstadiaRedimensionada', data: { linea } }];
    }
    default: {
      const nunca: never = comando;
      throw new Error(`Comando desconocido: ${JSON.stringify(nunca)}`);
    }
  }
}

export function evolve(estado: EstadoReserva, evento: EventoReserva): EstadoReserva {
  if (evento.type === 'ReservaCreada') {
    const { id, hotelId, estadoId, general, habitaciones, condiciones } = evento.data;
    return { existe: true, id, hotelId, estadoId, general, habitaciones, cargos: [], ingresos: [], pasajeros: [], eliminada: false, ...(condiciones ? { condiciones } : {}) };
  }
  if (!estado.existe) return estado;
  switch (evento.type) {
    case 'DatosGeneralesModificados':
      return { ...estado, general: evento.data.general, ...(evento.data.condiciones ? { condiciones: evento.data.condiciones } : {}) };
    case 'HabitacionAgregada':
      return { ...estado, habitaciones: [...estado.habitaciones, evento.data.linea] };
    case 'HabitacionModificada':
      return { ...estado, habitaciones: estado.habitaciones.map((l) => (l.Id === evento.data.linea.Id ? evento.data.linea : l)) };
    case 'HabitacionQuitada':
      return { ...estado, habitaciones: estado.habitaciones.filter((l) => l.Id !== evento.data.lineaId) };
    case 'EstadoCambiado':
      return { ...estado, estadoId: evento.data.a };
    case 'ReservaAnulada':
      return { ...estado, estadoId: ESTADO.anulado, ...(evento.data.noPresentado ? { noPresentado: true as const } : {}) };
    case 'ReservaEliminada':
      return { ...estado, eliminada: true };
    case 'CargoAgregado':
      return { ...estado, cargos: [...estado.cargos, evento.data.cargo] };
    case 'CargoModificado':
      return { ...estado, cargos: estado.cargos.map((c) => (c.Id === evento.data.cargo.Id ? evento.data.cargo : c)) };
    case 'CargoQuitado':
      return { ...estado, cargos: estado.cargos.filter((c) => c.Id !== evento.data.cargoId) };
    case 'IngresoRegistrado':
      return { ...estado, ingresos: [...estado.ingresos, evento.data.ingreso] };
    case 'IngresoModificado':
      return { ...estado, ingresos: estado.ingresos.map((i) => (i.Id === evento.data.ingreso.Id ? evento.data.ingreso : i)) };
    case 'IngresoQuitado':
      return { ...estado, ingresos: estado.ingresos.filter((i) => i.Id !== evento.data.ingresoId) };
    case 'PasajeroAgregado':
      return { ...estado, pasajeros: [...estado.pasajeros, evento.data.pasajero] };
    case 'PasajeroModificado':
      return { ...estado, pasajeros: estado.pasajeros.map((p) => (p.Id === evento.data.pasajero.Id ? evento.data.pasajero : p)) };
    case 'PasajeroQuitado':
      return { ...estado, pasajeros: estado.pasajeros.filter((p) => p.Id !== evento.data.pasajeroId) };
    case 'ReservaTrasladada':
    case 'EstadiaRedimensionada': {
      const antes = estado.habitaciones.find((l) => l.Id === evento.data.linea.Id);
      const movidos = antes ? reasignar(estado, antes.HabitacionId, evento.data.linea) : {};
      const habitaciones = estado.habitaciones.map((l) => (l.Id === evento.data.linea.Id ? evento.data.linea : l));
      return { ...estado, ...movidos, habitaciones, general: { ...estado.general, ...fechasDeLasLineas(habitaciones) } };
    }
    default: {
      const nunca: never = evento;
      throw new Error(`Evento desconocido: ${JSON.stringify(nunca)}`);
    }
  }
}

export const reconstruir = (eventos: EventoReserva[]): EstadoReserva => eventos.reduce(evolve, estadoInicial);

/** Nights a reservation keeps occupied: none once cancelled or deleted. */
export function lineasQueOcupan(estado: EstadoReserva): LineaHabitacion[] {
  if (!estado.existe || estado.eliminada || estado.estadoId === ESTADO.anulado) return [];
  return estado.habitaciones;
}
