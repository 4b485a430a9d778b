/** The 400 of a bad date or giro. */
export const RESPUESTA_400 = { description: "{Message}: 'Seleccione la fecha' (a malformed date), 'Falta seleccionar el Giro'" };
