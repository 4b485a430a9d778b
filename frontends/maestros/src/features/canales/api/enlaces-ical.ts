import type { UrlIcal } from '@recepcion/contracts';
import { api } from '@recepcion/api-client';

/** Whose export feed: a room's (everything it holds) or one imported channel's (the room without that channel's own stays). */
export type DuenoEnlace = { tipo: 'habitacion'; id: number } | { tipo: 'canal'; id: number };

const ruta = (dueno: DuenoEnlace) => `${dueno.tipo === 'habitacion' ? 'Habitaciones' : 'Canales'}/${dueno.id}/Ical`;

/** `GET /api/Habitaciones/{id}/Ical` or `GET /api/Canales/{id}/Ical`: where a channel reads the feed. */
export function leerEnlace(dueno: DuenoEnlace): Promise<UrlIcal> {
  return api.get<UrlIcal>(ruta(dueno));
}

/** `POST .../Ical/Renovar`: a new address; the old one stops working at once. */
export function renovarEnlace(dueno: DuenoEnlace): Promise<UrlIcal> {
  return api.post<UrlIcal>(`${ruta(dueno)}/Renovar`);
}
