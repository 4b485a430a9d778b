import { CAMPOS_MONTO, type CargoReservaCuerpo, FORMAS_PAGO_BASE_IDS, type IngresoReservaCuerpo, MENSAJES_MONTOS, type PasajeroReservaCuerpo } from '@recepcion/contracts';
import { problemaDeMonto, type ReglaMonto, redondearMonto, totalesCargo } from '@recepcion/domain';
import { ReglaNegocioError } from '@recepcion/platform';
import { type CargoReserva, type EstadoReserva, type IngresoReserva, type LineaHabitacion, MENSAJES_RESERVA as M, type PasajeroReserva } from '../domain/reserva.types';
import type { Referencias } from './referencias-reserva';

type Existente = Extract<EstadoReserva, { existe: true }>;

/** Ids: an item keeps its own; a new one gets the next free number of its list. */
function asignadorIds(actuales: { Id: number }[]) {
  const existentes = new Set(actuales.map((x) => x.Id));
  let siguiente = Math.max(0, ...existentes);
  return (id?: number) => (id && existentes.has(id) ? id : ++siguiente);
}

/**
 * The room a guest, charge or payment (`que`: «El cargo Agua mineral») is of, among the lines
 * saved. One of a room the same edit takes out says which, and what to do.
 */
function habitacionDe(lineas: LineaHabitacion[], id: number | null | undefined, que: string, estado: Existente): { HabitacionId: number | null; HabitacionNombre: string | null } {
  if (!id) return { HabitacionId: null, HabitacionNombre: null };
  const linea = lineas.find((l) => l.HabitacionId === id);
  if (!linea) {
    const quitada = estado.habitaciones.find((l) => l.HabitacionId === id);
    throw new ReglaNegocioError(quitada ? M.deHabitacionQuitada(que, quitada.HabitacionNombre) : M.habitacionFueraDeReserva);
  }
  return { HabitacionId: id, HabitacionNombre: linea.HabitacionNombre };
}

function comprobarMonto(valor: number, regla: ReglaMonto): void {
  const problema = problemaDeMonto(valor, regla);
  if (problema) throw new ReglaNegocioError(problema);
}

/**
 * Charges, payments and guests as the UI sends them, named and totalled from references resolved
 * beforehand: charge and client names (maestros), currency names and cents, tax percentages and
 * payment methods (tarifario), room names from the reservation's own lines. A list left out stays as it is (undefined).
 */
export function prepararCargos(cuerpos: CargoReservaCuerpo[] | undefined, estado: Existente, lineas: LineaHabitacion[], refs: Referencias): CargoReserva[] | undefined {
  if (!cuerpos) return undefined;
  const id = asignadorIds(estado.cargos);
  return cuerpos.map((d) => {
    if (!d.HabitacionId && !d.ContactoClienteId) throw new ReglaNegocioError(M.seleccioneHabitacionOCliente);
    const cargo = refs.cargos.get(d.CargoId);
    if (!cargo) throw new ReglaNegocioError(M.seleccioneCargo);
    const moneda = refs.monedas.get(d.MonedaId);
    if (!moneda) throw new ReglaNegocioError(M.seleccioneMoneda);
    const cliente = d.ContactoClienteId ? refs.clientes.get(d.ContactoClienteId) : undefined;
    if (d.ContactoClienteId && !cliente) throw new ReglaNegocioError(M.seleccioneCliente);
    const impuesto = refs.impuestos.get(d.TipoImpuestoId);
    if (!impuesto) throw new ReglaNegocioError(M.seleccioneImpuesto);
    const impuestoIncluido = d.ImpuestoIncluido ?? true;
    const cantidad = d.Cantidad ?? 1;
    // A discount is a negative price, taken as typed; within the currency (no cents in CLP, its bound).
    comprobarMonto(d.Precio, { campo: CAMPOS_MONTO.precioCargo, monedaId: moneda.IDMoneda, centavos: moneda.Centavos, negativos: true });
    const totales = totalesCargo(d.Precio, cantidad, { porcentaje: impuesto.Porcentaje, incluido: impuestoIncluido }, moneda.Centavos);
    comprobarMonto(totales.total, { campo: CAMPOS_MONTO.totalCargo, monedaId: moneda.IDMoneda, centavos: moneda.Centavos, negativos: true });
    return {
      Id: id(d.Id),
      Fecha: d.Fecha,
      ContactoClienteId: cliente?.Id ?? null,
      ClienteNombre: cliente?.Nombre ?? null,
      CargoId: cargo.Id,
      CargoNombre: cargo.Nombre,
      Precio: d.Precio,
      Cantidad: cantidad,
      // The tax is split out of the total, or added to it (spec section 3: a charge has its own tax).
      Total: totales.total,
      ImpuestoIncluido: impuestoIncluido,
      TipoImpuestoId: d.TipoImpuestoId,
      MonedaId: moneda.IDMoneda,
      MonedaNombre: moneda.Nombre,
      Comentario: d.Comentario?.trim() || null,
      ...habitacionDe(lineas, d.HabitacionId, `El cargo ${cargo.Nombre}`, estado),
      DocumentoVentaId: null,
    };
  });
}

export function prepararIngresos(cuerpos: IngresoReservaCuerpo[] | undefined, estado: Existente, lineas: LineaHabitacion[], refs: Referencias): IngresoReserva[] | undefined {
  if (!cuerpos) return undefined;
  const id = asignadorIds(estado.ingresos);
  return cuerpos.map((d) => {
    if (!d.HabitacionId && !d.ClienteId) throw new ReglaNegocioError(M.seleccioneHabitacionOCliente);
    const moneda = refs.monedas.get(d.MonedaId);
    if (!moneda) throw new ReglaNegocioError(M.seleccioneMoneda);
    const cliente = d.ClienteId ? refs.clientes.get(d.ClienteId) : undefined;
    if (d.ClienteId && !cliente) throw new ReglaNegocioError(M.seleccioneCliente);
    // A payment form of the spec (1 Contado, 2 Crédito: what the UI offers while the hotel has none)
    // or of the hotel's own, never another hotel's; a payment kept with the one it had is not refused
    // for it (one stored before payment forms were checked).
    const previo = d.Id ? estado.ingresos.find((i) => i.Id === d.Id) : undefined;
    const conocida = FORMAS_PAGO_BASE_IDS.includes(d.FormaPagoId) || refs.formasPago.has(d.FormaPagoId);
    if (!conocida && previo?.FormaPagoId !== d.FormaPagoId) throw new ReglaNegocioError(M.seleccioneFormaPagoIngreso);
    // A refund is a negative payment, taken as typed; never 0; within the currency.
    if (d.Valor === 0) throw new ReglaNegocioError(MENSAJES_MONTOS.pagoCero);
    comprobarMonto(d.Valor, { campo: CAMPOS_MONTO.valorPago, monedaId: moneda.IDMoneda, centavos: moneda.Centavos, negativos: true });
    return {
      Id: id(d.Id),
      Fecha: d.Fecha,
      ClienteId: cliente?.Id ?? null,
      ClienteNombre: cliente?.Nombre ?? null,
      Concepto: d.Concepto.trim(),
      Valor: redondearMonto(d.Valor, moneda.Centavos),
      MonedaId: moneda.IDMoneda,
      MonedaNombre: moneda.Nombre,
      FormaPagoId: d.FormaPagoId,
      ...habitacionDe(lineas, d.HabitacionId, `El pago «${d.Concepto.trim()}»`, estado),
      DocumentoVentaId: null,
    };
  });
}

export function prepararPasajeros(cuerpos: PasajeroReservaCuerpo[] | undefined, estado: Existente, lineas: LineaHabitacion[], refs: Referencias): PasajeroReserva[] | undefined {
  if (!cuerpos) return undefined;
  const id = asignadorIds(estado.pasajeros);
  return cuerpos.map((d) => {
    const pasajero = refs.clientes.get(d.PasajeroId);
    if (!pasajero) throw new ReglaNegocioError(M.faltaPasajero);
    const { HabitacionId, HabitacionNombre } = habitacionDe(lineas, d.HabitacionId, `El pasajero ${pasajero.Nombre}`, estado);
    const previo = estado.pasajeros.find((p) => p.Id === d.Id);
    return {
      Id: id(d.Id),
      PasajeroId: pasajero.Id,
      PasajeroNombre: pasajero.Nombre,
      HabitacionId: HabitacionId!,
      HabitacionNombre: HabitacionNombre!,
      IDDetalleVenta: null,
      sysEntrada: previo?.sysEntrada ?? null,
      sysSalida: previo?.sysSalida ?? null,
    };
  });
}
