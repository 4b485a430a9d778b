import { ListasEnVivo } from './listas/listas-en-vivo';
import { seguirSesion } from './listas/conectar-sesion';
import { session } from './session-store';

export { session, SessionStore, type EstadoSesion, type Sesion } from './session-store';
export { ListasEnVivo, crearSocketVivo, type CrearSocket, type EstadoConexion, type Listas, type NombreLista, type SocketVivo } from './listas/listas-en-vivo';
export { aplicarActualizacion, claveDeFila, type FilaLista } from './listas/aplicar-actualizacion';
export { seguirSesion } from './listas/conectar-sesion';

/** The reference lists of the signed-in hotel, one instance for every micro-frontend. */
export const listas = new ListasEnVivo();
seguirSesion(session, listas);
