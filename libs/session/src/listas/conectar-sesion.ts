import type { Sesion, SessionStore } from '../session-store';
import type { ListasEnVivo } from './listas-en-vivo';

/**
 * The live lists follow the session: signed in (configured or not) connects for its hotel;
 * anonymous disconnects and forgets the lists. Returns the function that stops following.
 */
export function seguirSesion(sesiones: Pick<SessionStore, 'get' | 'subscribe'>, listas: Pick<ListasEnVivo, 'iniciar' | 'detener'>): () => void {
  const seguir = (sesion: Sesion) => {
    if ((sesion.estado === 'configurado' || sesion.estado === 'sin-configurar') && sesion.hotelId) listas.iniciar(sesion.hotelId);
    else if (sesion.estado === 'anonimo') listas.detener();
  };
  seguir(sesiones.get());
  return sesiones.subscribe(seguir);
}
