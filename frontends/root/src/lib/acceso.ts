import { api } from '@recepcion/api-client';
import type { AccesoHotelRespuesta } from '@recepcion/contracts';
import { confirmar } from '@recepcion/ui';

/** `POST /api/Root/AccederHotel/{hotelId}`: the operator's session works as that hotel (audited). */
export const accederHotel = (hotelId: number) => api.post<AccesoHotelRespuesta>(`Root/AccederHotel/${hotelId}`);

/** Asks, switches, and opens that hotel's calendar (a full load: the start-up call reads the new hotel). */
export async function accederComoHotel(hotelId: number, nombre: string, irA: (url: string) => void = (url) => window.location.assign(url)): Promise<boolean> {
  if (!(await confirmar(`¿Acceder como el hotel ${nombre}? Verá y modificará sus datos hasta volver a su hotel.`))) return false;
  await accederHotel(hotelId);
  irA('/reservas/calendario');
  return true;
}

/** `POST /api/Root/VolverHotel`: back to the operator's own hotel (audited), then to this page. */
export async function volverAMiHotel(irA: (url: string) => void = (url) => window.location.assign(url)): Promise<void> {
  await api.post<AccesoHotelRespuesta>('Root/VolverHotel');
  irA('/root/acceder-hotel');
}
