import { api, ApiError, definirHotelDeLaPagina, LOGIN_COOKIES, onSessionExpired, readCookie, reportApiError } from '@recepcion/api-client';
import { type AperturaRespuesta, COOKIE_HOTEL_UI, type Configuracion, MENSAJE_CONFIGURACION_NO_ENCONTRADA, type SesionRespuesta, type UsuarioSesion } from '@recepcion/contracts';

/** The three states of spec section 4 ("Session"), plus the moment before we know. */
export type EstadoSesion = 'cargando' | 'anonimo' | 'sin-configurar' | 'configurado';

export interface Sesion {
  estado: EstadoSesion;
  hotelId?: number;
  usuario?: UsuarioSesion;
  config?: Configuracion;
}

type Listener = (sesion: Sesion) => void;

const ANONIMA: Sesion = { estado: 'anonimo' };
const SIN_INICIAR: Sesion = { estado: 'cargando' };

function desde(config: Configuracion, usuario: UsuarioSesion): Sesion {
  return { estado: config.Configurado ? 'configurado' : 'sin-configurar', hotelId: config.HotelId, usuario, config };
}

/** A failed call's detailedMessage, if its body has one. */
function detalleDe(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null) return undefined;
  const detalle = (error.body as { detailedMessage?: unknown }).detailedMessage;
  return typeof detalle === 'string' ? detalle : undefined;
}

function borrarCookiesUi(): void {
  for (const nombre of LOGIN_COOKIES) document.cookie = `${nombre}=; path=/; max-age=0`;
}

/**
 * Who is signed in, for every micro-frontend. Framework-free; loaded once through the import map,
 * so all areas share this one instance. The server decides; this only mirrors its answers.
 */
export class SessionStore {
  private actual: Sesion = SIN_INICIAR;
  private readonly listeners = new Set<Listener>();

  // Before the start-up answers, without the UI cookie nobody is signed in: the first render draws
  // the public page (the one the server may have sent painted), not a moment of 'cargando' first.
  get = (): Sesion => (this.actual === SIN_INICIAR && typeof document !== 'undefined' && !readCookie(COOKIE_HOTEL_UI) ? ANONIMA : this.actual);

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private fijar(sesion: Sesion): void {
    this.actual = sesion;
    this.listeners.forEach((l) => l(sesion));
  }

  /**
   * Start-up (spec section 2): load the configuration of the hotel the UI cookie names. The
   * server answers only for the session's own hotel. A failure (spec section 8): with the detailed
   * message `No se ha encontrado` (another hotel, or none configured) the user is logged out;
   * any other marks the user unauthenticated and shows the error (an expired session's
   * 'Vuelva a iniciar sesión' included, which the API client also takes home).
   */
  async iniciar(): Promise<Sesion> {
    const hotelId = Number(readCookie(COOKIE_HOTEL_UI));
    if (!hotelId) {
      this.fijar(ANONIMA);
      return this.actual;
    }
    try {
      const apertura = await api.get<AperturaRespuesta>(`Apertura/Configuracion/${hotelId}`, { silent: true });
      const { Usuario, ...config } = apertura;
      this.fijar(desde(config, Usuario));
    } catch (error) {
      if (detalleDe(error) === MENSAJE_CONFIGURACION_NO_ENCONTRADA) {
        // A sign-in, sign-up or hotel switch in this browser while the call was on its way: the
        // answer is about the session before it. Logging out would end the new one; load it instead.
        if (Number(readCookie(COOKIE_HOTEL_UI)) !== hotelId) return this.iniciar();
        // Logout (spec section 4): the server's session ends, the UI cookies go, the live channel stops.
        await this.cerrar().catch(() => undefined);
        return this.actual;
      }
      this.fijar(ANONIMA);
      if (error instanceof ApiError) reportApiError(error);
    }
    return this.actual;
  }

  /** After Login or Register. */
  establecer(respuesta: SesionRespuesta): Sesion {
    this.fijar(desde(respuesta.config, respuesta.usuario));
    return this.actual;
  }

  /** After the setup dialog: the new configuration. */
  actualizarConfig(config: Configuracion): Sesion {
    if (this.actual.usuario) this.fijar(desde(config, this.actual.usuario));
    return this.actual;
  }

  /**
   * The server said the session expired: anonymous at once, without asking the server again
   * (api-client has cleared the UI cookies and is on its way home).
   */
  expirar(): void {
    if (this.actual.estado !== 'anonimo') this.fijar(ANONIMA);
  }

  /** Logout: the server ends the session; the UI cookies go too. */
  async cerrar(): Promise<void> {
    try {
      await api.post('Cuenta/Logout', undefined, { silent: true });
    } finally {
      borrarCookiesUi();
      this.fijar(ANONIMA);
    }
  }
}

export const session = new SessionStore();
onSessionExpired(() => session.expirar());
// Every request says which hotel this page shows (a tab left behind by a hotel switch in another is refused).
definirHotelDeLaPagina(() => session.get().hotelId ?? undefined);
