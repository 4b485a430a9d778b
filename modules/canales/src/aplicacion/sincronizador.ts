import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus, EventBus, QueryBus } from '@nestjs/cqrs';
import {
  ContactoDelHotel,
  type ContactoHotel,
  ENTIDAD_EN_VIVO_CANALES,
  EntidadCambiada,
  EnviarCorreo,
  type HabitacionResumen,
  ResolverHabitaciones,
  ESTADOS_SINCRONIZACION,
  LiberarOcupacionesDeCanal,
  MENSAJES_CANALES,
  type OcupacionDesdeCanal,
  OcuparDesdeCanal,
  type ResultadoSincronizacion,
} from '@recepcion/contracts';
import { formatearFecha } from '@recepcion/domain';
import { APP_CONFIG, type AppConfig, LOGGER, requestContext, sqlExecutor } from '@recepcion/platform';
import type { Logger } from 'pino';
import { fusionarSolapes } from '../domain/fusionar-solapes';
import { CalendarioInvalidoError, type EventoExterno, leerCalendario } from '../domain/ical';
import { CanalEntidad } from '../entities/canal.entity';
import { type ConflictoHallado, registrarConflictos } from './conflictos-registrados';
import { DescargaFallidaError, descargarCalendario } from './descargar-calendario';

/** How long a pull may hold its feed before another process may take it (fetch ≤ 10 s, then the writes). */
const LEASE_SEGUNDOS = 120;

/** A feed that held at least this many events and now holds none is taken as broken, not as emptied. */
const EVENTOS_PARA_SOSPECHAR = 2;

export type Sincronizacion = { ok: true; resultado: ResultadoSincronizacion } | { ok: false; error: string } | { ok: false; ocupado: true };

const hoyDe = (ahora: Date): string => ahora.toISOString().slice(0, 10);

/**
 * One pull of an imported feed, for the "sync now" call and the schedule alike: claim the feed's
 * lease, download and read it, occupy its events' nights through reservas (idempotent by UID),
 * free what left it, record conflicts, and leave the feed's status. A broken feed frees nothing.
 */
@Injectable()
export class Sincronizador {
  constructor(
    private readonly em: EntityManager,
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly eventBus: EventBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * Takes feed `canalId` for this process if no other pull holds it (a conditional UPDATE on its
   * row: PostgreSQL decides, on the embedded database as behind PgBouncer). False: another holds it.
   */
  async reclamar(canalId: number): Promise<boolean> {
    const filas = await sqlExecutor(this.em).query(
      `update canal set sincronizando_hasta = now() + make_interval(secs => $2)
        where id = $1 and (sincronizando_hasta is null or sincronizando_hasta < now()) returning id`,
      [canalId, LEASE_SEGUNDOS],
    );
    return filas.length === 1;
  }

  async sincronizar(canalId: number): Promise<Sincronizacion> {
    if (!(await this.reclamar(canalId))) return { ok: false, ocupado: true };
    const em = this.em.fork();
    const canal = await em.findOneOrFail(CanalEntidad, { id: canalId });
    const ahora = requestContext.require().now;
    try {
      const leido = await this.leer(canal, ahora);
      if ('error' in leido) {
        Object.assign(canal, { ultimaSincronizacion: ahora, ultimoEstado: ESTADOS_SINCRONIZACION.error, error: leido.error });
        return { ok: false, error: leido.error };
      }
      const resultado = await this.aplicar(canal, leido.eventos, ahora);
      Object.assign(canal, { ultimaSincronizacion: ahora, ultimoEstado: ESTADOS_SINCRONIZACION.correcto, error: null, eventos: leido.eventos.length });
      return { ok: true, resultado };
    } finally {
      canal.proximaSincronizacion = this.proxima(ahora);
      await em.flush();
      await sqlExecutor(this.em).query('update canal set sincronizando_hasta = null where id = $1', [canalId]);
      this.eventBus.publish(new EntidadCambiada(canal.hotelId, ENTIDAD_EN_VIVO_CANALES.canales, 'update', { Id: canal.id }));
    }
  }

  /** The next scheduled pull: the interval, give or take 10 %, so feeds added together do not pull together. */
  proxima(ahora: Date): Date | null {
    const minutos = this.config.canalesIntervaloMinutos;
    if (minutos <= 0) return null;
    return new Date(ahora.getTime() + minutos * 60_000 * (0.9 + Math.random() * 0.2));
  }

  private async leer(canal: CanalEntidad, ahora: Date): Promise<{ eventos: EventoExterno[] } | { error: string }> {
    try {
      const descarga = await descargarCalendario(canal.url, { permitirRedLocal: this.config.canalesPermitirRedLocal });
      const eventos = leerCalendario(descarga.texto, { hoy: hoyDe(ahora) });
      if (eventos.length === 0 && canal.eventos >= EVENTOS_PARA_SOSPECHAR) return { error: MENSAJES_CANALES.vacioDeRepente(canal.eventos) };
      return { eventos };
    } catch (error) {
      if (error instanceof DescargaFallidaError) return { error: error.message };
      if (error instanceof CalendarioInvalidoError) return { error: MENSAJES_CANALES.noEsIcal };
      this.logger.warn({ err: error, canalId: canal.id }, 'channel feed pull failed');
      return { error: MENSAJES_CANALES.conexionFallida };
    }
  }

  private async aplicar(canal: CanalEntidad, eventos: readonly EventoExterno[], ahora: Date): Promise<ResultadoSincronizacion> {
    let nuevos = 0;
    let actualizados = 0;
    const conflictos: ConflictoHallado[] = [];
    for (const e of fusionarSolapes(eventos)) {
      const r = await this.commandBus.execute<OcuparDesdeCanal, OcupacionDesdeCanal>(
        new OcuparDesdeCanal({ id: canal.id, nombre: canal.nombre, uid: e.uid, tipo: e.tipo }, canal.habitacionId, e.desde, e.hasta),
      );
      if (r.resultado === 'nuevo') nuevos++;
      else if (r.resultado === 'actualizado') actualizados++;
      else if (r.resultado === 'conflicto') conflictos.push({ uid: e.uid, tipo: e.tipo, desde: e.desde, hasta: e.hasta, reservaId: r.reservaId });
    }
    const liberados = await this.commandBus.execute<LiberarOcupacionesDeCanal, number>(new LiberarOcupacionesDeCanal(canal.id, eventos.map((e) => e.uid), hoyDe(ahora)));
    await this.anotarConflictos(canal, conflictos, ahora);
    return { Eventos: eventos.length, Nuevos: nuevos, Actualizados: actualizados, Liberados: liberados, Conflictos: conflictos.length };
  }

  /** Records the pull's conflicts; the new ones go to open sessions and to the hotel's address. */
  async anotarConflictos(canal: CanalEntidad, conflictos: readonly ConflictoHallado[], ahora: Date): Promise<void> {
    const nuevos = await registrarConflictos(sqlExecutor(this.em), canal.hotelId, canal.id, canal.habitacionId, conflictos, ahora);
    this.eventBus.publish(new EntidadCambiada(canal.hotelId, ENTIDAD_EN_VIVO_CANALES.conflictos, 'update', { CanalId: canal.id, Conflictos: conflictos.length }));
    if (nuevos.length > 0) await this.avisarPorCorreo(canal, nuevos);
  }

  private async avisarPorCorreo(canal: CanalEntidad, nuevos: readonly ConflictoHallado[]): Promise<void> {
    try {
      const hotel = await this.queryBus.execute<ContactoDelHotel, ContactoHotel>(new ContactoDelHotel());
      if (!hotel.Email) return;
      const [resumen] = await this.queryBus.execute<ResolverHabitaciones, HabitacionResumen[]>(new ResolverHabitaciones([canal.habitacionId]));
      const habitacion = resumen?.Nombre ?? String(canal.habitacionId);
      const texto = nuevos.map((c) => MENSAJES_CANALES.conflictoTexto(canal.nombre, habitacion, formatearFecha(c.desde), formatearFecha(c.hasta), c.reservaId)).join('\n\n');
      await this.commandBus.execute(new EnviarCorreo({ para: hotel.Email, asunto: MENSAJES_CANALES.conflictoAsunto(hotel.Nombre), texto }));
    } catch (error) {
      // The conflict is recorded and shown on screen: a mail that fails must not undo the pull.
      this.logger.warn({ err: error, canalId: canal.id }, 'channel conflict mail failed');
    }
  }
}
