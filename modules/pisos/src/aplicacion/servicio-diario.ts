import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { HabitacionesConHuespedes } from '@recepcion/contracts';
import { hotelDeLaSesion, hoyDelHotel, requestContext, sqlExecutor } from '@recepcion/platform';
import { diaDeServicio, nocheAnterior, servicioDiario } from '../domain/servicio-diario';
import { CambiosDePiso } from './cambios-de-piso';
import { leerConfiguracionPisos, reclamarDiaDeServicio } from './configuracion-pisos.sql';

/**
 * The session hotel's daily service, when it owes today's (`hoyDelHotel`: the day in the hotel's
 * time zone, so the service comes at its midnight, not UTC's):
 * every room whose guests were in house last night (reservas: a checked-in stay) becomes dirty,
 * recorded as the system's change, then every open board redraws them. Today is claimed and the
 * rooms changed in one transaction, so the service happens once per hotel and day however many
 * processes (the scheduler, a board read) try it at once, and a failure leaves the day owed.
 */
@Injectable()
export class ServicioDiario {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
    private readonly cambios: CambiosDePiso,
  ) {}

  /** Answers how many rooms became dirty; null when nothing was owed (or another process did it). */
  async aplicarSiToca(): Promise<number | null> {
    const hotelId = hotelDeLaSesion();
    const { now } = requestContext.require();
    const dia = diaDeServicio(await leerConfiguracionPisos(sqlExecutor(this.em), hotelId), hoyDelHotel());
    if (!dia) return null;
    // Asked before the transaction: reservas reads on its own connection (one session at a time on PGlite).
    const conHuespedes = await this.queryBus.execute<HabitacionesConHuespedes, number[]>(new HabitacionesConHuespedes(nocheAnterior(dia)));
    const cambios = await this.em.fork().transactional(async (em) => {
      const tx = sqlExecutor(em);
      if (!(await reclamarDiaDeServicio(tx, hotelId, dia))) return null;
      const hechos = servicioDiario(hotelId, await this.cambios.leerBloqueando(tx, hotelId, conHuespedes), now);
      await this.cambios.registrar(tx, hechos, { hotelId, now, correlationId: `servicio-diario-${hotelId}-${dia}` });
      return hechos;
    });
    if (!cambios) return null;
    this.cambios.anunciar(hotelId, cambios);
    return cambios.length;
  }
}
