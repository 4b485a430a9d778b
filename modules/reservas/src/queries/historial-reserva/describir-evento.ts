import { NOMBRE_ESTADO } from '../../domain/reserva.types';

type Datos = Record<string, any>;

/** One Spanish line per event for the history tab. */
export function describirEvento(tipo: string, datos: unknown): string {
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
      return `Estado: ${NOMBRE_ESTADO[d.de] ?? d.de} → ${NOMBRE_ESTADO[d.a] ?? d.a}`;
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
