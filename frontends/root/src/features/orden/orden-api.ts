import { api } from '@recepcion/api-client';
import type { HabitacionDetalle } from '@recepcion/contracts';

/** A room as `GET /api/Habitaciones` answers it (the contract's type), with the fields its PUT takes back. */
export type HabitacionOrden = HabitacionDetalle;

/** `GET /api/Habitaciones`: the rooms of the session's hotel. */
export const getHabitaciones = (signal?: AbortSignal) => api.get<HabitacionOrden[]>('Habitaciones', { signal });

/** `PUT /api/Habitaciones/{id}`: the room as it is, with its new Orden. */
export const guardarOrdenHabitacion = (h: HabitacionOrden, Orden: number) =>
  api.put<HabitacionOrden>(`Habitaciones/${h.Id}`, { Id: h.Id, Nombre: h.Nombre, TipoHabitacionId: h.TipoHabitacionId, Comentario: h.Comentario, Orden });

/** The API's order: Orden, then the name (room numbers compare as numbers). */
export const porOrden = (a: HabitacionOrden, b: HabitacionOrden) => a.Orden - b.Orden || a.Nombre.localeCompare(b.Nombre, 'es', { numeric: true });
