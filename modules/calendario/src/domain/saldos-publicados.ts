import type { EventoReservaPublicado, SaldoMoneda } from '@recepcion/contracts';
import { redondearMonto } from '@recepcion/domain';

/** What a reservation's balance depends on, as its published events tell it. */
export interface CuentaPublicada {
  monedaId: string;
  lineas: Map<number, number>;
  cargos: Map<number, { Total: number; MonedaId: string }>;
  ingresos: Map<number, { Valor: number; MonedaId: string }>;
}

const con = <K, V>(m: Map<K, V>, k: K, v: V) => new Map(m).set(k, v);
const sin = <K, V>(m: Map<K, V>, k: K) => {
  const copia = new Map(m);
  copia.delete(k);
  return copia;
};

/** One published event applied to the account (pure); nothing before `ReservaCreada`. */
export function evolucionarCuenta(cuenta: CuentaPublicada | null, evento: EventoReservaPublicado): CuentaPublicada | null {
  if (evento.type === 'ReservaCreada') {
    return { monedaId: evento.data.general.MonedaId, lineas: new Map(evento.data.habitaciones.map((l) => [l.Id, l.Total])), cargos: new Map(), ingresos: new Map() };
  }
  if (!cuenta) return null;
  switch (evento.type) {
    case 'DatosGeneralesModificados':
      return { ...cuenta, monedaId: evento.data.general.MonedaId };
    case 'HabitacionAgregada':
    case 'HabitacionModificada':
    case 'ReservaTrasladada':
    case 'EstadiaRedimensionada':
      return { ...cuenta, lineas: con(cuenta.lineas, evento.data.linea.Id, evento.data.linea.Total) };
    case 'HabitacionQuitada':
      return { ...cuenta, lineas: sin(cuenta.lineas, evento.data.lineaId) };
    case 'CargoAgregado':
    case 'CargoModificado':
      return { ...cuenta, cargos: con(cuenta.cargos, evento.data.cargo.Id, { Total: evento.data.cargo.Total, MonedaId: evento.data.cargo.MonedaId }) };
    case 'CargoQuitado':
      return { ...cuenta, cargos: sin(cuenta.cargos, evento.data.cargoId) };
    case 'IngresoRegistrado':
    case 'IngresoModificado':
      return { ...cuenta, ingresos: con(cuenta.ingresos, evento.data.ingreso.Id, { Valor: evento.data.ingreso.Valor, MonedaId: evento.data.ingreso.MonedaId }) };
    case 'IngresoQuitado':
      return { ...cuenta, ingresos: sin(cuenta.ingresos, evento.data.ingresoId) };
    case 'ReservaEliminada':
      return null;
    default:
      return cuenta;
  }
}

/** Per currency, in order of first appearance: rooms and charges owed, payments, balance (the rule reservas answers `Saldos` by). */
export function saldosDeCuenta(cuenta: CuentaPublicada): SaldoMoneda[] {
  const porMoneda = new Map<string, { MonedaId: string; Cargo: number; Ingreso: number }>();
  const de = (m: string) => porMoneda.get(m) ?? porMoneda.set(m, { MonedaId: m, Cargo: 0, Ingreso: 0 }).get(m)!;
  for (const total of cuenta.lineas.values()) de(cuenta.monedaId).Cargo += total;
  for (const c of cuenta.cargos.values()) de(c.MonedaId).Cargo += c.Total;
  for (const i of cuenta.ingresos.values()) de(i.MonedaId).Ingreso += i.Valor;
  return [...porMoneda.values()].map((m) => ({ MonedaId: m.MonedaId, Cargo: redondearMonto(m.Cargo), Ingreso: redondearMonto(m.Ingreso), Saldo: redondearMonto(m.Cargo - m.Ingreso) }));
}
