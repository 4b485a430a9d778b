import { type CambioEstadoPisoCuerpo, type EstadoPiso, LISTA_ESTADOS_PISO, MENSAJES_PISOS } from '@recepcion/contracts';
import { IsIn } from 'class-validator';

/** `PUT /api/Pisos/{habitacionId}`. */
export class CambioEstadoPisoDto implements CambioEstadoPisoCuerpo {
  @IsIn(LISTA_ESTADOS_PISO, { message: MENSAJES_PISOS.estadoNoValido }) Estado!: EstadoPiso;
}
