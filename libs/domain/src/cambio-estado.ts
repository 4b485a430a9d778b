import { formatearFecha } from './formato-fecha';
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
  checkInAntes: (llegada: string) => `La llegada es el ${llegada}: ¿Confirma el check-in antes de la fecha de llegada?`,
  checkOutAntes: (salida: string) => `La salida es el ${salida}: el check-out es antes de la fecha de salida.`,
  saldoPendiente: (saldos: string) => `La reserva tiene saldo por pagar: ${saldos}.`,
  confirmarCheckOut: '¿Confirma el check-out?',
  acortar: (hoy: string) => `¿Acorta la estadía hasta hoy, ${hoy}, y libera las noches siguientes?`,
  acortarSi: 'Acortar a hoy',
  acortarNo: 'Check-out sin acortar',
} as const;

/**
 * A check-out before the departure day, after at least one night: the stay may end today and
 * free its later nights (the server's `?acortar=true`).
 */
export function salidaAnticipada(estadoId: number, reserva: ReservaParaEstado, hoy: string): boolean {
  return estadoId === CHECK_OUT && reserva.CheckIn.slice(0, 10) < hoy && hoy < reserva.CheckOut.slice(0, 10);
}

/**
 * The question a status change must ask first, or null when it needs none:
 * a check-in before the arrival day; a check-out before the departure day (said so, and asking
 * whether the stay ends today) or with a balance owing (shown per currency). `hoy` is the hotel's
 * day (`yyyy-MM-dd`).
 */
export function preguntaCambioEstado(estadoId: number, reserva: ReservaParaEstado, hoy: string, conCentavos: (monedaId: string) => boolean = () => true): string | null {
  const checkIn = reserva.CheckIn.slice(0, 10);
  const checkOut = reserva.CheckOut.slice(0, 10);
  if (estadoId === CHECK_IN) return hoy < checkIn ? MENSAJES_CAMBIO_ESTADO.checkInAntes(formatearFecha(checkIn)) : null;
  if (estadoId !== CHECK_OUT) return null;
  const lineas: string[] = [];
  if (hoy < checkOut) lineas.push(MENSAJES_CAMBIO_ESTADO.checkOutAntes(formatearFecha(checkOut)));
  const debidos = (reserva.Saldos ?? []).filter((s) => s.Saldo > 0);
  if (debidos.length > 0) lineas.push(MENSAJES_CAMBIO_ESTADO.saldoPendiente(debidos.map((s) => `${s.MonedaId} ${formatearMonto(s.Saldo, conCentavos(s.MonedaId))}`).join(', ')));
  if (lineas.length === 0) return null;
  const pregunta = salidaAnticipada(estadoId, reserva, hoy) ? MENSAJES_CAMBIO_ESTADO.acortar(formatearFecha(hoy)) : MENSAJES_CAMBIO_ESTADO.confirmarCheckOut;
  return [...lineas, pregunta].join('\n');
}
