/**
 * A row of the daily cash report (spec section 3, "Daily cash"): a room with the stay it holds that
 * day, one row per currency of the reservation; a free room's row has no currency (libs/contracts).
 */
export type { FilaCajaHabitacion as FilaCaja } from '@recepcion/contracts';
