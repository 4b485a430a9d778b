import type { CifrasCierre, CifrasReservas, TotalMoneda } from '@recepcion/contracts';
import { ingresoDeLaNoche, redondearMonto } from '@recepcion/domain';

/** What the figures need besides reservations: the hotel's rooms, which currencies have cents, payment forms' names. */
export interface ContextoCifras {
  habitaciones: number;
  conCentavos(monedaId: string): boolean;
  nombreFormaPago(formaPagoId: number): string;
}

const porMoneda = <T extends { monedaId: string }>(filas: readonly T[]): Map<string, T[]> => {
  const mapa = new Map<string, T[]>();
  for (const f of filas) mapa.set(f.monedaId, [...(mapa.get(f.monedaId) ?? []), f]);
  return new Map([...mapa.entries()].sort(([a], [b]) => a.localeCompare(b)));
};

/** The day's frozen figures: occupancy, ADR and RevPAR per currency, charges and payments, arrivals and the rest. Money rounded per currency. */
export function calcularCifras(fecha: string, reservas: CifrasReservas, ctx: ContextoCifras): CifrasCierre {
  const vendibles = Math.max(0, ctx.habitaciones - reservas.fueraDeServicio);
  const vendidas = reservas.lineas.length;
  const monto = (monedaId: string, valor: number) => redondearMonto(valor, ctx.conCentavos(monedaId));
  const IngresoHabitaciones = [...porMoneda(reservas.lineas)].map(([MonedaId, lineas]) => {
    const ingreso = lineas.reduce((s, l) => s + ingresoDeLaNoche(l, fecha), 0);
    return {
      MonedaId,
      Ingreso: monto(MonedaId, ingreso),
      ADR: monto(MonedaId, ingreso / lineas.length),
      RevPAR: vendibles > 0 ? monto(MonedaId, ingreso / vendibles) : 0,
    };
  });
  const Cargos: TotalMoneda[] = reservas.cargos.map((c) => ({ MonedaId: c.monedaId, Total: monto(c.monedaId, c.total), Cantidad: c.cantidad }));
  const Pagos: TotalMoneda[] = [...porMoneda(reservas.pagos)].map(([MonedaId, pagos]) => ({
    MonedaId,
    Total: monto(MonedaId, pagos.reduce((s, p) => s + p.total, 0)),
    Cantidad: pagos.reduce((s, p) => s + p.cantidad, 0),
  }));
  return {
    Habitaciones: ctx.habitaciones,
    FueraDeServicio: reservas.fueraDeServicio,
    HabitacionesVendibles: vendibles,
    HabitacionesVendidas: vendidas,
    Ocupacion: vendibles > 0 ? redondearMonto((vendidas / vendibles) * 100) : 0,
    IngresoHabitaciones,
    Cargos,
    Pagos,
    PagosPorFormaPago: reservas.pagos.map((p) => ({
      MonedaId: p.monedaId,
      FormaPagoId: p.formaPagoId,
      FormaPagoNombre: ctx.nombreFormaPago(p.formaPagoId),
      Total: monto(p.monedaId, p.total),
      Cantidad: p.cantidad,
    })),
    Llegadas: reservas.llegadas,
    Salidas: reservas.salidas,
    NoPresentados: reservas.noPresentados,
    Anulaciones: reservas.anulaciones,
  };
}
