/** The hotel as it stood at a past moment (`?aLas=` on the calendar and the cash reports): its texts. */
export const MENSAJES_A_LAS = {
  noValida: 'Indique la fecha y hora de «A las» como fecha ISO 8601 con su zona (por ejemplo 2027-03-01T10:30:00-03:00)',
  futura: 'La fecha y hora de «A las» no puede ser posterior a este momento',
  etiqueta: 'A las',
  volverAAhora: 'Volver a ahora',
  /** The banner over a past view; `{momento}` is dd-MM-yyyy HH:mm. */
  vistaAl: 'Vista al {momento} — solo lectura',
} as const;

/** The query parameter's name. */
export const PARAMETRO_A_LAS = 'aLas';
