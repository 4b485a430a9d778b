import { createHash } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG, type AppConfig, LOGGER, sqlExecutor } from '@recepcion/platform';
import Redis from 'ioredis';
import type { Logger } from 'pino';

/** One more in the key's window; the first of a window starts its expiry. Answers the count. */
const CONTAR_LUA = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n`;

/** Rows whose window ended this long ago go (now and then, with a count). */
const LIMPIAR_DESPUES_MS = 2 * 24 * 60 * 60_000;

/**
 * Counters of the limits that are not per client address (those are `@LimiteSolicitudes`): the
 * invitations a hotel sends, those an address receives, the verification mails a user asks for.
 * Fixed windows. In Redis when REDIS_URL is set (shared by every API process); when it is not, or
 * while Redis does not answer, in the database's `contador_limite` (shared too, and exact): a limit
 * never fails open. The database's count joins the caller's transaction, so a refused attempt that
 * rolls back does not count.
 */
@Injectable()
export class ContadoresService implements OnModuleDestroy {
  private readonly redis?: Redis;
  private readonly prefijo: string;
  private avisado = false;

  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.prefijo = `${config.rateLimitNamespace}cuenta:`;
    if (!config.redisUrl) return;
    this.redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2000, lazyConnect: true });
    // ioredis reconnects by itself; while it cannot, the database counts.
    this.redis.on('error', () => undefined);
  }

  async onModuleDestroy(): Promise<void> {
    await this.redis?.quit().catch(() => undefined);
  }

  /** A key that does not keep an address in clear (Redis, the table): its SHA-256. */
  static clave(tipo: string, valor: string | number): string {
    return `${tipo}:${createHash('sha256').update(String(valor)).digest('hex').slice(0, 32)}`;
  }

  /** Counts one more for `clave` in its window of `ventanaMs`; answers whether it is still within `maximo`. */
  async contar(clave: string, maximo: number, ventanaMs: number, ahora: Date): Promise<boolean> {
    if (this.redis) {
      try {
        const cuenta = Number(await this.redis.eval(CONTAR_LUA, 1, this.prefijo + clave, ventanaMs));
        return cuenta <= maximo;
      } catch (error) {
        if (!this.avisado) this.logger.warn({ err: error }, 'Redis (REDIS_URL) no responde: los límites de invitaciones se cuentan en la base de datos');
        this.avisado = true;
      }
    }
    return this.contarEnBaseDeDatos(clave, maximo, ventanaMs, ahora);
  }

  private async contarEnBaseDeDatos(clave: string, maximo: number, ventanaMs: number, ahora: Date): Promise<boolean> {
    const sql = sqlExecutor(this.em);
    const [{ cuenta }] = await sql.query<{ cuenta: number }>(
      `insert into contador_limite as c (clave, cuenta, desde) values ($1, 1, $2)
       on conflict (clave) do update set
         cuenta = case when c.desde > $3 then c.cuenta + 1 else 1 end,
         desde = case when c.desde > $3 then c.desde else excluded.desde end
       returning cuenta`,
      [clave, ahora, new Date(ahora.getTime() - ventanaMs)],
    );
    if (Math.random() < 0.01) await sql.query('delete from contador_limite where desde < $1', [new Date(ahora.getTime() - LIMPIAR_DESPUES_MS)]);
    return Number(cuenta) <= maximo;
  }
}
