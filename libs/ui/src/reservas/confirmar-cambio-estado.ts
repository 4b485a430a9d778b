import { NOMBRE_ESTADO_RESERVA, type OpcionesCambioEstado } from '@recepcion/contracts';
import { finSalidaAnticipada, impedimentoCambioEstado, isoDeFechaLocal, MENSAJES_CAMBIO_ESTADO as M, preguntaCambioEstado, type ReservaParaEstado } from '@recepcion/domain';
import { alerta } from '../dialogs/alerta';
import { confirmar } from '../dialogs/confirmar';
import { elegir } from '../dialogs/elegir';

const CON_PREGUNTA = new Set([7, 8]);

/**
 * The one guard before a status change, for the edit modal's status bar and the calendar's
 * context menu alike: a check-in or check-out before the stay begins is refused here (said in an
 * alert, as the server would); a check-out before the departure day or with a balance owing (per
 * currency) asks first; an early check-out offers to end the stay
 * today (on the arrival day, after its first night). `reserva` is read only for those two statuses. Resolves with what the status call
 * carries, or null when the user cancelled.
 */
export async function confirmarCambioEstado(
  estadoId: number,
  reserva: ReservaParaEstado | (() => Promise<ReservaParaEstado>),
  conCentavos?: (monedaId: string) => boolean,
  hoy: string = isoDeFechaLocal(new Date()),
): Promise<OpcionesCambioEstado | null> {
  if (!CON_PREGUNTA.has(estadoId)) return {};
  const datos = typeof reserva === 'function' ? await reserva() : reserva;
  const impedimento = impedimentoCambioEstado(estadoId, datos, hoy);
  if (impedimento !== null) {
    await alerta(impedimento, NOMBRE_ESTADO_RESERVA[estadoId as keyof typeof NOMBRE_ESTADO_RESERVA]);
    return null;
  }
  const pregunta = preguntaCambioEstado(estadoId, datos, hoy, conCentavos);
  if (pregunta === null) return {};
  const fin = finSalidaAnticipada(estadoId, datos, hoy);
  if (fin === null) return (await confirmar(pregunta)) ? {} : null;
  const acortar = await elegir(pregunta, 'Check-OUT', [
    { valor: false, texto: M.acortarNo },
    { valor: true, texto: fin === hoy ? M.acortarSi : M.acortarUnaNocheSi, principal: true },
  ]);
  if (acortar === null) return null;
  return acortar ? { acortarHasta: hoy } : {};
}
