import { api } from '@recepcion/api-client';
import type { CambioDeHotel, HotelDelUsuario } from '@recepcion/contracts';
import { useEffect, useState } from 'react';

/** `GET /api/Cuenta/Hoteles`: the hotels the signed-in user works in. */
export const getHoteles = (signal?: AbortSignal, silent = false) => api.get<HotelDelUsuario[]>('Cuenta/Hoteles', { signal, silent });

/** `POST /api/Cuenta/CambiarHotel/{hotelId}`: the session moves to that hotel. */
export const cambiarHotel = (hotelId: number) => api.post<CambioDeHotel>(`Cuenta/CambiarHotel/${hotelId}`, {});

/**
 * Whether the signed-in user works in more than one hotel (the user menu then offers the switch).
 * Read quietly once per user: a failure only leaves the item out.
 */
export function useVariosHoteles(usuarioId: number | undefined): boolean {
  const [varios, setVarios] = useState(false);
  useEffect(() => {
    setVarios(false);
    if (usuarioId === undefined) return;
    const control = new AbortController();
    getHoteles(control.signal, true).then(
      (hoteles) => setVarios(hoteles.length > 1),
      () => undefined,
    );
    return () => control.abort();
  }, [usuarioId]);
  return varios;
}
