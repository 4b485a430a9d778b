import type { BloqueoGuardadoDatos } from './reservas/integracion';
import { NOMBRE_ESTADO_RESERVA } from './reservas';

type Datos = Record<string, any>;

const nombreEstado = (id: unknown) => NOMBRE_ESTADO_RESERVA[id as keyof typeof NOMBRE_ESTADO_RESERVA] ?? String(id);

/**
 * One Spanish line per reservation event (streams `reserva-<id>`): a reservation's history tab and
 * the hotel's activity log say the same words. Reads fields beyond the published ones
 * (`CargoNombre`, `Concepto`…) when the event carries them.
 */
export function describirEventoReserva(tipo: string, datos: unknown): string {
  const d = (datos ?? {}) as Datos;
  switch (tipo) {
    case 'ReservaCreada':
      return `Reserva creada para ${d.general?.ClienteNombre} del ${d.general?.CheckIn} al ${d.general?.CheckOut} con ${d.habitaciones?.length} habitación(es)`;
    case 'DatosGeneralesModificados':
      return `Datos generales modificados: del ${d.general?.CheckIn} al ${d.general?.CheckOut}, cliente ${d.general?.ClienteNombre}`;
    case 'HabitacionAgregada':
      return `Habitación ${d.linea?.HabitacionNombre} agregada del ${d.linea?.CheckIn} al ${d.linea?.CheckOut}`;
    case 'HabitacionModificada':
      return `Habitación ${d.linea?.HabitacionNombre} modificada: del ${d.linea?.CheckIn} al ${d.linea?.CheckOut}, ${d.linea?.CantidadPasajero} pasajero(s), total ${d.linea?.Total}`;
    case 'HabitacionQuitada':
      return `Línea de habitación ${d.lineaId} quitada`;
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
      return `Cargo ${d.cargoId} quitado`;
    case 'IngresoRegistrado':
    case 'IngresoModificado':
      return `Pago ${tipo === 'IngresoRegistrado' ? 'registrado' : 'modificado'}: ${d.ingreso?.Concepto}, ${d.ingreso?.Valor} ${d.ingreso?.MonedaId}`;
    case 'IngresoQuitado':
      return `Pago ${d.ingresoId} quitado`;
    case 'PasajeroAgregado':
      return `Pasajero ${d.pasajero?.PasajeroNombre} en la habitación ${d.pasajero?.HabitacionNombre}`;
    case 'PasajeroModificado':
      return `Pasajero cambiado: ${d.pasajero?.PasajeroNombre} en la habitación ${d.pasajero?.HabitacionNombre}`;
    case 'PasajeroQuitado':
      return `Pasajero ${d.pasajeroId} quitado`;
    case 'ReservaTrasladada':
      return `Estadía trasladada a la habitación ${d.linea?.HabitacionNombre}, del ${d.linea?.CheckIn} al ${d.linea?.CheckOut}`;
    case 'EstadiaRedimensionada':
      return `Estadía en ${d.linea?.HabitacionNombre} cambiada: del ${d.linea?.CheckIn} al ${d.linea?.CheckOut}, total ${d.linea?.Total}`;
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
