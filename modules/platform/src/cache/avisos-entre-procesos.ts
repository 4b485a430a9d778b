import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import Redis from 'ioredis';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../platform.tokens';

type Oyente = (datos: unknown) => void;

interface Aviso {
  tipo: string;
  datos: unknown;
}

/**
 * Notices that what a cache keeps is no longer true (a session ended or changed, a hotel's master
 * data changed), for this process and for the other API processes. Here they are delivered at
 * once; with Redis (REDIS_URL: the setup of several processes) they are also published on one
 * channel, and each other process delivers them when its subscriber reads them, a moment later.
 * Redis down: the notices stay local, and the caches' short validities bound what others keep.
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

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.canal = `${config.rateLimitNamespace}avisos`;
    if (!config.redisUrl) return;
    this.pub = new Redis(config.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2000 });
    this.sub = this.pub.duplicate();
    // ioredis reconnects by itself; an error event without a listener would only be printed.
    this.pub.on('error', () => undefined);
    this.sub.on('error', () => undefined);
    this.sub.on('message', (_canal: string, texto: string) => this.recibir(texto));
    this.sub.subscribe(this.canal).catch(() => undefined);
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
    await Promise.all([this.pub?.quit().catch(() => undefined), this.sub?.quit().catch(() => undefined)]);
  }

  private publicarPendientes(): void {
    if (this.pendientes.length === 0) return;
    const avisos = this.pendientes;
    this.pendientes = [];
    this.pub?.publish(this.canal, this.origen + JSON.stringify(avisos)).catch(() => undefined);
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
    for (const oyente of this.oyentes.get(tipo) ?? []) oyente(datos);
  }
}
