import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnModuleDestroy, Optional } from '@nestjs/common';
import type Redis from 'ioredis';
import type { Logger } from 'pino';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG, LOGGER } from '../platform.tokens';
import { cerrarClienteRedis, clienteRedis } from './cliente-redis';

type Oyente = (datos: unknown) => void;

interface Aviso {
  tipo: string;
  datos: unknown;
}

/**
 * The notice that notices between processes may have been lost: this process's subscriber was
 * disconnected from Redis (or never reached it) and is back, or another process could not publish
 * for a while and can again. Whoever keeps something that notices keep true (a cache, the live
 * channel's sockets) starts over from what the database says. Its data: `{ origen: 'suscripcion' }`
 * (this process heard nothing for a while) or `{ origen: 'publicacion' }` (another's were lost).
 */
export const AVISOS_INTERRUMPIDOS = 'avisos-interrumpidos';

export interface AvisosInterrumpidos {
  origen: 'suscripcion' | 'publicacion';
}

/**
 * Notices that what a cache keeps is no longer true (a session ended or changed, a hotel's master
 * data changed), for this process and for the other API processes. Here they are delivered at
 * once; with Redis (REDIS_URL: the setup of several processes) they are also published on one
 * channel, and each other process delivers them when its subscriber reads them, a moment later.
 * Redis down (at start or later): the API serves on, the notices stay local, the outage is logged
 * naming REDIS_URL, and both connections try again every second; when they are back, every
 * process that may have missed notices gets `AVISOS_INTERRUMPIDOS` (see there).
 * The notices given in one turn of the event loop go to Redis as one message: under load a
 * publish per notice would be a socket write per request.
 */
@Injectable()
export class AvisosEntreProcesos implements OnModuleDestroy {
  private readonly oyentes = new Map<string, Set<Oyente>>();
  /**
   * Its own messages come back from Redis too: they were delivered already. Each message starts
   * with its origin, so those are known and dropped before any parse (under load, a publishing
   * process reads back one of its own messages per turn of its event loop).
   */
  private readonly origen = `${randomUUID()} `;
  private readonly canal: string;
  private readonly pub?: Redis;
  private readonly sub?: Redis;
  private pendientes: Aviso[] = [];
  /** Some notices of this process did not reach Redis: the others are told when it can publish again. */
  private perdidos = false;
  /** The subscriber was not listening for a while (or not yet): this process is told when it listens again. */
  private sordo = false;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Optional() @Inject(LOGGER) private readonly logger?: Logger,
  ) {
    this.canal = `${config.rateLimitNamespace}avisos`;
    if (!config.redisUrl) return;
    const sinRedis = 'stay in this process (the other API processes do not hear of sessions that end or change, nor of live changes, until it is back)';
    this.pub = clienteRedis(config.redisUrl, {
      uso: 'notices between API processes (publishing)',
      sinRedis,
      logger,
      alVolver: () => this.publicarPendientes(),
    });
    this.sub = clienteRedis(config.redisUrl, { uso: 'notices between API processes (listening)', sinRedis, logger, alCaer: () => (this.sordo = true) });
    this.sub.on('message', (_canal: string, texto: string) => this.recibir(texto));
    // On every connection, the first one included: ioredis subscribes again only to what it had.
    this.sub.on('ready', () => this.suscribir());
  }

  /** Whether both connections to Redis are up (always true without REDIS_URL: nothing to lose). */
  get conectado(): boolean {
    return !this.pub || (this.pub.status === 'ready' && this.sub?.status === 'ready' && !this.sordo);
  }

  /** Calls `oyente` with every notice of `tipo`, from here or from another process. Answers how to stop. */
  escuchar(tipo: string, oyente: Oyente): () => void {
    const conjunto = this.oyentes.get(tipo) ?? this.oyentes.set(tipo, new Set()).get(tipo)!;
    conjunto.add(oyente);
    return () => conjunto.delete(oyente);
  }

  avisar(tipo: string, datos: unknown): void {
    this.entregar(tipo, datos);
    if (!this.pub) return;
    if (this.pendientes.length === 0) setImmediate(() => this.publicarPendientes());
    this.pendientes.push({ tipo, datos });
  }

  async onModuleDestroy(): Promise<void> {
    this.publicarPendientes();
    await Promise.all([cerrarClienteRedis(this.pub), cerrarClienteRedis(this.sub)]);
  }

  private suscribir(): void {
    this.sub?.subscribe(this.canal).then(
      () => {
        if (!this.sordo) return;
        this.sordo = false;
        this.entregar(AVISOS_INTERRUMPIDOS, { origen: 'suscripcion' } satisfies AvisosInterrumpidos);
      },
      () => (this.sordo = true),
    );
  }

  /** Publishes what is pending, after the notice of a loss when notices were lost; drops it while Redis is down. */
  private publicarPendientes(): void {
    if (!this.pub) return;
    if (this.pub.status !== 'ready') {
      if (this.pendientes.length > 0) this.perdidos = true;
      this.pendientes = [];
      return;
    }
    const avisos = this.perdidos ? [{ tipo: AVISOS_INTERRUMPIDOS, datos: { origen: 'publicacion' } satisfies AvisosInterrumpidos }, ...this.pendientes] : this.pendientes;
    if (avisos.length === 0) return;
    this.pendientes = [];
    this.perdidos = false;
    this.pub.publish(this.canal, this.origen + JSON.stringify(avisos)).catch(() => (this.perdidos = true));
  }

  private recibir(texto: string): void {
    if (texto.startsWith(this.origen)) return;
    let avisos: unknown;
    try {
      avisos = JSON.parse(texto.slice(texto.indexOf(' ') + 1));
    } catch {
      return; // Not one of ours.
    }
    if (!Array.isArray(avisos)) return;
    for (const aviso of avisos as Aviso[]) if (aviso && typeof aviso.tipo === 'string') this.entregar(aviso.tipo, aviso.datos);
  }

  private entregar(tipo: string, datos: unknown): void {
    for (const oyente of this.oyentes.get(tipo) ?? []) {
      // One listener's failure is not the others' (nor the publisher's, nor the subscriber's).
      try {
        oyente(datos);
      } catch (error) {
        this.logger?.error({ err: error, tipo }, 'a listener of notices between processes failed');
      }
    }
  }
}
