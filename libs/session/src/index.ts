import { ListasEnVivo } from './listas/listas-en-vivo';
import { seguirSesion } from './listas/conectar-sesion';
import { session } from './session-store';
import { aplicarActualizacion } from './listas/aplicar-actualizacion';
import { usarLista } from './listas/use-lista';

export { usePuedeEscribir, useSession } from './use-session';
export { session, SessionStore, type EstadoSesion, type Sesion } from './session-store';
export { ListasEnVivo, crearSocketVivo, type CrearSocket, type EstadoConexion, type Listas, type NombreLista, type SocketVivo } from './listas/listas-en-vivo';
export { aplicarActualizacion, claveDeFila, type FilaLista } from './listas/aplicar-actualizacion';
export { seguirSesion } from './listas/conectar-sesion';
export { cambiarDeHotel, hotelesDelUsuario } from './cambiar-de-hotel';
export { hoyDelHotel } from './hoy-del-hotel';

/** The reference lists of the signed-in hotel, one instance for every micro-frontend. */
export const listas = new ListasEnVivo();
seguirSesion(session, listas);

/** The live channel for libs/ui's `useCrudLista`: a change to the list's entity applied in place. */
export const cambiosEnVivo = { suscribir: listas.subscribe, aplicar: aplicarActualizacion };
/** The live channel for a search (`useCrudLista`): a change to the entity reads the search again. */
export const recargaEnVivo = { suscribir: listas.subscribe };

/** A reference list for a select (`Habitaciones`, `Monedas`...): live, or read once until the channel answers. */
export function useLista<T>(nombre: string): { filas: readonly T[]; cargando: boolean } {
  return usarLista<T>(listas, nombre);
}
