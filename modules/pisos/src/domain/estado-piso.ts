import { type EstadoPiso, type EstadoPisoCambiadoDatos, LISTA_ESTADOS_PISO, MENSAJES_PISOS, type MotivoCambioPiso } from '@recepcion/contracts';

export class EstadoPisoInvalidoError extends Error {}

/** A room that never changed is clean. */
export const ESTADO_INICIAL: EstadoPiso = 'Limpia';

export const esEstadoPiso = (valor: unknown): valor is EstadoPiso => LISTA_ESTADOS_PISO.includes(valor as EstadoPiso);

/**
 * The room-state flow: any state to any other (housekeeping fixes mistakes with one tap), nothing
 * when it is already there; a check-out makes it dirty. Answers the event to record, or none.
 */
export function cambiarEstadoPiso(actual: { hotelId: number; habitacionId: number; estado: EstadoPiso }, a: unknown, motivo: MotivoCambioPiso, en: Date): EstadoPisoCambiadoDatos | null {
  if (!esEstadoPiso(a)) throw new EstadoPisoInvalidoError(MENSAJES_PISOS.estadoNoValido);
  if (a === actual.estado) return null;
  return { hotelId: actual.hotelId, habitacionId: actual.habitacionId, de: actual.estado, a, motivo, en: en.toISOString() };
}
