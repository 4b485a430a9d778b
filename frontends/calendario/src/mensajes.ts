/** The calendar's user-facing texts (spec sections 4, 5 and 8), in one place. */
export const MENSAJES = {
  titulo: 'Calendario',
  guardado: 'Guardado con éxito',
  minimoUnaNoche: 'Las reservas deben tener como mínimo una noche',
  noDisponible: 'Habitación no disponible',
  seleccioneCeldas: 'Seleccione las habitaciones y los días en el calendario',
  cargando: 'Cargando calendario…',
  sinHabitaciones: 'El hotel no tiene habitaciones. Agréguelas en Configuración → Habitaciones.',
  errorCarga: 'No se pudo cargar el calendario.',
  sinResultados: 'No se encontraron reservas',
  /** The bar's payment mark: paid in full, or a balance owing. */
  pagado: 'Pagado',
  conSaldo: 'Con saldo',
  /** A booking made on the hotel's booking page (libs/contracts `ORIGEN_WEB`): the bar's tag, and what it means. */
  web: 'Web',
  reservaWeb: 'Reserva web',
  /** The free rooms rows under the date header. */
  libres: 'Libres',
  /** The phone's bar of the selected cells (ReservarSeleccion). */
  seleccion: 'Selección',
  /** Channel sync: a channel's stay over nights already taken here (libs/contracts canales). */
  conflictosDetalle: 'Estadías de un canal sobre noches ya reservadas o bloqueadas aquí.',
  verConflictos: 'Revisar en Configuración › Canales',
} as const;

/** `Hay 2 conflictos con los canales` (one: `Hay 1 conflicto con los canales`). */
export const avisoConflictosCanales = (n: number) => `Hay ${n} ${n === 1 ? 'conflicto' : 'conflictos'} con los canales`;

export const confirmarTraslado = (cliente: string, habitacion: string, desde: string, hasta: string) =>
  `¿Trasladar la reserva de ${cliente} a la habitación ${habitacion}, del ${desde} al ${hasta}?`;

export const confirmarRedimension = (cliente: string, desde: string, hasta: string) =>
  `¿Cambiar la estadía de ${cliente} al período del ${desde} al ${hasta}?`;

/** What a screen reader hears while a bar is moved with the keyboard: where it would go, and the keys. */
export const movimientoTeclado = (tipo: 'mover' | 'redimensionar', cliente: string, habitacion: string, desde: string, hasta: string) =>
  `${tipo === 'mover' ? 'Mover' : 'Cambiar la salida de'} la reserva de ${cliente}: habitación ${habitacion}, del ${desde} al ${hasta}. Flechas para cambiar, Intro para confirmar, Esc para cancelar.`;
