import { ApiError, sendClientLog } from '@recepcion/api-client';
import { anularReservaConMotivo, aplicarEstadoReserva } from '@recepcion/ui';
import { anularReserva } from './api/anular-reserva';
import { cambiarEstado, type EstadoConRuta } from './api/cambiar-estado';
import { getReserva } from './api/get-reserva';
import type { Reserva } from './tipos';

const mensajeDe = (error: unknown) => (error instanceof ApiError ? error.mensaje : String(error));

/** Sets a status through libs/ui's shared flow (the same as the calendar's context menu). */
export function aplicarEstado(reservaId: number, estado: EstadoConRuta, conCentavos?: (monedaId: string) => boolean): Promise<Reserva | null> {
  return aplicarEstadoReserva(estado, {
    cambiar: (estadoId, clave, opciones) => cambiarEstado(reservaId, estadoId as EstadoConRuta, clave, opciones),
    leer: () => getReserva(reservaId),
    mensajeDe,
    registrar: (mensaje, error) => void sendClientLog({ message: mensaje, tag: error instanceof ApiError ? `${error.request} ${error.status}` : 'CheckOut', category: 'api' }),
    conCentavos,
  });
}

/** Cancels with a reason (libs/ui's shared flow). */
export function anular(reservaId: number, estadoActual: number): Promise<Reserva | null> {
  return anularReservaConMotivo(estadoActual, (motivo) => anularReserva(reservaId, motivo));
}
