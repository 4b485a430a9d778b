import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { SESION_MINUTOS, SESION_RECORDAR_DIAS, SesionesCerradas } from '@recepcion/contracts';
import { type SesionActiva, type SessionResolver, sqlExecutor } from '@recepcion/platform';
import { hashToken, nuevoToken } from './tokens';

const MINUTO = 60_000;
const DURACION_MS = SESION_MINUTOS * MINUTO;
const DURACION_RECORDAR_MS = SESION_RECORDAR_DIAS * 24 * 60 * MINUTO;
/** A session is slid forward at most once a minute, not on every request. */
const RENOVAR_CADA_MS = MINUTO;

interface FilaSesion {
  usuario_id: number;
  hotel_id: number;
  recordar: boolean;
  expira_en: Date | string;
  es_operador: boolean;
  tipo_usuario: string;
  zona_horaria: string | null;
}

export interface SesionCreada {
  token: string;
  /** Cookie lifetime: only with remember-me; otherwise a browser-session cookie. */
  maxAgeSegundos?: number;
}

/**
 * Server-side sessions: 20 minutes sliding, or 90 days with remember-me. The cookie holds a random
 * token; the table holds only its hash.
 */
@Injectable()
export class SesionesService implements SessionResolver {
  constructor(
    private readonly em: EntityManager,
    private readonly eventBus: EventBus,
  ) {}

  private get db() {
    return sqlExecutor(this.em);
  }

  private duracion(recordar: boolean) {
    return recordar ? DURACION_RECORDAR_MS : DURACION_MS;
  }

  async crear(usuarioId: number, hotelId: number, recordar: boolean, ahora: Date): Promise<SesionCreada> {
    const token = nuevoToken();
    await this.db.query(
      'insert into sesion (id_hash, usuario_id, hotel_id, recordar, creada_en, expira_en) values ($1, $2, $3, $4, $5, $6)',
      [hashToken(token), usuarioId, hotelId, recordar, ahora, new Date(ahora.getTime() + this.duracion(recordar))],
    );
    return { token, maxAgeSegundos: recordar ? DURACION_RECORDAR_MS / 1000 : undefined };
  }

  async resolver(token: string | undefined, ahora: Date): Promise<SesionActiva | null> {
    if (!token || token.length > 100) return null;
    const idHash = hashToken(token);
    const [fila] = await this.db.query<FilaSesion>(
      // The type is the user's in the session's hotel; an operator (any hotel) is 'AD', and a user
      // whose access was removed can only read ('CO') until the session ends.
      `select s.usuario_id, s.hotel_id, s.recordar, s.expira_en, u.es_operador,
              case when u.es_operador then 'AD' else coalesce(hu.tipo_usuario, 'CO') end as tipo_usuario,
              c.zona_horaria
         from sesion s join usuario u on u.id = s.usuario_id
         left join hotel_usuario hu on hu.hotel_id = s.hotel_id and hu.usuario_id = s.usuario_id
         left join configuracion c on c.hotel_id = s.hotel_id
        where s.id_hash = $1`,
      [idHash],
    );
    if (!fila) return null;
    const expira = new Date(fila.expira_en).getTime();
    if (expira <= ahora.getTime()) {
      await this.cerrar(idHash);
      return null;
    }
    const sesion: SesionActiva = {
      sessionId: idHash,
      hotelId: fila.hotel_id,
      userId: fila.usuario_id,
      esOperador: fila.es_operador,
      tipoUsuario: fila.tipo_usuario,
      zonaHoraria: fila.zona_horaria ?? undefined,
    };
    const nuevaExpiracion = ahora.getTime() + this.duracion(fila.recordar);
    if (nuevaExpiracion - expira >= RENOVAR_CADA_MS) {
      await this.db.query('update sesion set expira_en = $1 where id_hash = $2', [new Date(nuevaExpiracion), idHash]);
      if (fila.recordar) sesion.renovarCookie = { valor: token, maxAgeSegundos: DURACION_RECORDAR_MS / 1000 };
    }
    return sesion;
  }

  /** The open ones of these sessions, as `resolver` reads them (nothing slid): the live channel moves or drops their sockets. */
  async vigentes(sessionIds: readonly string[], ahora: Date): Promise<SesionActiva[]> {
    if (sessionIds.length === 0) return [];
    const filas = await this.db.query<Omit<FilaSesion, 'zona_horaria'> & { id_hash: string }>(
      `select s.id_hash, s.usuario_id, s.hotel_id, u.es_operador,
              case when u.es_operador then 'AD' else coalesce(hu.tipo_usuario, 'CO') end as tipo_usuario
         from sesion s join usuario u on u.id = s.usuario_id
         left join hotel_usuario hu on hu.hotel_id = s.hotel_id and hu.usuario_id = s.usuario_id
        where s.id_hash = any($1::text[]) and s.expira_en > $2`,
      [[...sessionIds], ahora],
    );
    return filas.map((f) => ({ sessionId: f.id_hash, hotelId: f.hotel_id, userId: f.usuario_id, esOperador: f.es_operador, tipoUsuario: f.tipo_usuario }));
  }

  /** Logout, or a session found expired: its live sockets go too. */
  async cerrar(sessionId: string): Promise<void> {
    await this.db.query('delete from sesion where id_hash = $1', [sessionId]);
    this.eventBus.publish(new SesionesCerradas([sessionId]));
  }

  /** After a password change or reset: every other device signs in again, live sockets included. */
  async cerrarOtras(usuarioId: number, salvo?: string): Promise<void> {
    const cerradas = await this.db.query<{ id_hash: string }>('delete from sesion where usuario_id = $1 and id_hash <> $2 returning id_hash', [usuarioId, salvo ?? '']);
    if (cerradas.length > 0) this.eventBus.publish(new SesionesCerradas(cerradas.map((f) => f.id_hash)));
  }
}
