import type { ConfiguracionMotor } from '@recepcion/contracts';
import { useMutation } from '@recepcion/ui';
import { api } from '@recepcion/api-client';

/**
 * `PUT /api/MotorReservas`: saves the settings and answers them as saved (the address in lower
 * case, the allowed site as its origin, empty descriptions dropped). A refusal is a Spanish 400
 * (libs/contracts `MENSAJES_MOTOR`), shown by the portal and under its field.
 */
export function guardarMotor(config: ConfiguracionMotor): Promise<ConfiguracionMotor> {
  return api.put<ConfiguracionMotor>('MotorReservas', config);
}

export function useGuardarMotor() {
  return useMutation(guardarMotor);
}
