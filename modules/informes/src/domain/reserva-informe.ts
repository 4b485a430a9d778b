import type {
  CargoPublicado,
  DatosGeneralesPublicados,
  EventoReservaPublicado,
  IngresoPublicado,
  LineaHabitacionPublicada,
  PasajeroPublicado,
} from '@recepcion/contracts';
import { ESTADO_RESERVA } from '@recepcion/contracts';
import { fechasDeLasLineas, ingresoDeLaNoche, noches, redondearMonto, sumarDias } from '@recepcion/domain';

/** What the reports know of a reservation: its published state, evolved from its events. */
export interface ReservaInforme {
  id: number;
  hotelId: number;
  estadoId: number;
  eliminada: boolean;
  general: DatosGeneralesPublicados;
  habitaciones: LineaHabitacionPublicada[];
  cargos: CargoPublicado[];
  ingresos: IngresoPublicado[];
  pasajeros: PasajeroPublicado[];
}

/** Cancelled and deleted reservations count in no report. */
export const cuenta = (r: ReservaInforme): boolean => !r.eliminada && r.estadoId !== ESTADO_RESERVA.anulado;

/** A cancelled reservation's payments were still money the desk took: the day's cash keeps them (a refund is a payment too). */
export const anuladaConPagos = (r: ReservaInforme): boolean => !r.eliminada && r.estadoId === ESTADO_RESERVA.anulado && r.ingresos.length > 0;

// The events carry reservas' full objects (a superset): the state keeps only the published fields.
const general = (g: DatosGeneralesPublicados): DatosGeneralesPublicados => ({
  CheckIn: g.CheckIn,
  CheckOut: g.CheckOut,
  ClienteId: g.ClienteId,
  MonedaId: g.MonedaId,
  ClienteNombre: g.ClienteNombre,
  NombreGrupo: g.NombreGrupo,
  CantidadPasajeros: g.CantidadPasajeros,
  Comentario: g.Comentario,
});
const linea = (l: LineaHabitacionPublicada): LineaHabitacionPublicada => ({
  Id: l.Id,
  HabitacionId: l.HabitacionId,
  TipoHabitacionId: l.TipoHabitacionId,
  CheckIn: l.CheckIn,
  CheckOut: l.CheckOut,
  CantidadPasajero: l.CantidadPasajero,
  Total: l.Total,
  // The parts its nights are priced from, when the event carries them (reservas' lines do).
  ...(typeof l.AlojamientoTotal === 'number' && typeof l.AlojamientoPrecioUnitario === 'number'
    ? {
        AlojamientoPrecioUnitario: l.AlojamientoPrecioUnitario,
        AlojamientoTotal: l.AlojamientoTotal,
        AlojamientoNoches: l.AlojamientoNoches ?? null,
        RegimenPrecioUnitario: l.RegimenPrecioUnitario ?? null,
        RegimenTotal: l.RegimenTotal ?? 0,
        RegimenNoches: l.RegimenNoches ?? null,
      }
    : {}),
});
const cargo = (c: CargoPublicado): CargoPublicado => ({ Id: c.Id, Fecha: c.Fecha, Total: c.Total, MonedaId: c.MonedaId });
const ingreso = (i: IngresoPublicado): IngresoPublicado => ({ Id: i.Id, Fecha: i.Fecha, Valor: i.Valor, MonedaId: i.MonedaId });
const pasajero = (p: PasajeroPublicado): PasajeroPublicado => ({ Id: p.Id, PasajeroId: p.PasajeroId, PasajeroNombre: p.PasajeroNombre, HabitacionId: p.HabitacionId });

function reemplazar<T extends { Id: number }>(lista: T[], item: T): T[] {
  return lista.some((x) => x.Id === item.Id) ? lista.map((x) => (x.Id === item.Id ? item : x)) : [...lista, item];
}

/** One published event applied to the state (pure). An event before `ReservaCreada` leaves nothing. */
export function evolucionar(estado: ReservaInforme | null, reservaId: number, evento: EventoReservaPublicado): ReservaInforme | null {
  if (evento.type === 'ReservaCreada') {
    const d = evento.data;
    return { id: reservaId, hotelId: d.hotelId, estadoId: d.estadoId, eliminada: false, general: general(d.general), habitaciones: d.habitaciones.map(linea), cargos: [], ingresos: [], pasajeros: [] };
  }
  if (!estado) return null;
  switch (evento.type) {
    case 'DatosGeneralesModificados':
      return { ...estado, general: general(evento.data.general) };
    case 'HabitacionAgregada':
    case 'HabitacionModificada':
      return { ...estado, habitaciones: reemplazar(estado.habitaciones, linea(evento.data.linea)) };
    case 'ReservaTrasladada':
    case 'EstadiaRedimensionada': {
      const habitaciones = reemplazar(estado.habitaciones, linea(evento.data.linea));
      return { ...estado, habitaciones, general: { ...estado.general, ...fechasDeLasLineas(habitaciones) } };
    }
    case 'HabitacionQuitada':
      return { ...estado, habitaciones: estado.habitaciones.filter((l) => l.Id !== evento.data.lineaId) };
    case 'EstadoCambiado':
      return { ...estado, estadoId: evento.data.a };
    case 'ReservaAnulada':
      return { ...estado, estadoId: ESTADO_RESERVA.anulado };
    case 'ReservaEliminada':
      return { ...estado, eliminada: true };
    case 'CargoAgregado':
    case 'CargoModificado':
      return { ...estado, cargos: reemplazar(estado.cargos, cargo(evento.data.cargo)) };
    case 'CargoQuitado':
      return { ...estado, cargos: estado.cargos.filter((c) => c.Id !== evento.data.cargoId) };
    case 'IngresoRegistrado':
    case 'IngresoModificado':
      return { ...estado, ingresos: reemplazar(estado.ingresos, ingreso(evento.data.ingreso)) };
    case 'IngresoQuitado':
      return { ...estado, ingresos: estado.ingresos.filter((i) => i.Id !== evento.data.ingresoId) };
    case 'PasajeroAgregado':
    case 'PasajeroModificado':
      return { ...estado, pasajeros: reemplazar(estado.pasajeros, pasajero(evento.data.pasajero)) };
    case 'PasajeroQuitado':
      return { ...estado, pasajeros: estado.pasajeros.filter((p) => p.Id !== evento.data.pasajeroId) };
  }
}

/** A night of a room line, with its share of the line's total. */
export interface NocheInforme {
  lineaId: number;
  fecha: string;
  habitacionId: number;
  tipoHabitacionId: number;
  monedaId: string;
  importe: number;
  pasajeros: number;
}

/** A stay of guests sharing a residence: a registered passenger, or a room line's guests without any registered. */
export interface HuespedInforme {
  lineaId: number;
  clienteId: number;
  huespedes: number;
  checkIn: string;
  checkOut: string;
}

export interface MovimientoInforme {
  /** c: a charge, i: a payment. */
  tipo: 'c' | 'i';
  fecha: string;
  monedaId: string;
  importe: number;
}

/**
 * Each night's weight in its line's total: the night's price, its season's when the line was priced
 * night by night across seasons (the day close's rule, libs/domain `ingresoDeLaNoche`); equal
 * nights for a line of an older event, which lacks the parts.
 */
function pesosDeLasNoches(l: LineaHabitacionPublicada, fechas: readonly string[]): number[] {
  if (l.AlojamientoTotal === undefined || l.AlojamientoPrecioUnitario === undefined) return fechas.map(() => 1);
  const linea = {
    checkIn: l.CheckIn,
    checkOut: l.CheckOut,
    alojamientoPrecioUnitario: l.AlojamientoPrecioUnitario,
    alojamientoTotal: l.AlojamientoTotal,
    alojamientoNoches: l.AlojamientoNoches ?? null,
    regimenPrecioUnitario: l.RegimenPrecioUnitario ?? null,
    regimenTotal: l.RegimenTotal ?? 0,
    regimenNoches: l.RegimenNoches ?? null,
  };
  const pesos = fechas.map((f) => ingresoDeLaNoche(linea, f));
  return pesos.some((p) => p !== 0) ? pesos : fechas.map(() => 1);
}

/** A room line's nights, each with its share of the line's total (the last night takes the rounding rest). */
export function nochesDe(r: ReservaInforme): NocheInforme[] {
  return r.habitaciones.flatMap((l) => {
    const n = noches(l.CheckIn, l.CheckOut);
    if (n <= 0) return [];
    const fechas = Array.from({ length: n }, (_, i) => sumarDias(l.CheckIn, i));
    const pesos = pesosDeLasNoches(l, fechas);
    const suma = pesos.reduce((s, p) => s + p, 0);
    let repartido = 0;
    return fechas.map((fecha, i) => {
      const importe = i === n - 1 ? redondearMonto(l.Total - repartido) : redondearMonto((l.Total * pesos[i]) / suma);
      repartido += importe;
      return {
        lineaId: l.Id,
        fecha,
        habitacionId: l.HabitacionId,
        tipoHabitacionId: l.TipoHabitacionId,
        monedaId: r.general.MonedaId,
        importe,
        pasajeros: l.CantidadPasajero,
      };
    });
  });
}

/**
 * Guests: each room line's registered passengers (one guest each, residing where their client
 * record says), or, when none is registered in that room, the line's CantidadPasajero under the
 * reservation client's residence.
 */
export function huespedesDe(r: ReservaInforme): HuespedInforme[] {
  return r.habitaciones.flatMap((l): HuespedInforme[] => {
    const estadia = { lineaId: l.Id, checkIn: l.CheckIn, checkOut: l.CheckOut };
    const registrados = r.pasajeros.filter((p) => p.HabitacionId === l.HabitacionId);
    if (registrados.length === 0) return [{ ...estadia, clienteId: r.general.ClienteId, huespedes: l.CantidadPasajero }];
    return registrados.map((p) => ({ ...estadia, clienteId: p.PasajeroId, huespedes: 1 }));
  });
}

export function movimientosDe(r: ReservaInforme): MovimientoInforme[] {
  return [
    ...r.cargos.map((c): MovimientoInforme => ({ tipo: 'c', fecha: c.Fecha, monedaId: c.MonedaId, importe: c.Total })),
    ...r.ingresos.map((i): MovimientoInforme => ({ tipo: 'i', fecha: i.Fecha, monedaId: i.MonedaId, importe: i.Valor })),
  ];
}

/** Per currency: everything charged (rooms, meal plans, charges), what was paid and the balance (as reservas computes it). */
export function saldosDe(r: ReservaInforme): { MonedaId: string; Cargo: number; Ingreso: number; Saldo: number }[] {
  const porMoneda = new Map<string, { MonedaId: string; Cargo: number; Ingreso: number }>();
  const de = (m: string) => porMoneda.get(m) ?? porMoneda.set(m, { MonedaId: m, Cargo: 0, Ingreso: 0 }).get(m)!;
  // A cancelled stay's nights are not charged: what it paid is owed back.
  if (r.estadoId !== ESTADO_RESERVA.anulado) for (const l of r.habitaciones) de(r.general.MonedaId).Cargo += l.Total;
  for (const c of r.cargos) de(c.MonedaId).Cargo += c.Total;
  for (const i of r.ingresos) de(i.MonedaId).Ingreso += i.Valor;
  return [...porMoneda.values()].map((m) => ({ MonedaId: m.MonedaId, Cargo: redondearMonto(m.Cargo), Ingreso: redondearMonto(m.Ingreso), Saldo: redondearMonto(m.Cargo - m.Ingreso) }));
}
