import {
  type BloqueoEliminadoDatos,
  type BloqueoGuardadoDatos,
  type DatosGeneralesPublicados,
  ESTADO_RESERVA,
  type EventoReservaPublicado,
  EVENTOS_BLOQUEO,
  idDeStream,
  type LineaHabitacionPublicada,
  PREFIJO_STREAM_BLOQUEO,
  PREFIJO_STREAM_RESERVA,
  TIPOS_OCUPACION_CANAL,
} from '@recepcion/contracts';
import { fechasDeLasLineas, sumarDias } from '@recepcion/domain';
import type { EventoProyectado } from '@recepcion/platform';

/** A `calendario_celda` row: one room line of a reservation. */
export interface CeldaEnCalendario {
  lineaId: number;
  habitacionId: number;
  tipoHabitacionId: number;
  pasajeros: number;
  desde: string;
  hasta: string;
}

/** What a reservation's stream leaves in the calendar: its `calendario_reserva` row and its cells. */
export interface ReservaEnCalendario {
  tipo: 'reserva';
  reservaId: number;
  hotelId: number;
  estadoId: number;
  cliente: string;
  nombreGrupo: string | null;
  pasajerosTotales: number;
  importante: boolean;
  checkIn: string;
  checkOut: string;
  /** «Web» for a booking made on the hotel's booking page (the bar says so); absent or null for the front desk's. */
  origen?: string | null;
  /** By line id, in the order the lines came. */
  celdas: CeldaEnCalendario[];
}

/** What a block's stream leaves: its `calendario_bloqueo` row. */
export interface BloqueoEnCalendario {
  tipo: 'bloqueo';
  bloqueoId: number;
  hotelId: number;
  habitacionId: number;
  desde: string;
  hasta: string;
  /** The channel a block was imported from (its name on the calendar); null for Recepción's own blocks. */
  canal: string | null;
  /** A period out of order: its reason (absent for other blocks). */
  fueraServicio?: string | null;
}

export type FilaCalendario = ReservaEnCalendario | BloqueoEnCalendario;

const conDatos = (fila: ReservaEnCalendario, g: DatosGeneralesPublicados): ReservaEnCalendario => ({
  ...fila,
  cliente: g.ClienteNombre,
  nombreGrupo: g.NombreGrupo,
  pasajerosTotales: g.CantidadPasajeros,
  importante: Boolean(g.Comentario?.trim()),
  checkIn: g.CheckIn,
  checkOut: g.CheckOut,
  ...(g.Origen ? { origen: g.Origen } : {}),
});

const celda = (l: LineaHabitacionPublicada): CeldaEnCalendario => ({
  lineaId: l.Id,
  habitacionId: l.HabitacionId,
  tipoHabitacionId: l.TipoHabitacionId,
  pasajeros: l.CantidadPasajero,
  desde: l.CheckIn,
  hasta: l.CheckOut,
});

function conCelda(fila: ReservaEnCalendario, l: LineaHabitacionPublicada): ReservaEnCalendario {
  const nueva = celda(l);
  const celdas = fila.celdas.some((c) => c.lineaId === l.Id) ? fila.celdas.map((c) => (c.lineaId === l.Id ? nueva : c)) : [...fila.celdas, nueva];
  return { ...fila, celdas };
}

function evolucionarReserva(fila: ReservaEnCalendario | null, reservaId: number, evento: EventoReservaPublicado): ReservaEnCalendario | null {
  if (evento.type === 'ReservaCreada') {
    const { hotelId, estadoId, general, habitaciones } = evento.data;
    const base: ReservaEnCalendario = fila ?? {
      tipo: 'reserva',
      reservaId,
      hotelId,
      estadoId,
      cliente: '',
      nombreGrupo: null,
      pasajerosTotales: 0,
      importante: false,
      checkIn: general.CheckIn,
      checkOut: general.CheckOut,
      celdas: [],
    };
    return fila ? habitaciones.reduce(conCelda, conDatos(base, general)) : { ...conDatos(base, general), celdas: habitaciones.map(celda) };
  }
  if (!fila) return null;
  switch (evento.type) {
    case 'DatosGeneralesModificados':
      return conDatos(fila, evento.data.general);
    case 'HabitacionAgregada':
    case 'HabitacionModificada':
      return conCelda(fila, evento.data.linea);
    case 'ReservaTrasladada':
    case 'EstadiaRedimensionada': {
      const movida = conCelda(fila, evento.data.linea);
      const fechas = fechasDeLasLineas(movida.celdas.map((c) => ({ CheckIn: c.desde, CheckOut: c.hasta })));
      return fechas ? { ...movida, checkIn: fechas.CheckIn, checkOut: fechas.CheckOut } : movida;
    }
    case 'HabitacionQuitada':
      return { ...fila, celdas: fila.celdas.filter((c) => c.lineaId !== evento.data.lineaId) };
    case 'EstadoCambiado':
      return { ...fila, estadoId: evento.data.a };
    case 'ReservaAnulada':
      // A cancelled reservation leaves the calendar; its row stays, for a later status change.
      return { ...fila, estadoId: ESTADO_RESERVA.anulado };
    case 'ReservaEliminada':
      return null;
    default:
      return fila;
  }
}

/** What the calendar says of an imported stay: the channel, and whether the channel only closed those nights. */
function etiquetaDeCanal(b: BloqueoGuardadoDatos): string | null {
  if (!b.canal) return null;
  return b.canal.tipo === TIPOS_OCUPACION_CANAL.noDisponible ? `${b.canal.nombre} (no disponible)` : b.canal.nombre;
}

function evolucionarBloqueo(fila: BloqueoEnCalendario | null, bloqueoId: number, evento: EventoProyectado): BloqueoEnCalendario | null {
  if (evento.type === EVENTOS_BLOQUEO.eliminado) return null;
  if (evento.type !== EVENTOS_BLOQUEO.guardado) return fila;
  const b = evento.data as BloqueoGuardadoDatos | BloqueoEliminadoDatos as BloqueoGuardadoDatos;
  return { tipo: 'bloqueo', bloqueoId, hotelId: fila?.hotelId ?? b.hotelId, habitacionId: b.habitacionId, desde: b.fecha, hasta: sumarDias(b.fecha, b.noches), canal: etiquetaDeCanal(b), ...(b.fueraServicio ? { fueraServicio: b.fueraServicio.motivo } : {}) };
}

/** One event applied to what its stream leaves in the calendar (pure: the live write and the replay both fold with it). */
export function evolucionarCalendario(fila: FilaCalendario | null, evento: EventoProyectado, streamId: string): FilaCalendario | null {
  const bloqueoId = idDeStream(streamId, PREFIJO_STREAM_BLOQUEO);
  if (bloqueoId !== null) return evolucionarBloqueo(fila?.tipo === 'bloqueo' ? fila : null, bloqueoId, evento);
  const reservaId = idDeStream(streamId, PREFIJO_STREAM_RESERVA);
  if (reservaId === null) return fila;
  return evolucionarReserva(fila?.tipo === 'reserva' ? fila : null, reservaId, evento as EventoReservaPublicado);
}
