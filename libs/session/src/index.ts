export { session, SessionStore, type EstadoSesion, type Sesion } from './session-store';
