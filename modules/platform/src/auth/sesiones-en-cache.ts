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
 * so the next request sees the change. Requests of one session that arrive together share one
 * lookup. A session that slides its expiry sends its cookie only on the requests that shared the
 * lookup that slid it. `vigentes` always asks.
 */
export class SesionesEnCache implements SessionResolver {
  private readonly porToken = new Map<string, Entrada>();
  /** Lookups under way: requests of one session that arrive together share one. */
  private readonly enCurso = new Map<string, Promise<SesionActiva | null>>();
  /** Counts the invalidations: a lookup that began before one keeps nothing. */
  private invalidaciones = 0;

  constructor(
    private readonly origen: SessionResolver,
    private readonly vigenciaMs = VIGENCIA_SESION_EN_CACHE_MS,
  ) {}

  /** The session this cookie resolved to less than the validity ago, if any: no lookup, no promise. */
  guardada(cookie: string, now: Date): SesionActiva | undefined {
    const t = now.getTime();
    const entrada = this.porToken.get(cookie);
    return entrada && t >= entrada.desde && t < entrada.hasta ? entrada.sesion : undefined;
  }

  async resolver(cookie: string | undefined, now: Date): Promise<SesionActiva | null> {
    if (!cookie) return this.origen.resolver(cookie, now);
    const guardada = this.guardada(cookie, now);
    if (guardada) return guardada;
    const enCurso = this.enCurso.get(cookie);
    if (enCurso) return enCurso;
    if (this.vigenciaMs <= 0) return this.buscar(cookie, now);
    const busqueda: Promise<SesionActiva | null> = this.buscar(cookie, now).finally(() => {
      if (this.enCurso.get(cookie) === busqueda) this.enCurso.delete(cookie);
    });
    this.enCurso.set(cookie, busqueda);
    return busqueda;
  }

  private async buscar(cookie: string, now: Date): Promise<SesionActiva | null> {
    const invalidaciones = this.invalidaciones;
    const sesion = await this.origen.resolver(cookie, now);
    if (!sesion) this.porToken.delete(cookie);
    else if (invalidaciones === this.invalidaciones && this.vigenciaMs > 0) {
      if (this.porToken.size >= MAX_SESIONES) this.porToken.clear();
      const { renovarCookie: _, ...guardada } = sesion;
      this.porToken.set(cookie, { sesion: guardada, desde: now.getTime(), hasta: now.getTime() + this.vigenciaMs });
    }
    return sesion;
  }

  vigentes(sessionIds: readonly string[], now: Date): Promise<SesionActiva[]> {
    return this.origen.vigentes(sessionIds, now);
  }

  cerradas(sessionIds: readonly string[]): void {
    this.olvidarBusquedas();
    const ids = new Set(sessionIds);
    for (const [token, e] of this.porToken) if (ids.has(e.sesion.sessionId)) this.porToken.delete(token);
  }

  /** `null`: every session. */
  modificadas(usuarioIds: readonly number[] | null): void {
    this.olvidarBusquedas();
    if (usuarioIds === null) return this.porToken.clear();
    const ids = new Set(usuarioIds);
    for (const [token, e] of this.porToken) if (ids.has(e.sesion.userId)) this.porToken.delete(token);
  }

  /** The lookups under way may have read the session before the change: the next request asks again. */
  private olvidarBusquedas(): void {
    this.invalidaciones++;
    this.enCurso.clear();
  }
}
