/** A room block as `/api/Bloqueos` answers it (spec section 3, Bloqueo; libs/contracts): the room is out for `Noches` nights from `Fecha`. */
export type { BloqueoHabitacion as Bloqueo } from '@recepcion/contracts';
