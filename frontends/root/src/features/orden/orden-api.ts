import { api } from '@recepcion/api-client';

/** A room as `GET /api/Habitaciones` answers it (maestros' rooms call), with the fields its PUT takes back. */
export interface HabitacionOrden {
  Id: number;
  Nombre: string;
  TipoHabitacionId: number;
  TipoHabitacionNombre: string | null;
  Comentario: string | null;
  /** Where the calendar and the lists put the room: by Orden, then by name. */
  Orden: number;
}

/** `GET /api/Habitaciones`: the rooms of the session's hotel. */
export const getHabitaciones = (signal?: AbortSignal) => api.get<HabitacionOrden[]>('Habitaciones', { signal });

/** `PUT /api/Habitaciones/{id}`: the room as it is, with its new Orden. */
export const guardarOrdenHabitacion = (h: HabitacionOrden, Orden: number) =>
  api.put<HabitacionOrden>(`Habitaciones/${h.Id}`, { Id: h.Id, Nombre: h.Nombre, TipoHabitacionId: h.TipoHabitacionId, Comentario: h.Comentario, Orden });

/** The API's order: Orden, then the name (room numbers compare as numbers). */
export const porOrden = (a: HabitacionOrden, b: HabitacionOrden) => a.Orden - b.Orden || a.Nombre.localeCompare(b.Nombre, 'es', { numeric: true });
