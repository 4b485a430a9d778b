import { isoDeFechaLocal, preguntaCambioEstado, type ReservaParaEstado } from '@recepcion/domain';
import { confirmar } from '../dialogs/confirmar';

const CON_PREGUNTA = new Set([7, 8]);

/**
 * The one guard before a status change, for the edit modal's status bar and the calendar's
 * context menu alike: a check-in before the arrival day, and a check-out before the departure day
 * or with a balance owing (per currency), ask first. `reserva` is read only for those two
 * statuses. Resolves true when the change may go on.
 */
export async function confirmarCambioEstado(
  estadoId: number,
  reserva: ReservaParaEstado | (() => Promise<ReservaParaEstado>),
  conCentavos?: (monedaId: string) => boolean,
  hoy: string = isoDeFechaLocal(new Date()),
): Promise<boolean> {
  if (!CON_PREGUNTA.has(estadoId)) return true;
  const datos = typeof reserva === 'function' ? await reserva() : reserva;
  const pregunta = preguntaCambioEstado(estadoId, datos, hoy, conCentavos);
  return pregunta === null ? true : confirmar(pregunta);
}
