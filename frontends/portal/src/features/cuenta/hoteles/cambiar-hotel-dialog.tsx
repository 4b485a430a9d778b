import { type HotelDelUsuario, NOMBRES_TIPO_USUARIO, esTipoUsuario } from '@recepcion/contracts';
import { cambiarDeHotel, hotelesDelUsuario } from '@recepcion/session';
import { DraggableModal, toast } from '@recepcion/ui';
import { useEffect, useState } from 'react';
import { cargarPagina } from '../../../app/reload-page';
import { LANDING_PATH } from '../../../routing/app-routes';

const nombreTipo = (codigo: string) => (esTipoUsuario(codigo) ? NOMBRES_TIPO_USUARIO[codigo] : codigo);

/**
 * Cambiar de hotel (user menu, for a user with several hotels): the session moves to the chosen
 * hotel on the server, and the page opens again there (every area and list reloads for it). The
 * next sign-in lands there too.
 */
export function CambiarHotelDialog({ onClose }: { onClose: () => void }) {
  const [hoteles, setHoteles] = useState<HotelDelUsuario[] | null>(null);
  const [error, setError] = useState(false);
  const [cambiando, setCambiando] = useState<number | null>(null);

  useEffect(() => {
    const control = new AbortController();
    hotelesDelUsuario(control.signal).then(setHoteles, () => setError(true));
    return () => control.abort();
  }, []);

  const entrar = async (hotel: HotelDelUsuario) => {
    if (cambiando !== null) return;
    setCambiando(hotel.HotelId);
    try {
      const { Message } = await cambiarDeHotel(hotel.HotelId);
      toast.success(Message);
      onClose();
      cargarPagina(LANDING_PATH);
    } catch {
      // The API client has shown the refusal.
      setCambiando(null);
    }
  };

  return (
    <DraggableModal
      open
      title="Cambiar de hotel"
      onClose={onClose}
      closeOnEscape
      footer={
        <button type="button" className="rc-button" onClick={onClose}>
          Cerrar
        </button>
      }
    >
      {error ? (
        <p role="alert">No se pudieron leer sus hoteles. Cierre y vuelva a intentarlo.</p>
      ) : hoteles === null ? (
        <p role="status">Cargando hoteles…</p>
      ) : (
        <ul className="pt-invitaciones" aria-label="Sus hoteles">
          {hoteles.map((hotel) => (
            <li key={hotel.HotelId} className="pt-invitaciones__item">
              <p>
                <strong>{hotel.Nombre}</strong> · {nombreTipo(hotel.TipoUsuario)}
                {hotel.Actual ? ' · hotel actual' : ''}
              </p>
              {!hotel.Actual && (
                <div className="pt-invitaciones__acciones">
                  <button
                    type="button"
                    className="rc-button rc-button--primary"
                    disabled={cambiando !== null}
                    aria-busy={cambiando === hotel.HotelId || undefined}
                    aria-label={`Entrar a ${hotel.Nombre}`}
                    onClick={() => void entrar(hotel)}
                  >
                    Entrar
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </DraggableModal>
  );
}
