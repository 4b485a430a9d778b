import { ApiError } from '@recepcion/api-client';
import type { ReservaParaEstado } from '@recepcion/domain';
import { anularReservaConMotivo, aplicarEstadoReserva } from '@recepcion/ui';
import { anularReserva } from './api/anular-reserva';
import { cambiarEstado, type EstadoConRuta, type RespuestaEstado } from './api/cambiar-estado';
import { getReserva } from './api/get-reserva';

/**
 * The context menu's status change: libs/ui's shared flow, the same as the edit modal's status bar
 * (questions before an early check-in or a check-out owing, the check-out password, the company's
 * message). Answers whether the status changed.
 */
export async function aplicarEstado(
  reservaId: number,
  estado: EstadoConRuta,
  conCentavos?: (monedaId: string) => boolean,
  reserva: () => Promise<ReservaParaEstado> = () => getReserva(reservaId),
): Promise<boolean> {
  const respuesta = await aplicarEstadoReserva<RespuestaEstado>(estado, {
    cambiar: (estadoId, clave, opciones) => cambiarEstado(reservaId, estadoId as EstadoConRuta, clave, opciones),
    leer: reserva,
    mensajeDe: (error) => (error instanceof ApiError ? error.mensaje : String(error)),
    conCentavos,
  });
  return respuesta !== null;
}

/** Cancels with a reason (libs/ui's shared flow); an already cancelled reservation only gets the alert. */
export async function anular(reservaId: number, estadoActual: number): Promise<boolean> {
  return (await anularReservaConMotivo(estadoActual, (motivo) => anularReserva(reservaId, motivo))) !== null;
}
