import { EVENTOS_BLOQUEO, PREFIJO_STREAM_BLOQUEO, PREFIJO_STREAM_RESERVA, TIPOS_EVENTO_CUENTA_RESERVA_PUBLICADOS, TIPOS_EVENTO_RESERVA_PUBLICADOS } from '@recepcion/contracts';
import type { ProyeccionDeLectura } from '@recepcion/platform';
import { evolucionarInformes, type FilaInforme } from './informes.evolucionar';
import { leerInformes, sentenciasInformes, vaciarInformes } from './informes.sql';

/** The events the reports follow: a reservation's life, its account and guests, and room blocks. */
export const EVENTOS_INFORMES: readonly string[] = [...TIPOS_EVENTO_RESERVA_PUBLICADOS, ...TIPOS_EVENTO_CUENTA_RESERVA_PUBLICADOS, EVENTOS_BLOQUEO.guardado, EVENTOS_BLOQUEO.eliminado];

/** The reports' read model: reservations with their nights, guests and money movements, and blocks; kept live and rebuilt by the same fold. */
export const proyeccionInformes: ProyeccionDeLectura<FilaInforme> = {
  nombre: 'informes',
  eventos: { prefijos: [PREFIJO_STREAM_RESERVA, PREFIJO_STREAM_BLOQUEO], tipos: EVENTOS_INFORMES },
  evolucionar: evolucionarInformes,
  leer: leerInformes,
  sentencias: sentenciasInformes,
  vaciar: vaciarInformes,
};
