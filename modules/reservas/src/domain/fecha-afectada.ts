import type { TramoNoches } from '@recepcion/contracts';
import { sumarDias } from '@recepcion/domain';
import type { EstadoReserva, EventoReserva, LineaHabitacion } from './reserva.types';

/**
 * The earliest business date a command's events change, for the day's close: a charge's or a
 * payment's date (added, changed or removed), the first night whose room, guests, meal plan or
 * price differ, or the first night of a stay cancelled, removed or re-priced in another currency.
 * Null: nothing dated changes (names, comments, guests, a status). An early check-out changes only
 * the nights it gives back, so a stay that began on a closed date can still end early.
 */
export function primeraFechaAfectada(antes: EstadoReserva, eventos: readonly EventoReserva[]): string | null {
  const fechas: string[] = [];
  const lineas = new Map((antes.existe ? antes.habitaciones : []).map((l) => [l.Id, l]));
  const cargos = new Map((antes.existe ? antes.cargos : []).map((c) => [c.Id, c.Fecha]));
  const ingresos = new Map((antes.existe ? antes.ingresos : []).map((i) => [i.Id, i.Fecha]));
  const primeraNoche = () => [...lineas.values()].map((l) => l.CheckIn).sort()[0];
  for (const evento of eventos) {
    switch (evento.type) {
      case 'ReservaCreada':
        for (const linea of evento.data.habitaciones) lineas.set(linea.Id, linea);
        fechas.push(primeraNoche());
        break;
      case 'DatosGeneralesModificados':
        if (antes.existe && evento.data.general.MonedaId !== antes.general.MonedaId) fechas.push(primeraNoche());
        break;
      case 'HabitacionAgregada':
      case 'HabitacionModificada':
      case 'ReservaTrasladada':
      case 'EstadiaRedimensionada': {
        const anterior = lineas.get(evento.data.linea.Id);
        fechas.push(anterior ? primeraNocheDistinta(anterior, evento.data.linea) : evento.data.linea.CheckIn);
        lineas.set(evento.data.linea.Id, evento.data.linea);
        break;
      }
      case 'HabitacionQuitada':
        fechas.push(lineas.get(evento.data.lineaId)?.CheckIn ?? '');
        lineas.delete(evento.data.lineaId);
        break;
      case 'ReservaAnulada':
      case 'ReservaEliminada':
        fechas.push(primeraNoche());
        break;
      case 'CargoAgregado':
      case 'CargoModificado':
        fechas.push(evento.data.cargo.Fecha, cargos.get(evento.data.cargo.Id) ?? '');
        cargos.set(evento.data.cargo.Id, evento.data.cargo.Fecha);
        break;
      case 'CargoQuitado':
        fechas.push(cargos.get(evento.data.cargoId) ?? '');
        break;
      case 'IngresoRegistrado':
      case 'IngresoModificado':
        fechas.push(evento.data.ingreso.Fecha, ingresos.get(evento.data.ingreso.Id) ?? '');
        ingresos.set(evento.data.ingreso.Id, evento.data.ingreso.Fecha);
        break;
      case 'IngresoQuitado':
        fechas.push(ingresos.get(evento.data.ingresoId) ?? '');
        break;
      case 'EstadoCambiado':
      case 'PasajeroAgregado':
      case 'PasajeroModificado':
      case 'PasajeroQuitado':
        break;
    }
  }
  return fechas.filter(Boolean).map((f) => f.slice(0, 10)).sort()[0] ?? null;
}

/** The first night that is in one line and not the other, or is there in both with another room, guests, meal plan or price; '' when none. */
function primeraNocheDistinta(antes: LineaHabitacion, despues: LineaHabitacion): string {
  const desde = antes.CheckIn < despues.CheckIn ? antes.CheckIn : despues.CheckIn;
  const hasta = antes.CheckOut > despues.CheckOut ? antes.CheckOut : despues.CheckOut;
  for (let noche = desde; noche < hasta; noche = sumarDias(noche, 1)) {
    if (firmaDeNoche(antes, noche) !== firmaDeNoche(despues, noche)) return noche;
  }
  return '';
}

/** What a line sells on one night (empty when the night is not in its stay). */
function firmaDeNoche(linea: LineaHabitacion, noche: string): string {
  if (noche < linea.CheckIn || noche >= linea.CheckOut) return '';
  return JSON.stringify([
    linea.HabitacionId,
    linea.TipoHabitacionId,
    linea.CantidadPasajero,
    linea.IDServicioRegimen,
    precioDeNoche(linea.AlojamientoNoches, noche, linea.AlojamientoPrecioUnitario),
    precioDeNoche(linea.RegimenNoches, noche, linea.RegimenPrecioUnitario),
  ]);
}

/** A night's price: its season's when the line was priced night by night, else the line's unit price. */
function precioDeNoche(tramos: readonly TramoNoches[] | undefined, noche: string, unitario: number | null): number | null {
  if (!tramos?.length) return unitario;
  return tramos.find((t) => t.Desde <= noche && noche < t.Hasta)?.Precio ?? null;
}
