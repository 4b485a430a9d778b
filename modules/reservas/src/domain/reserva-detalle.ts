import type { ReservaDetalle, SaldoMoneda } from '@recepcion/contracts';
import { redondearMonto } from '@recepcion/domain';
import { type EstadoReserva, NOMBRE_ESTADO } from './reserva.types';

export type EstadoExistente = Extract<EstadoReserva, { existe: true }>;

/** Per currency: rooms and charges owed, payments received, and the balance. */
export function saldosPorMoneda(estado: EstadoExistente): SaldoMoneda[] {
  const porMoneda = new Map<string, { MonedaId: string; Cargo: number; Ingreso: number }>();
  const de = (monedaId: string) => porMoneda.get(monedaId) ?? porMoneda.set(monedaId, { MonedaId: monedaId, Cargo: 0, Ingreso: 0 }).get(monedaId)!;
  for (const l of estado.habitaciones) de(estado.general.MonedaId).Cargo += l.Total;
  for (const c of estado.cargos) de(c.MonedaId).Cargo += c.Total;
  for (const i of estado.ingresos) de(i.MonedaId).Ingreso += i.Valor;
  return [...porMoneda.values()].map((m) => ({ MonedaId: m.MonedaId, Cargo: redondearMonto(m.Cargo), Ingreso: redondearMonto(m.Ingreso), Saldo: redondearMonto(m.Cargo - m.Ingreso) }));
}

/** The reservation as `GET /api/ReservasB/{id}` answers it (spec section 3), built from its state. */
export function reservaDetalle(estado: EstadoExistente, version: number): ReservaDetalle {
  return {
    Id: estado.id,
    HotelId: estado.hotelId,
    ...estado.general,
    EstadoId: estado.estadoId as ReservaDetalle['EstadoId'],
    EstadoNombre: NOMBRE_ESTADO[estado.estadoId],
    Total: redondearMonto(estado.habitaciones.reduce((s, l) => s + l.Total, 0)),
    Version: version,
    Habitaciones: estado.habitaciones,
    Cargos: estado.cargos,
    Ingresos: estado.ingresos,
    Pasajeros: estado.pasajeros,
    Saldos: saldosPorMoneda(estado),
    ...(estado.noPresentado ? { NoPresentado: true as const } : {}),
  };
}

/**
 * The state a detail was built from, as far as the detail shows it: everything `reservaDetalle`
 * reads, so `reservaDetalle(estadoDeDetalle(d, …), v)` is `d` with version `v`. The terms it was
 * priced with (`condiciones`) are the decisions' and not in the detail: the write side reads them
 * from the stream.
 */
export function estadoDeDetalle(detalle: ReservaDetalle, eliminada: boolean): EstadoExistente {
  const { Id, HotelId, EstadoId, EstadoNombre: _nombre, Total: _total, Version: _version, Habitaciones, Cargos, Ingresos, Pasajeros, Saldos: _saldos, NoPresentado, ...general } = detalle;
  return {
    existe: true,
    id: Id,
    hotelId: HotelId,
    estadoId: EstadoId,
    general,
    habitaciones: Habitaciones,
    cargos: Cargos,
    ingresos: Ingresos,
    pasajeros: Pasajeros,
    eliminada,
    ...(NoPresentado ? { noPresentado: true as const } : {}),
  };
}
