import { ApiExtension } from '@nestjs/swagger';

/** The mark `@LecturaEnEspera` leaves on each operation; http/documento-openapi.ts reads and removes it. */
export const MARCA_LECTURA_EN_ESPERA = 'x-recepcion-lectura-en-espera';

/**
 * On a controller whose reads go to the standby (`BaseDeLectura`): the document says, on each of its
 * operations' success answer, that it may carry CABECERA_DATOS_AL.
 */
export const LecturaEnEspera = (): ClassDecorator => ApiExtension(MARCA_LECTURA_EN_ESPERA, true) as ClassDecorator;
