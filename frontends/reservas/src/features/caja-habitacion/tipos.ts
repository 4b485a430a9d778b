/**
 * A row of the daily cash report (spec section 3, "Daily cash"): a room with the stay it holds that
 * day, one row per currency of the reservation; a free room's row has no currency.
 */
export interface FilaCaja {
  Habitaciones: string;
  CheckIN: string | null;
  CheckOUT: string | null;
  Cliente: string | null;
  NombrePax: string | null;
  /** Paid on the report's day. */
  IngresoFecha: number | null;
  Cargo: number | null;
  /** Paid in all. */
  Ingreso: number | null;
  Saldo: number | null;
  NombreMoneda: string | null;
  IDMoneda: string | null;
  InfoCaja: string | null;
  Estado: string | null;
  CantidadPasajeros: number | null;
}
