import { api, ApiError, sendClientLog } from '@recepcion/api-client';
import { hoyDelHotel } from '@recepcion/session';
import { accionesEstadoReserva } from '@recepcion/ui';
import type { Reserva } from './tipos';

/**
 * The status bar's and the phone's status actions: libs/ui's status workflow (the same as the
 * calendar's context menu) on this area's API client. A failed check-out goes to the client log.
 */
export const { aplicar: aplicarEstado, anular } = accionesEstadoReserva<Reserva>(api, {
  registrar: (mensaje, error) => void sendClientLog({ message: mensaje, tag: error instanceof ApiError ? `${error.request} ${error.status}` : 'CheckOut', category: 'api' }),
  hoy: hoyDelHotel,
});
