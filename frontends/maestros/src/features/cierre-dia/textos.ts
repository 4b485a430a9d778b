import { formatearFecha, formatearMomento } from '@recepcion/domain';

/** The page's own texts (the server's messages come from libs/contracts `MENSAJES_CIERRE`). */
export const TEXTOS_CIERRE = {
  titulo: 'Cierre del día',
  descripcion:
    'Cierra un día del hotel: congela sus cifras (ocupación, ADR, RevPAR, cargos y pagos) y desde entonces no se pueden cambiar cargos, pagos ni estadías de ese día o anteriores. Los días se cierran en orden.',
  soloAdministradores: 'Solo un administrador puede cerrar y reabrir los días del hotel.',
  cargando: 'Cargando el estado de los cierres…',
  error: 'No se pudo cargar el estado de los cierres.',
  cargandoPendientes: 'Cargando los pendientes del día…',
  errorPendientes: 'No se pudieron cargar los pendientes del día.',
  cargandoCierre: 'Cargando las cifras del día…',
  errorCierre: 'No se pudieron cargar las cifras del día.',
  fecha: 'Día a cerrar',
  sinCierres: 'El hotel aún no ha cerrado ningún día: el primer cierre puede ser cualquier día pasado.',
  sinCierresTrasReabrir: 'Ningún día está cerrado ahora (se reabrieron los cierres): el próximo cierre puede ser cualquier día pasado.',
  ultimoCerrado: (fecha: string) => `Último día cerrado: ${formatearFecha(fecha)}. El próximo día a cerrar es el siguiente.`,
  pendientes: 'Pendientes del día',
  sinPendientes: 'No hay pendientes: el día puede cerrarse limpio.',
  notaPendientes: 'Los pendientes no impiden cerrar el día, pero después del cierre no se podrán cambiar cargos, pagos ni estadías de ese día.',
  llegadas: 'Llegadas sin check-in',
  salidas: 'Salidas sin check-out',
  saldos: 'Reservas con check-out y saldo pendiente',
  sucias: 'Habitaciones sucias',
  irAPisos: 'Ir al tablero de pisos',
  noPresentado: 'No presentado',
  confirmarNoPresentado: (reservaId: number, cliente: string) => `¿Marcar la reserva ${reservaId} de ${cliente} como no presentada? Quedará anulada con el motivo «No presentado» y sus noches libres.`,
  marcadaNoPresentada: 'Reserva marcada como no presentada',
  cerrar: 'Cerrar el día',
  confirmarCerrar: (fecha: string) => `¿Cerrar el día ${formatearFecha(fecha)}? Sus cifras quedarán congeladas y no se podrán cambiar cargos, pagos ni estadías de ese día o anteriores.`,
  cerrado: (fecha: string) => `Día ${formatearFecha(fecha)} cerrado`,
  reabrir: 'Reabrir el día',
  confirmarReabrir: (fecha: string) =>
    `¿Reabrir el día ${formatearFecha(fecha)}? Se podrán volver a cambiar sus cargos, pagos y estadías; la reapertura queda registrada y al cerrarlo de nuevo se guardará otra versión de sus cifras.`,
  reabierto: (fecha: string) => `Día ${formatearFecha(fecha)} reabierto`,
  imprimir: 'Imprimir',
  cifras: (fecha: string) => `Cifras del día ${formatearFecha(fecha)}`,
  cerradoPor: (quien: string | null, cuando: string) => `Cerrado ${quien ? `por ${quien} ` : ''}el ${fechaHora(cuando)}`,
  reabiertoPor: (quien: string | null, cuando: string) => `reabierto ${quien ? `por ${quien} ` : ''}el ${fechaHora(cuando)}`,
  versiones: 'Cierres y reaperturas',
  reabiertoSinCerrar: 'Este día fue reabierto y aún no se cierra de nuevo: sus últimas cifras se muestran abajo.',
  noCerrable: (hoy: string) => `Solo se cierran días pasados: elija un día anterior al ${formatearFecha(hoy)}.`,
} as const;

/** `25-11-2026 18:04` (local time). */
export const fechaHora = (iso: string): string => formatearMomento(iso);
