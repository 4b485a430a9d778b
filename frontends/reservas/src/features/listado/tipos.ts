/** The filter of `POST /api/ReservasB/ListadoReservas` (spec section 7). */
export interface FiltroListado {
  /** `yyyy-MM-dd`: stays that end after this day. */
  Desde: string;
  /** `yyyy-MM-dd`, or null: a year from Desde. */
  Hasta: string | null;
  ClienteId: number | null;
  /** Include cancelled reservations. */
  Anulados: boolean;
}

/** A row of the reservation list (spec section 3): one reservation with its totals per currency. */
export interface FilaListado {
  ReservaId: number;
  CheckIN: string;
  CheckOUT: string;
  /** The room names, comma separated. */
  Habitaciones: string;
  ClienteNombre: string;
  GrupoNombre: string | null;
  CantidadPasajeros: number;
  EstadoId: number;
  EstadoNombre: string;
  Comentario: string | null;
  Totales: { MonedaId: string; Total: number }[];
}

/** An item of `/api/Autocomplete/Clientes`. */
export interface ClienteItem {
  Id: number;
  Nombre: string;
}
