/** A room block as `/api/Bloqueos` answers it (spec section 3, Bloqueo): the room is out for `Noches` nights from `Fecha`. */
export interface Bloqueo {
  Id: number;
  /** `yyyy-MM-dd`, the first night. */
  Fecha: string;
  Noches: number;
  HabitacionId: number;
  HabitacionNombre: string;
}
