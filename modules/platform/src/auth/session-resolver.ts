/** What a valid session proves about the caller. */
export interface SesionActiva {
  sessionId: string;
  hotelId: number;
  userId: number;
  esOperador: boolean;
  /** The user's type in the session's hotel ('AD', 'RE', 'CO'); operators are 'AD'. */
  tipoUsuario: string;
  /** The session hotel's time zone (`America/Santiago`), when its configuration names one. */
  zonaHoraria?: string;
  /** Cookie to send back (sliding expiry); undefined leaves the cookie as it is. */
  renovarCookie?: { valor: string; maxAgeSegundos?: number };
}

/**
 * Port the accounts module implements: turn the session cookie into a session, or null when it
 * is missing, unknown or expired. The platform's guard calls it on every API request.
 */
export interface SessionResolver {
  resolver(cookie: string | undefined, now: Date): Promise<SesionActiva | null>;
  /**
   * Those of these session ids still open at `now`, with what each proves now (its hotel, type and
   * operator flag; no cookie to renew, nothing slid): the live channel moves or drops their sockets.
   */
  vigentes(sessionIds: readonly string[], now: Date): Promise<SesionActiva[]>;
}

export const SESSION_RESOLVER = Symbol('SessionResolver');
export const SESSION_COOKIE = 'sid';
