import { api } from '@recepcion/api-client';
import type { CambioEstadoPiso, ConfiguracionPisos, EstadoPiso, FueraServicio, FueraServicioCuerpo, HabitacionPiso } from '@recepcion/contracts';

/** The area's calls (libs/contracts pisos.ts): the board, a room's state and history, the periods out of order. */

/** `GET /api/Pisos`: every room for today, in the hotel's order. */
export const getTablero = (signal?: AbortSignal) => api.get<HabitacionPiso[]>('Pisos', { signal });

/** `PUT /api/Pisos/{habitacionId}`: the room as it is now. */
export const cambiarEstadoPiso = (habitacionId: number, Estado: EstadoPiso) => api.put<HabitacionPiso>(`Pisos/${habitacionId}`, { Estado });

/** `GET /api/Pisos/{habitacionId}/Historial`: newest first. */
export const getHistorial = (habitacionId: number, signal?: AbortSignal) => api.get<CambioEstadoPiso[]>(`Pisos/${habitacionId}/Historial`, { signal });

/** `GET /api/Pisos/Configuracion`: whether the hotel has the daily service. */
export const getConfiguracionPisos = (signal?: AbortSignal) => api.get<ConfiguracionPisos>('Pisos/Configuracion', { signal });

/** `PUT /api/Pisos/Configuracion` (administrators): the setting as saved. */
export const guardarConfiguracionPisos = (cuerpo: ConfiguracionPisos) => api.put<ConfiguracionPisos>('Pisos/Configuracion', cuerpo);

/** `GET /api/FueraServicio`: by first night. */
export const getFueraServicio = (signal?: AbortSignal) => api.get<FueraServicio[]>('FueraServicio', { signal });

/** `POST /api/FueraServicio`. Silent: the dialog shows a refusal under its field or above the form. */
export const crearFueraServicio = (cuerpo: FueraServicioCuerpo) => api.post<FueraServicio>('FueraServicio', cuerpo, { silent: true });

/** `DELETE /api/FueraServicio/{id}`. */
export const quitarFueraServicio = (id: number) => api.delete<FueraServicio>(`FueraServicio/${id}`);
