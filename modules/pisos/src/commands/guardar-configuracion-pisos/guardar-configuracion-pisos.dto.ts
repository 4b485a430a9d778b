import { type ConfiguracionPisos, MENSAJES_PISOS } from '@recepcion/contracts';
import { IsBoolean } from 'class-validator';

/** `PUT /api/Pisos/Configuracion`. */
export class ConfiguracionPisosDto implements ConfiguracionPisos {
  @IsBoolean({ message: MENSAJES_PISOS.servicioDiarioNoValido }) ServicioDiario!: boolean;
}
