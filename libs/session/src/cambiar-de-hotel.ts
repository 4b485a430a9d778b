import { api } from '@recepcion/api-client';
import type { CambioDeHotel, HotelDelUsuario } from '@recepcion/contracts';
import { session } from './session-store';

/** `GET /api/Cuenta/Hoteles`: the hotels the signed-in user works in. `silent`: a failure is not shown. */
export const hotelesDelUsuario = (signal?: AbortSignal, silent = false) => api.get<HotelDelUsuario[]>('Cuenta/Hoteles', { signal, silent });

/**
 * `POST /api/Cuenta/CambiarHotel/{hotelId}`: the session moves to that hotel on the server and the
 * store follows. The caller then loads the page again, so every area and list reads that hotel.
 */
export async function cambiarDeHotel(hotelId: number): Promise<CambioDeHotel> {
  const cambio = await api.post<CambioDeHotel>(`Cuenta/CambiarHotel/${hotelId}`, {});
  session.establecer(cambio.Sesion);
  return cambio;
}
