import type { BloqueoGuardadoDatos } from './reservas/integracion';
import { NOMBRE_ESTADO_RESERVA } from './reservas';

type Datos = Record<string, any>;

const nombreEstado = (id: unknown) => NOMBRE_ESTADO_RESERVA[id as keyof typeof NOMBRE_ESTADO_RESERVA] ?? String(id);

/**
 * What a reservation's earlier events named, by id: a later removal (which carries only the id)
 * says the guest, charge, payment or room it took out. `recordarNombres` fills it event by event.
 */
export interface NombresDelHistorial {
  pasajeros: Map<number, string>;
  cargos: Map<number, string>;
  ingresos: Map<number, string>;
  lineas: Map<number, string>;
  /** The general data as the last event left it: an edit then says what it changed. */
  general?: Datos;
}

export const nombresDelHistorial = (): NombresDelHistorial => ({ pasajeros: new Map(), cargos: new Map(), ingresos: new Map(), lineas: new Map() });

/** Keeps what event `tipo` names for the removals after it. */
export function recordarNombres(nombres: NombresDelHistorial, tipo: string, datos: unknown): void {
  const d = (datos ?? {}) as Datos;
  const linea = (l: Datos | undefined) => l && nombres.lineas.set(l.Id, `la habitación ${l.HabitacionNombre}`);
  if (tipo === 'ReservaCreada') for (const l of d.habitaciones ?? []) linea(l);
  if (['HabitacionAgregada', 'HabitacionModificada', 'ReservaTrasladada', 'EstadiaRedimensionada'].includes(tipo)) linea(d.linea);
  if (d.pasajero) nombres.pasajeros.set(d.pasajero.Id, `${d.pasajero.PasajeroNombre}`);
  if (d.cargo) nombres.cargos.set(d.cargo.Id, `${d.cargo.CargoNombre}`);
  if (d.ingreso) nombres.ingresos.set(d.ingreso.Id, `«${d.ingreso.Concepto}»`);
  if (d.general) nombres.general = d.general;
}

const vacio = (v: unknown) => v === null || v === undefined || v === '';
const LARGO_CITA = 60;
const cita = (texto: string) => `«${texto.length > LARGO_CITA ? `${texto.slice(0, LARGO_CITA - 1)}…` : texto}»`;

/** What an edit of the general data changed, field by field, in the words the reservation's form uses. */
function cambiosGenerales(antes: Datos, despues: Datos): string[] {
  const cambio = (campo: string) => (antes[campo] ?? null) !== (despues[campo] ?? null);
  const cambios: string[] = [];
  if (cambio('CheckIn') || cambio('CheckOut')) cambios.push(`del ${despues.CheckIn} al ${despues.CheckOut}`);
  if (cambio('ClienteId') || cambio('ClienteNombre')) cambios.push(`cliente ${despues.ClienteNombre}`);
  if (cambio('NombreGrupo')) cambios.push(vacio(despues.NombreGrupo) ? 'sin grupo' : `grupo ${cita(String(despues.NombreGrupo))}`);
  if (cambio('ContactoClienteNombre') || cambio('ContactoClienteEmail')) {
    const contacto = [despues.ContactoClienteNombre, despues.ContactoClienteEmail].filter((v) => !vacio(v)).join(', ');
    cambios.push(contacto ? `contacto ${contacto}` : 'sin contacto');
  }
  if (cambio('CantidadPasajeros')) cambios.push(`${despues.CantidadPasajeros} pasajero(s)`);
  if (cambio('MonedaId')) cambios.push(`moneda ${despues.MonedaId}`);
  if (cambio('FormaPagoId')) cambios.push('forma de pago');
  if (cambio('TipoImpuestoId') || cambio('ImpuestoIncluido')) cambios.push('impuesto');
  if (cambio('Comentario')) cambios.push(vacio(despues.Comentario) ? 'comentario borrado' : `comentario ${cita(String(despues.Comentario))}`);
  return cambios;
}

/**
 * One Spanish line per reservation event (streams `reserva-<id>`): a reservation's history tab and
 * the hotel's activity log say the same words. Reads fields beyond the published ones
 * (`CargoNombre`, `Concepto`…) when the event carries them; with `nombres` (the history reads the
 * whole stream), a removal names what it took out instead of its id.
 */
export function describirEventoReserva(tipo: string, datos: unknown, nombres?: NombresDelHistorial): string {
  const d = (datos ?? {}) as Datos;
  switch (tipo) {
    case 'ReservaCreada':
      return `Reserva creada para ${d.general?.ClienteNombre} del ${d.general?.CheckIn} al ${d.general?.CheckOut} con ${d.habitaciones?.length} habitación(es)`;
    case 'DatosGeneralesModificados': {
      // With the general data before it (the history reads the whole stream): only what changed.
      const cambios = nombres?.general && d.general ? cambiosGenerales(nombres.general, d.general) : [];
      if (cambios.length > 0) return `Datos generales modificados: ${cambios.join('; ')}`;
      if (nombres?.general && d.condiciones) return 'Condiciones de precio actualizadas';
      return `Datos generales modificados: del ${d.general?.CheckIn} al ${d.general?.CheckOut}, cliente ${d.general?.ClienteNombre}`;
    }
    case 'HabitacionAgregada':
      return `Habitación ${d.linea?.HabitacionNombre} agregada del ${d.linea?.CheckIn} al ${d.linea?.CheckOut}`;
    case 'HabitacionModificada':
      return `Habitación ${d.linea?.HabitacionNombre} modificada: del ${d.linea?.CheckIn} al ${d.linea?.CheckOut}, ${d.linea?.CantidadPasajero} pasajero(s), total ${d.linea?.Total}`;
    case 'HabitacionQuitada': {
      const cual = nombres?.lineas.get(d.lineaId);
      return cual ? `Quitada ${cual}` : `Línea de habitación ${d.lineaId} quitada`;
    }
    case 'EstadoCambiado':
      return `Estado: ${nombreEstado(d.de)} → ${nombreEstado(d.a)}`;
    case 'ReservaAnulada':
      return `Reserva anulada: ${d.motivo}`;
    case 'ReservaEliminada':
      return 'Reserva eliminada';
    case 'CargoAgregado':
    case 'CargoModificado':
      return `Cargo ${tipo === 'CargoAgregado' ? 'agregado' : 'modificado'}: ${d.cargo?.CargoNombre} × ${d.cargo?.Cantidad}, ${d.cargo?.Total} ${d.cargo?.MonedaId}`;
    case 'CargoQuitado':
      return `Cargo ${nombres?.cargos.get(d.cargoId) ?? d.cargoId} quitado`;
    case 'IngresoRegistrado':
    case 'IngresoModificado':
      return `Pago ${tipo === 'IngresoRegistrado' ? 'registrado' : 'modificado'}: ${d.ingreso?.Concepto}, ${d.ingreso?.Valor} ${d.ingreso?.MonedaId}`;
    case 'IngresoQuitado':
      return `Pago ${nombres?.ingresos.get(d.ingresoId) ?? d.ingresoId} quitado`;
    case 'PasajeroAgregado':
      return `Pasajero ${d.pasajero?.PasajeroNombre} en la habitación ${d.pasajero?.HabitacionNombre}`;
    case 'PasajeroModificado':
      return `Pasajero cambiado: ${d.pasajero?.PasajeroNombre} en la habitación ${d.pasajero?.HabitacionNombre}`;
    case 'PasajeroQuitado':
      return `Pasajero ${nombres?.pasajeros.get(d.pasajeroId) ?? d.pasajeroId} quitado`;
    case 'ReservaTrasladada':
      return `Estadía trasladada a la habitación ${d.linea?.HabitacionNombre}, del ${d.linea?.CheckIn} al ${d.linea?.CheckOut}`;
    case 'EstadiaRedimensionada':
      return `Estadía en la habitación ${d.linea?.HabitacionNombre} cambiada: del ${d.linea?.CheckIn} al ${d.linea?.CheckOut}, total ${d.linea?.Total}`;
    default:
      return tipo;
  }
}

/** One Spanish line per room block event (streams `bloqueo-<id>`); `habitacion` names the room when known. */
export function describirEventoBloqueo(tipo: string, datos: unknown, habitacion?: string): string {
  const d = (datos ?? {}) as Partial<BloqueoGuardadoDatos>;
  const cual = habitacion ?? `${d.habitacionId ?? ''}`;
  switch (tipo) {
    case 'BloqueoGuardado': {
      const motivo = d.fueraServicio ? ` (fuera de servicio: ${d.fueraServicio.motivo})` : d.canal ? ` (canal ${d.canal.nombre})` : '';
      return `Habitación ${cual} bloqueada desde el ${d.fecha} por ${d.noches} noche(s)${motivo}`;
    }
    case 'BloqueoEliminado':
      return habitacion ? `Bloqueo de la habitación ${habitacion} quitado` : 'Bloqueo quitado';
    default:
      return tipo;
  }
}
