import { api } from '@recepcion/api-client';
import type { EstadoConRuta } from '@recepcion/contracts';
import { hoyDelHotel } from '@recepcion/session';
import { accionesEstadoReserva } from '@recepcion/ui';

/**
 * The context menu's status actions: libs/ui's status workflow, the same as the edit modal's
 * status bar (questions before an early check-in or a check-out owing, the check-out password,
 * the company's message), on this area's API client.
 */
const acciones = accionesEstadoReserva(api, { hoy: hoyDelHotel });

/** Sets a status; answers whether it changed. */
export async function aplicarEstado(reservaId: number, estado: EstadoConRuta, conCentavos?: (monedaId: string) => boolean): Promise<boolean> {
  return (await acciones.aplicar(reservaId, estado, conCentavos)) !== null;
}

/** Cancels with a reason; an already cancelled reservation only gets the alert. Answers whether it changed. */
export async function anular(reservaId: number, estadoActual: number): Promise<boolean> {
  return (await acciones.anular(reservaId, estadoActual)) !== null;
}
