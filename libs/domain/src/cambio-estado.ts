import { formatearFecha } from './formato-fecha';
import { sumarDias } from './linea-habitacion';
import { formatearMonto } from './numeros';

/** What a status change looks at: the stay and the balance per currency (ReservaDetalle's `Saldos`). */
export interface ReservaParaEstado {
  CheckIn: string;
  CheckOut: string;
  Saldos?: readonly { MonedaId: string; Saldo: number }[] | null;
}

const CHECK_IN = 7;
const CHECK_OUT = 8;

export const MENSAJES_CAMBIO_ESTADO = {
  checkInAntes: (llegada: string) => `La llegada es el ${llegada}: el check-in se registra desde ese día. Si el huésped llega antes, adelante primero la fecha de llegada.`,
  checkOutAntesDeLlegar: (llegada: string) => `La llegada es el ${llegada}: la estadía aún no comienza y no tiene check-out.`,
  checkOutAntes: (salida: string) => `La salida es el ${salida}: el check-out es antes de la fecha de salida.`,
  saldoPendiente: (saldos: string) => `La reserva tiene saldo por pagar: ${saldos}.`,
  /** The balance of the whole booked stay, when shortening it would lower it. */
  saldoPendienteSinAcortar: (saldos: string) => `La reserva tiene saldo por pagar: ${saldos} por la estadía reservada completa (al acortarla baja con las noches liberadas).`,
  confirmarCheckOut: '¿Confirma el check-out?',
  acortar: (hoy: string) => `¿Acorta la estadía hasta hoy, ${hoy}, y libera las noches siguientes?`,
  acortarSi: 'Acortar a hoy',
  acortarUnaNoche: (salida: string) => `La llegada fue hoy: ¿Deja la estadía en una noche, con salida el ${salida}, y libera las noches siguientes?`,
  acortarUnaNocheSi: 'Dejar una noche',
  acortarNo: 'Check-out sin acortar',
} as const;

/**
 * Where an early check-out may end the stay, freeing its later nights (the server's
 * `?acortar=true`), or null when it frees none: today after at least one night; on the arrival
 * day, tomorrow (a stay keeps its first night). The server ends it at the same day.
 */
export function finSalidaAnticipada(estadoId: number, reserva: ReservaParaEstado, hoy: string): string | null {
  const checkIn = reserva.CheckIn.slice(0, 10);
  if (estadoId !== CHECK_OUT || hoy < checkIn) return null;
  const fin = hoy > checkIn ? hoy : sumarDias(checkIn, 1);
  return fin < reserva.CheckOut.slice(0, 10) ? fin : null;
}

/**
 * Why a status cannot be set today, or null: a check-in or a check-out before the stay begins (the
 * server refuses both; a guest who comes early gets the arrival date moved first, so that the night
 * is sold).
 */
export function impedimentoCambioEstado(estadoId: number, reserva: ReservaParaEstado, hoy: string): string | null {
  const checkIn = reserva.CheckIn.slice(0, 10);
  if (hoy >= checkIn) return null;
  if (estadoId === CHECK_IN) return MENSAJES_CAMBIO_ESTADO.checkInAntes(formatearFecha(checkIn));
  if (estadoId === CHECK_OUT) return MENSAJES_CAMBIO_ESTADO.checkOutAntesDeLlegar(formatearFecha(checkIn));
  return null;
}

/**
 * The question a status change must ask first, or null when it needs none (or cannot be made:
 * `impedimentoCambioEstado`): a check-out before the departure day (said so, and asking
 * whether the stay ends today, or keeps only its first night on the arrival day) or with a balance owing (shown per currency). `hoy` is the hotel's
 * day (`yyyy-MM-dd`).
 */
export function preguntaCambioEstado(estadoId: number, reserva: ReservaParaEstado, hoy: string, conCentavos: (monedaId: string) => boolean = () => true): string | null {
  const checkOut = reserva.CheckOut.slice(0, 10);
  if (estadoId !== CHECK_OUT || impedimentoCambioEstado(estadoId, reserva, hoy) !== null) return null;
  const lineas: string[] = [];
  if (hoy < checkOut) lineas.push(MENSAJES_CAMBIO_ESTADO.checkOutAntes(formatearFecha(checkOut)));
  const fin = finSalidaAnticipada(estadoId, reserva, hoy);
  const debidos = (reserva.Saldos ?? []).filter((s) => s.Saldo > 0);
  const saldos = debidos.map((s) => `${s.MonedaId} ${formatearMonto(s.Saldo, conCentavos(s.MonedaId))}`).join(', ');
  if (debidos.length > 0) lineas.push(fin === null ? MENSAJES_CAMBIO_ESTADO.saldoPendiente(saldos) : MENSAJES_CAMBIO_ESTADO.saldoPendienteSinAcortar(saldos));
  if (lineas.length === 0) return null;
  const pregunta = fin === null ? MENSAJES_CAMBIO_ESTADO.confirmarCheckOut : fin === hoy ? MENSAJES_CAMBIO_ESTADO.acortar(formatearFecha(hoy)) : MENSAJES_CAMBIO_ESTADO.acortarUnaNoche(formatearFecha(fin));
  return [...lineas, pregunta].join('\n');
}
