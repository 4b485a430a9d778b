import { PREFIJO_STREAM_RESERVA } from '@recepcion/contracts';
import type { ProyeccionDeLectura } from '@recepcion/platform';
import { TIPOS_EVENTO_RESERVA } from '../../domain/reserva.types';
import { evolucionarReserva, type FilaReserva } from './reserva.evolucionar';
import { leerReservas, sentenciasReservas, vaciarReservas } from './reserva.sql';

/**
 * The reservation read model (table `reserva`): what every read of a reservation answers (GET, the
 * mobile view, the list, the daily cash), kept live and rebuilt by the same fold. Every event of
 * the stream counts (the version), each with its moment (created and changed).
 */
export const proyeccionReserva: ProyeccionDeLectura<FilaReserva> = {
  nombre: 'reserva',
  eventos: { prefijos: [PREFIJO_STREAM_RESERVA], tipos: TIPOS_EVENTO_RESERVA, conMomento: true },
  evolucionar: evolucionarReserva,
  leer: leerReservas,
  sentencias: sentenciasReservas,
  vaciar: vaciarReservas,
};
