import type { SesionActiva, SessionResolver } from './session-resolver';

/** How long a resolved session answers without asking the accounts module again (request clock). */
export const VIGENCIA_SESION_EN_CACHE_MS = 2_000;
const MAX_SESIONES = 20_000;

interface Entrada {
  sesion: SesionActiva;
  desde: number;
  hasta: number;
}

/**
 * The session resolver with a brief memory: a cookie resolved less than
 * `VIGENCIA_SESION_EN_CACHE_MS` ago (by the request's clock) answers the same session without a
 * query. Whatever ends or changes sessions says so (`cerradas`: logout, password change, expiry;
 * `modificadas`: a user's hotel, type, access or operator flag), and those entries go at once,
 * so the next request sees the change. A session that slides its expiry sends its cookie only on
 * the request that slid it. `vigentes` always asks.
 */
export class SesionesEnCache implements SessionResolver {
  private readonly porToken = new Map<string, Entrada>();

  constructor(
    private readonly origen: SessionResolver,
    private readonly vigenciaMs = VIGENCIA_SESION_EN_CACHE_MS,
  ) {}

  async resolver(cookie: string | undefined, now: Date): Promise<SesionActiva | null> {
    if (!cookie) return this.origen.resolver(cookie, now);
    const t = now.getTime();
    const entrada = this.porToken.get(cookie);
    if (entrada && t >= entrada.desde && t < entrada.hasta) return entrada.sesion;
    const sesion = await this.origen.resolver(cookie, now);
    if (!sesion) {
      this.porToken.delete(cookie);
      return null;
    }
    if (this.porToken.size >= MAX_SESIONES) this.porToken.clear();
    const { renovarCookie: _, ...guardada } = sesion;
    this.porToken.set(cookie, { sesion: guardada, desde: t, hasta: t + this.vigenciaMs });
    return sesion;
  }

  vigentes(sessionIds: readonly string[], now: Date): Promise<string[]> {
    return this.origen.vigentes(sessionIds, now);
  }

  cerradas(sessionIds: readonly string[]): void {
    const ids = new Set(sessionIds);
    for (const [token, e] of this.porToken) if (ids.has(e.sesion.sessionId)) this.porToken.delete(token);
  }

  /** `null`: every session. */
  modificadas(usuarioIds: readonly number[] | null): void {
    if (usuarioIds === null) return this.porToken.clear();
    const ids = new Set(usuarioIds);
    for (const [token, e] of this.porToken) if (ids.has(e.sesion.userId)) this.porToken.delete(token);
  }
}
