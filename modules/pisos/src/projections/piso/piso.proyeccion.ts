import { EVENTOS_PISO, PREFIJO_STREAM_PISO } from '@recepcion/contracts';
import type { ProyeccionDeLectura } from '@recepcion/platform';
import { evolucionarPiso, type FilaPiso } from './piso.evolucionar';
import { leerPisos, sentenciasPisos, vaciarPisos } from './piso.sql';

/** The board's read model: each room's state, kept live and rebuilt by the same fold. */
export const proyeccionPisos: ProyeccionDeLectura<FilaPiso> = {
  nombre: 'pisos',
  eventos: { prefijos: [PREFIJO_STREAM_PISO], tipos: [EVENTOS_PISO.estadoCambiado] },
  evolucionar: evolucionarPiso,
  leer: leerPisos,
  sentencias: sentenciasPisos,
  vaciar: vaciarPisos,
};
