import { EVENTOS_BLOQUEO, PREFIJO_STREAM_BLOQUEO, PREFIJO_STREAM_RESERVA, TIPOS_EVENTO_RESERVA_PUBLICADOS } from '@recepcion/contracts';
import type { ProyeccionDeLectura } from '@recepcion/platform';
import { evolucionarCalendario, type FilaCalendario } from './calendario.evolucionar';
import { leerCalendario, sentenciasCalendario, vaciarCalendario } from './calendario.sql';

/** The calendar's read model: reservations' rows and cells, and blocks, kept live and rebuilt by the same fold. */
export const proyeccionCalendario: ProyeccionDeLectura<FilaCalendario> = {
  nombre: 'calendario',
  eventos: { prefijos: [PREFIJO_STREAM_RESERVA, PREFIJO_STREAM_BLOQUEO], tipos: [...TIPOS_EVENTO_RESERVA_PUBLICADOS, EVENTOS_BLOQUEO.guardado, EVENTOS_BLOQUEO.eliminado] },
  evolucionar: evolucionarCalendario,
  leer: leerCalendario,
  sentencias: sentenciasCalendario,
  vaciar: vaciarCalendario,
};
