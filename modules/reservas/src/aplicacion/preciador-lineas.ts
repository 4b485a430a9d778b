import { CAMPOS_MONTO, type HabitacionResumen, MENSAJES_MONTOS, type ReservaCuerpo } from '@recepcion/contracts';
import { nochesQueExplican, precioPromedioDeNoches, problemaDeMonto, reubicarNoches, totalesLinea } from '@recepcion/domain';
import { ReglaNegocioError } from '@recepcion/platform';
import { type CondicionesPrecio, type DatosGenerales, type LineaHabitacion, MENSAJES_RESERVA as M } from '../domain/reserva.types';
import type { Referencias } from './referencias-reserva';

/**
 * Turns what reception typed into the decider's input: names and types from master data, and the
 * totals of spec section 9 (per-person flags from the configuration, the currency's cents, the
 * tax type's percentage), all from references resolved beforehand (`ReferenciasReserva`).
 */
export function prepararReserva(
  cuerpo: ReservaCuerpo,
  refs: Referencias,
  lineasActuales: LineaHabitacion[] = [],
  /** «Web» for the booking page's reservations; kept by every later edit. */
  origen?: string,
): { general: DatosGenerales; habitaciones: LineaHabitacion[]; condiciones: CondicionesPrecio } {
  const cliente = refs.clientes.get(cuerpo.ClienteId);
  const moneda = refs.monedas.get(cuerpo.MonedaId);
  const impuesto = refs.impuestos.get(cuerpo.TipoImpuestoId);
  if (!cliente) throw new ReglaNegocioError(M.seleccioneCliente);
  if (!moneda) throw new ReglaNegocioError(M.seleccioneMoneda);
  if (!impuesto) throw new ReglaNegocioError(M.seleccioneImpuesto);
  const config = refs.configuracion;
  const impuestoIncluido = cuerpo.ImpuestoIncluido ?? config.ImpuestoIncluido;
  const general: DatosGenerales = {
    CheckIn: cuerpo.CheckIn,
    CheckOut: cuerpo.CheckOut,
    MonedaId: moneda.IDMoneda,
    TipoImpuestoId: impuesto.Id,
    ImpuestoIncluido: impuestoIncluido,
    FormaPagoId: cuerpo.FormaPagoId,
    Comentario: cuerpo.Comentario?.trim() || null,
    ClienteId: cliente.Id,
    ClienteNombre: cliente.Nombre,
    ContactoClienteNombre: cuerpo.ContactoClienteNombre?.trim() || null,
    ContactoClienteEmail: cuerpo.ContactoClienteEmail?.trim() || null,
    NombreGrupo: cuerpo.NombreGrupo?.trim() || null,
    CantidadPasajeros: cuerpo.CantidadPasajeros ?? cuerpo.Habitaciones.reduce((s, l) => s + l.CantidadPasajero, 0),
    ...(origen ? { Origen: origen } : {}),
  };
  const condiciones: CondicionesPrecio = {
    porcentajeImpuesto: impuesto.Porcentaje,
    centavos: moneda.Centavos,
    habitacionPorPersona: config.PrecioHabitacionPorPersona,
    regimenPorPersona: config.PrecioRegimenPorPersona,
  };
  let siguienteId = Math.max(0, ...lineasActuales.map((l) => l.Id));
  const existentes = new Set(lineasActuales.map((l) => l.Id));
  const habitaciones = cuerpo.Habitaciones.map((l): LineaHabitacion => {
    comprobarLinea(l, moneda.IDMoneda, moneda.Centavos, refs, lineasActuales);
    const id = l.Id && existentes.has(l.Id) ? l.Id : ++siguienteId;
    // A client that does not know the nights per season sends none: the line keeps its own while they still apply.
    const previa = existentes.has(id) ? lineasActuales.find((x) => x.Id === id) : undefined;
    const noches = {
      AlojamientoNoches: l.AlojamientoNoches === undefined ? previa?.AlojamientoNoches : l.AlojamientoNoches,
      RegimenNoches: l.RegimenNoches === undefined ? previa?.RegimenNoches : l.RegimenNoches,
    };
    return preciarLinea({ ...l, ...noches, Id: id }, refs.habitaciones, condiciones, impuestoIncluido);
  });
  return { general, habitaciones, condiciones };
}

/**
 * The unit prices within the reservation's currency (no cents in CLP, its bound; 0 is
 * allowed, the UI asks first), a meal plan of the hotel's own, and no more guests than the room's
 * type holds. A line kept as it was (same id, room and guests) is not refused for its guests: a
 * type made smaller later must not block every edit of the reservations already in it; nor for a
 * meal plan it already had (one stored before meal plans were checked).
 */
function comprobarLinea(
  l: ReservaCuerpo['Habitaciones'][number],
  monedaId: string,
  centavos: boolean,
  refs: Pick<Referencias, 'habitaciones' | 'regimenes'>,
  lineasActuales: LineaHabitacion[],
): void {
  const previa = l.Id ? lineasActuales.find((x) => x.Id === l.Id) : undefined;
  if (l.IDServicioRegimen && !refs.regimenes.has(l.IDServicioRegimen) && previa?.IDServicioRegimen !== l.IDServicioRegimen) {
    throw new ReglaNegocioError(M.seleccioneRegimen);
  }
  // Each night's price too: a night in cents of a currency without them is refused, not rounded.
  const precios: [number | null | undefined, string][] = [
    [l.AlojamientoPrecioUnitario, CAMPOS_MONTO.precioAlojamiento],
    ...(l.AlojamientoNoches ?? []).map((t): [number | null, string] => [t.Precio, CAMPOS_MONTO.precioAlojamiento]),
    [l.IDServicioRegimen ? l.RegimenPrecioUnitario : null, CAMPOS_MONTO.precioRegimen],
    ...(l.IDServicioRegimen ? (l.RegimenNoches ?? []) : []).map((t): [number | null, string] => [t.Precio, CAMPOS_MONTO.precioRegimen]),
  ];
  for (const [precio, campo] of precios) {
    const problema = precio === null || precio === undefined ? null : problemaDeMonto(precio, { campo, monedaId, centavos });
    if (problema) throw new ReglaNegocioError(problema);
  }
  const habitacion = refs.habitaciones.get(l.HabitacionId);
  const maximo = habitacion?.CantidadPasajerosMaximo;
  if (!habitacion || maximo === undefined || l.CantidadPasajero <= maximo) return;
  if (previa && previa.HabitacionId === l.HabitacionId && previa.CantidadPasajero === l.CantidadPasajero) return;
  throw new ReglaNegocioError(MENSAJES_MONTOS.pasajerosMaximos(habitacion.Nombre, maximo));
}

/**
 * The nights per season a line keeps: those that explain its unit price (`nochesQueExplican`), and
 * only when there are two runs or more (one price needs no breakdown: unit × nights is exact).
 */
function nochesDeLinea(detalle: LineaHabitacion['AlojamientoNoches'] | null, l: { CheckIn: string; CheckOut: string }, precio: number | null, centavos: boolean) {
  const noches = nochesQueExplican(detalle, { checkIn: l.CheckIn, checkOut: l.CheckOut }, precio, centavos);
  return noches && noches.length > 1 ? noches : undefined;
}

/**
 * One line: named from its room, totalled for its nights; a stay across seasons priced night by
 * night totals the sum of its nights, and keeps them (absent otherwise, as on lines before them).
 */
function preciarLinea(
  l: ReservaCuerpo['Habitaciones'][number] & { Id: number },
  habitaciones: Referencias['habitaciones'],
  condiciones: CondicionesPrecio,
  impuestoIncluido: boolean,
): LineaHabitacion {
  const habitacion = habitaciones.get(l.HabitacionId);
  if (!habitacion) throw new ReglaNegocioError(M.seleccioneHabitacion);
  const regimen = l.IDServicioRegimen ? (l.RegimenPrecioUnitario ?? 0) : null;
  const alojamientoNoches = nochesDeLinea(l.AlojamientoNoches, l, l.AlojamientoPrecioUnitario, condiciones.centavos);
  const regimenNoches = regimen === null ? undefined : nochesDeLinea(l.RegimenNoches, l, regimen, condiciones.centavos);
  const datos = {
    checkIn: l.CheckIn,
    checkOut: l.CheckOut,
    cantidadPasajeros: l.CantidadPasajero,
    alojamientoPrecioUnitario: l.AlojamientoPrecioUnitario,
    regimenPrecioUnitario: regimen,
    alojamientoNoches,
    regimenNoches,
  };
  const totales =
    datos.checkOut > datos.checkIn
      ? totalesLinea(
          datos,
          { habitacion: condiciones.habitacionPorPersona, regimen: condiciones.regimenPorPersona },
          { porcentaje: condiciones.porcentajeImpuesto, incluido: impuestoIncluido },
          condiciones.centavos,
        )
      : { alojamientoTotal: 0, regimenTotal: 0, total: 0, base: 0, impuesto: 0 };
  return {
    Id: l.Id,
    TipoHabitacionId: habitacion.TipoHabitacionId,
    TipoHabitacionNombre: habitacion.TipoHabitacionNombre,
    HabitacionId: habitacion.Id,
    HabitacionNombre: habitacion.Nombre,
    CheckIn: datos.checkIn,
    CheckOut: datos.checkOut,
    CantidadPasajero: l.CantidadPasajero,
    AlojamientoPrecioUnitario: l.AlojamientoPrecioUnitario,
    AlojamientoTotal: totales.alojamientoTotal,
    ...(alojamientoNoches ? { AlojamientoNoches: alojamientoNoches } : {}),
    IDServicioRegimen: l.IDServicioRegimen ?? null,
    RegimenPrecioUnitario: regimen,
    RegimenTotal: totales.regimenTotal,
    ...(regimenNoches ? { RegimenNoches: regimenNoches } : {}),
    Base: totales.base,
    Impuesto: totales.impuesto,
    Total: totales.total,
    IDDocumentoVenta: null,
  };
}

/** The terms of a reservation written before they were captured: from freshly resolved references. */
export function condicionesDe(general: DatosGenerales, refs: Referencias): CondicionesPrecio {
  const moneda = refs.monedas.get(general.MonedaId);
  const impuesto = refs.impuestos.get(general.TipoImpuestoId);
  if (!moneda) throw new ReglaNegocioError(M.seleccioneMoneda);
  if (!impuesto) throw new ReglaNegocioError(M.seleccioneImpuesto);
  return {
    porcentajeImpuesto: impuesto.Porcentaje,
    centavos: moneda.Centavos,
    habitacionPorPersona: refs.configuracion.PrecioHabitacionPorPersona,
    regimenPorPersona: refs.configuracion.PrecioRegimenPorPersona,
  };
}

/**
 * A calendar move or resize of one existing line: the same prices per night and guests, totals
 * for the new nights under the terms the reservation was priced with; the new room's name and
 * type (`nuevaHabitacion`) only when it changes room. A line priced night by night keeps its nights'
 * prices (`reubicarNoches`), its unit price their new average.
 */
export function reubicarLinea(
  general: DatosGenerales,
  linea: LineaHabitacion,
  cambio: { CheckIn: string; CheckOut: string; HabitacionId: number },
  condiciones: CondicionesPrecio,
  nuevaHabitacion?: HabitacionResumen,
): LineaHabitacion {
  const habitaciones = new Map<number, HabitacionResumen>([
    [linea.HabitacionId, { Id: linea.HabitacionId, Nombre: linea.HabitacionNombre, TipoHabitacionId: linea.TipoHabitacionId, TipoHabitacionNombre: linea.TipoHabitacionNombre, CantidadPasajerosPredeterminado: 1 }],
  ]);
  if (nuevaHabitacion) habitaciones.set(nuevaHabitacion.Id, nuevaHabitacion);
  const reubicar = (detalle: LineaHabitacion['AlojamientoNoches'], precio: number | null) => {
    const noches = nochesQueExplican(detalle, { checkIn: linea.CheckIn, checkOut: linea.CheckOut }, precio, condiciones.centavos);
    if (!noches) return { precio, noches: undefined };
    const nuevas = reubicarNoches(noches, cambio.CheckIn, cambio.CheckOut);
    return { precio: precioPromedioDeNoches(nuevas, condiciones.centavos), noches: nuevas };
  };
  const alojamiento = reubicar(linea.AlojamientoNoches, linea.AlojamientoPrecioUnitario);
  const regimen = linea.IDServicioRegimen ? reubicar(linea.RegimenNoches, linea.RegimenPrecioUnitario) : { precio: linea.RegimenPrecioUnitario, noches: undefined };
  return preciarLinea(
    {
      Id: linea.Id,
      HabitacionId: cambio.HabitacionId,
      CheckIn: cambio.CheckIn,
      CheckOut: cambio.CheckOut,
      CantidadPasajero: linea.CantidadPasajero,
      AlojamientoPrecioUnitario: alojamiento.precio ?? linea.AlojamientoPrecioUnitario,
      AlojamientoNoches: alojamiento.noches,
      IDServicioRegimen: linea.IDServicioRegimen,
      RegimenPrecioUnitario: regimen.precio,
      RegimenNoches: regimen.noches,
    },
    habitaciones,
    condiciones,
    general.ImpuestoIncluido,
  );
}
