/**
 * The reads a streaming-replication standby may serve (DATABASE_URL_LECTURA: the reports, the
 * dashboard, the activity log) tolerate a few seconds of lag. Further behind than this, their
 * answers say how old their data is.
 */
export const RETRASO_VISIBLE_LECTURA_MS = 5000;

/**
 * Response header of those reads when the standby is further behind than
 * RETRASO_VISIBLE_LECTURA_MS: the moment its data is from (the last change it has applied), ISO
 * 8601 in UTC (`2026-11-27T12:00:00.000Z`). Absent when the data is current.
 */
export const CABECERA_DATOS_AL = 'X-Datos-Al';

/** The screens' notice; `{momento}` is dd-MM-yyyy HH:mm:ss in the browser's time. */
export const MENSAJE_DATOS_AL = 'Datos al {momento}';
