import { api } from '@recepcion/api-client';
import type { Sesion } from '@recepcion/session';

/** `POST /api/Root/VolverHotel`: the operator's session goes back to its own hotel. */
export const volverHotel = () => api.post('Root/VolverHotel');

/**
 * While an operator works as another hotel (support access, `/root/acceder-hotel`), every page says
 * so and offers the way back; the start-up answer carries the operator's own hotel.
 */
export function AccesoHotelBanner({ sesion, irA = (url) => window.location.assign(url) }: { sesion: Sesion; irA?: (url: string) => void }) {
  const config = sesion.config;
  if (sesion.estado === 'anonimo' || !config?.HotelPropioId || config.HotelPropioId === config.HotelId) return null;
  const volver = async () => {
    await volverHotel();
    irA('/root/acceder-hotel');
  };
  return (
    <div className="pt-acceso" role="status">
      <span>
        Está trabajando como el hotel <strong>{config.Nombre}</strong> (soporte). Lo que haga queda hecho en ese hotel.
      </span>
      <button type="button" className="rc-button" onClick={() => void volver()}>
        Volver a mi hotel
      </button>
    </div>
  );
}
