import { noches, totalesCargo, totalesLinea } from '@recepcion/domain';
import type { CrearReservaCuerpo, EstadoReservaId, ReservaCuerpo } from '@recepcion/contracts';
import type { CargoReserva, LineaHabitacion, Reserva, ReservaBody } from './tipos';

/** What the totals of a reservation depend on beyond its own fields. */
export interface ContextoPrecios {
  /** Prices per person (configuration flags). */
  porPersona: { habitacion: boolean; regimen: boolean };
  /** The percentage of a tax type (0 when unknown). */
  porcentajeDe: (tipoImpuestoId: number | null | undefined) => number;
  centavosDe: (monedaId: string | null | undefined) => boolean;
}

const nochesSeguras = (l: { CheckIn: string; CheckOut: string }) => {
  try {
    return noches(l.CheckIn, l.CheckOut);
  } catch {
    return 0;
  }
};

/** A room line with its totals as the server will compute them (spec section 9). */
export function lineaConTotales(l: LineaHabitacion, reserva: Pick<Reserva, 'MonedaId' | 'TipoImpuestoId' | 'ImpuestoIncluido'>, ctx: ContextoPrecios): LineaHabitacion {
  if (nochesSeguras(l) <= 0) return { ...l, AlojamientoTotal: 0, RegimenTotal: 0, Total: 0, Base: 0, Impuesto: 0 };
  const t = totalesLinea(
    {
      checkIn: l.CheckIn,
      checkOut: l.CheckOut,
      cantidadPasajeros: l.CantidadPasajero,
      alojamientoPrecioUnitario: l.AlojamientoPrecioUnitario ?? 0,
      regimenPrecioUnitario: l.IDServicioRegimen ? (l.RegimenPrecioUnitario ?? 0) : null,
      alojamientoNoches: l.AlojamientoNoches,
      regimenNoches: l.RegimenNoches,
    },
    ctx.porPersona,
    { porcentaje: ctx.porcentajeDe(reserva.TipoImpuestoId), incluido: reserva.ImpuestoIncluido },
    ctx.centavosDe(reserva.MonedaId),
  );
  return { ...l, AlojamientoTotal: t.alojamientoTotal, RegimenTotal: t.regimenTotal, Total: t.total, Base: t.base, Impuesto: t.impuesto };
}

/** A charge's total: price × quantity with its own tax included or added. */
export function totalCargo(c: Pick<CargoReserva, 'Precio' | 'Cantidad' | 'TipoImpuestoId' | 'ImpuestoIncluido' | 'MonedaId'>, ctx: ContextoPrecios): number {
  return totalesCargo(c.Precio, c.Cantidad, { porcentaje: ctx.porcentajeDe(c.TipoImpuestoId), incluido: c.ImpuestoIncluido }, ctx.centavosDe(c.MonedaId)).total;
}

/** The reservation as it will read after saving: every line and charge totalled. */
export function conTotales(r: Reserva, ctx: ContextoPrecios): Reserva {
  const Habitaciones = r.Habitaciones.map((l) => lineaConTotales(l, r, ctx));
  return {
    ...r,
    Habitaciones,
    Cargos: r.Cargos.map((c) => ({ ...c, Total: totalCargo(c, ctx) })),
    Total: Habitaciones.reduce((s, l) => s + (l.Total ?? 0), 0),
  };
}

/** The general data and rooms, as both the create and the full save send them. */
function cuerpoGeneral(r: Reserva): ReservaCuerpo {
  return {
    CheckIn: r.CheckIn,
    CheckOut: r.CheckOut,
    ClienteId: r.ClienteId ?? 0,
    FormaPagoId: r.FormaPagoId,
    MonedaId: r.MonedaId,
    TipoImpuestoId: r.TipoImpuestoId ?? 0,
    ImpuestoIncluido: r.ImpuestoIncluido,
    Comentario: r.Comentario?.trim() || null,
    ContactoClienteNombre: r.ContactoClienteNombre?.trim() || null,
    ContactoClienteEmail: r.ContactoClienteEmail?.trim() || null,
    NombreGrupo: r.NombreGrupo?.trim() || null,
    ...(r.CantidadPasajeros !== undefined && r.CantidadPasajeros !== null ? { CantidadPasajeros: r.CantidadPasajeros } : {}),
    Habitaciones: r.Habitaciones.map((l) => ({
      ...(l.Id ? { Id: l.Id } : {}),
      HabitacionId: l.HabitacionId,
      ...(l.TipoHabitacionId ? { TipoHabitacionId: l.TipoHabitacionId } : {}),
      CheckIn: l.CheckIn,
      CheckOut: l.CheckOut,
      CantidadPasajero: l.CantidadPasajero,
      AlojamientoPrecioUnitario: l.AlojamientoPrecioUnitario ?? 0,
      // The nights per season of a proposed price: the server totals their sum while they still explain it.
      AlojamientoNoches: l.AlojamientoNoches ?? null,
      IDServicioRegimen: l.IDServicioRegimen ?? null,
      RegimenPrecioUnitario: l.IDServicioRegimen ? (l.RegimenPrecioUnitario ?? 0) : null,
      RegimenNoches: l.IDServicioRegimen ? (l.RegimenNoches ?? null) : null,
    })),
  };
}

/** The body of the create (`POST /api/ReservasB`): the general data, the rooms and the status it starts in, in one request. */
export function cuerpoNuevaReserva(r: Reserva): CrearReservaCuerpo {
  return { ...cuerpoGeneral(r), EstadoId: r.EstadoId as EstadoReservaId };
}

/** The body of the full save (`PUT /api/ReservasB/{id}`): the general data and every list. */
export function cuerpoReserva(r: Reserva): ReservaBody {
  return {
    ...cuerpoGeneral(r),
    ...(r.Version !== undefined ? { Version: r.Version } : {}),
    Cargos: r.Cargos.map((c) => ({
      ...(c.Id ? { Id: c.Id } : {}),
      Fecha: c.Fecha,
      CargoId: c.CargoId,
      HabitacionId: c.HabitacionId,
      ContactoClienteId: c.ContactoClienteId,
      TipoImpuestoId: c.TipoImpuestoId,
      ImpuestoIncluido: c.ImpuestoIncluido,
      MonedaId: c.MonedaId,
      Precio: c.Precio,
      Cantidad: c.Cantidad,
      Comentario: c.Comentario,
    })),
    Ingresos: r.Ingresos.map((i) => ({
      ...(i.Id ? { Id: i.Id } : {}),
      Fecha: i.Fecha,
      HabitacionId: i.HabitacionId,
      ClienteId: i.ClienteId,
      Concepto: i.Concepto,
      Valor: i.Valor,
      MonedaId: i.MonedaId,
      FormaPagoId: i.FormaPagoId,
    })),
    Pasajeros: r.Pasajeros.map((p) => ({ ...(p.Id ? { Id: p.Id } : {}), PasajeroId: p.PasajeroId, HabitacionId: p.HabitacionId })),
  };
}
