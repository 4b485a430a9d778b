import { MENSAJES_A_LAS } from '@recepcion/contracts';

/** The 400 of a bad date or giro. */
export const RESPUESTA_400 = { description: "{Message}: 'Seleccione la fecha' (a malformed date), 'Falta seleccionar el Giro'" };

/** The 400 of a report with «A las»: a bad date, or a moment unreadable or yet to come. */
export const RESPUESTA_400_A_LAS = { description: `${RESPUESTA_400.description}; «A las» unreadable ('${MENSAJES_A_LAS.noValida}') or yet to come ('${MENSAJES_A_LAS.futura}')` };
