/** A waiting-list entry as `/api/ListaEspera` answers it (spec section 3, ListaEspera). */
export interface Espera {
  Id: number;
  /** `yyyy-MM-dd`. */
  CheckIn: string;
  CheckOut: string;
  HotelId: number;
  ClienteId: number;
  ClienteNombre: string;
  NombrePax: string | null;
  CantidadPasajeros: number;
  CantidadHabitaciones: number;
  HabitacionesPreferencia: string | null;
  Comentario: string | null;
  Usuario: string | null;
}

/** An item of `/api/Autocomplete/Clientes`. */
export interface ClienteItem {
  Id: number;
  Nombre: string;
}
