import { api, ApiError } from '@recepcion/api-client';
import type { ReservaParaEstado } from '@recepcion/domain';
import { alerta, confirmarCambioEstado, pedirContrasena, preguntar, toast } from '@recepcion/ui';
import { MENSAJES } from '../../mensajes';
import { anularReserva } from './api/anular-reserva';
import { cambiarEstado, type EstadoConRuta, RUTAS_ESTADO } from './api/cambiar-estado';
import { getReserva } from './api/get-reserva';
import { ESTADO_ANULADO } from './estados';

const CONTRASENA_INCORRECTA = 'Contraseña incorrecta';

/**
 * Sets a status with its call (spec section 4). A check-in before the arrival day and a check-out
 * early or with a balance owing ask first (libs/ui's `confirmarCambioEstado`, which reads the
 * reservation for them). Check-out may need the hotel's check-out password (asked when the server
 * says so, and again while it is wrong) and may answer the company's message, shown in an alert.
 * Answers whether the status changed.
 */
export async function aplicarEstado(
  reservaId: number,
  estado: EstadoConRuta,
  conCentavos?: (monedaId: string) => boolean,
  reserva: () => Promise<ReservaParaEstado> = () => getReserva(reservaId),
): Promise<boolean> {
  if (!(await confirmarCambioEstado(estado, reserva, conCentavos))) return false;
  if (estado !== 8) {
    await cambiarEstado(reservaId, estado);
    toast.success(MENSAJES.guardado);
    return true;
  }
  let clave: string | undefined;
  for (;;) {
    try {
      const respuesta = await api.get<{ mensajeCheckOut?: string | null }>(`calendario/${RUTAS_ESTADO[8]}/${reservaId}`, {
        silent: true,
        headers: clave === undefined ? undefined : { 'X-Clave-CheckOut': clave },
      });
      toast.success(MENSAJES.guardado);
      if (respuesta.mensajeCheckOut) await alerta(respuesta.mensajeCheckOut, 'Check-OUT');
      return true;
    } catch (error) {
      if (!(error instanceof ApiError) || error.mensaje !== CONTRASENA_INCORRECTA) {
        toast.error(error instanceof ApiError ? error.mensaje : String(error));
        return false;
      }
      if (clave !== undefined) toast.error(CONTRASENA_INCORRECTA);
      const otra = await pedirContrasena('Ingrese la contraseña de check-out del hotel', 'Check-OUT');
      if (otra === null) return false;
      clave = otra;
    }
  }
}

/** Cancels with a reason; an already cancelled reservation only gets the alert. */
export async function anular(reservaId: number, estadoActual: number): Promise<boolean> {
  if (estadoActual === ESTADO_ANULADO) {
    await alerta(MENSAJES.yaAnulada);
    return false;
  }
  const motivo = await preguntar('¿Por qué se anula la reserva?', 'Motivo', { obligatorio: MENSAJES.motivoAnulacion });
  if (motivo === null) return false;
  await anularReserva(reservaId, motivo);
  toast.success(MENSAJES.anulado);
  return true;
}
