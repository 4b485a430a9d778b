import type { EstadoPiso, MotivoCambioPiso } from '@recepcion/contracts';

/** The area's user-facing texts, in one place (the server's refusals come from libs/contracts `MENSAJES_PISOS`). */
export const MENSAJES = {
  area: 'Pisos',
  tituloTablero: 'Tablero de pisos',
  descripcionTablero: 'Cada habitación hoy: si está limpia, sucia o inspeccionada, quién llega, quién sale y cuántos huéspedes hay. Toque el estado para cambiarlo.',
  descripcionTableroLectura: 'Cada habitación hoy: si está limpia, sucia o inspeccionada, quién llega, quién sale y cuántos huéspedes hay.',
  cargandoTablero: 'Cargando habitaciones…',
  errorTablero: 'No se pudo cargar el tablero.',
  sinHabitaciones: 'El hotel no tiene habitaciones. Agréguelas en Configuración › Habitaciones.',
  soloLectura: 'Solo lectura: su tipo de usuario no permite cambiar el estado de las habitaciones.',
  guardando: 'Guardando…',
  tocarParaCambiar: 'Toque para cambiar',
  noSeCambio: 'No se cambió el estado:',
  llegaHoy: 'Llega hoy',
  saleHoy: 'Sale hoy',
  historial: 'Historial',
  cargandoHistorial: 'Cargando historial…',
  errorHistorial: 'No se pudo cargar el historial.',
  sinCambios: 'Todavía no hay cambios de estado registrados.',
  sistema: 'Sistema',
  cerrar: 'Cerrar',
  servicioDiario: 'Servicio diario',
  explicacionServicioDiario:
    'Al comenzar cada día, las habitaciones con huéspedes alojados (con check-in hecho) pasan a Sucia para limpiarlas, y el historial lo dice «Servicio diario». Al activarlo, rige desde el día siguiente.',
  cargandoServicioDiario: 'Cargando…',
  errorServicioDiario: 'No se pudo leer si el hotel tiene servicio diario.',
  reintentar: 'Reintentar',
  noSeGuardo: 'No se guardó el cambio:',
  servicioActivado: 'Servicio diario activado: rige desde mañana',
  servicioDesactivado: 'Servicio diario desactivado',

  tituloFuera: 'Fuera de servicio',
  descripcionFuera: 'Habitaciones que no se venden algunas noches (una reparación, pintura…): ninguna reserva puede ocuparlas y el tablero lo muestra.',
  nuevo: 'Nuevo',
  quitar: 'Quitar',
  cargandoFuera: 'Cargando períodos…',
  errorFuera: 'No se pudo cargar la lista de períodos fuera de servicio.',
  sinFuera: 'No hay habitaciones fuera de servicio. Agregue un período con «Nuevo».',
  sinFueraLectura: 'No hay habitaciones fuera de servicio.',
  soloLecturaFuera: 'Solo lectura: su tipo de usuario no permite cambiar los períodos fuera de servicio.',
  tituloNuevoFuera: 'Nuevo período fuera de servicio',
  guardado: 'Guardado con éxito',
  quitado: 'Período quitado',
} as const;

/** `¿Quitar el período fuera de servicio de la habitación 101, del 01-12-2026 al 03-12-2026?` */
export const confirmarQuitar = (habitacion: string, desde: string, hasta: string) =>
  `¿Quitar el período fuera de servicio de la habitación ${habitacion}, del ${desde} al ${hasta}? La habitación vuelve a estar disponible esas noches.`;

/** What each housekeeping state means to the staff (the board's legend). */
export const SIGNIFICADO_ESTADO: Record<EstadoPiso, string> = {
  Sucia: 'hay que limpiarla',
  Limpia: 'limpia, falta inspeccionarla',
  Inspeccionada: 'lista para el huésped',
};

/** Why a state changed, as the history says it. */
export const MOTIVO_CAMBIO: Record<MotivoCambioPiso, string> = {
  manual: 'Cambio manual',
  'check-out': 'Check-out',
  'servicio-diario': 'Servicio diario',
};
