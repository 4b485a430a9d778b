import { AsyncResource } from 'node:async_hooks';
import { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { SesionesCerradas } from '@recepcion/contracts';
import { CLOCK, type Clock, LOGGER, sqlExecutor } from '@recepcion/platform';
import type { Logger } from 'pino';

/**
 * A session that ends (logout, a new sign-in from the same browser, a password change, expiry)
 * while it works as another hotel ends that access too: its `volver` row goes to the audit log,
 * to the hotel it signed in to, as `VolverHotel` would write it (without an address: the operator
 * did not ask to go back). Only its own table: the session's last switch says where it was.
 */
@EventsHandler(SesionesCerradas)
export class VolverAlCerrarSesionHandler implements IEventHandler<SesionesCerradas> {
  /** The module's own async context: the write never joins the closer's transaction. */
  private readonly fuera = new AsyncResource('volver-al-cerrar-sesion');

  constructor(
    private readonly orm: MikroORM,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  handle({ sessionIds }: SesionesCerradas): Promise<void> {
    if (sessionIds.length === 0) return Promise.resolve();
    return this.fuera.runInAsyncScope(() =>
      this.volver([...sessionIds]).catch((error) => this.logger.error({ err: error }, 'root: the access of a closed session could not be ended in the audit log')),
    );
  }

  private async volver(sessionIds: string[]): Promise<void> {
    await sqlExecutor(this.orm.em.fork() as EntityManager).query(
      `insert into auditoria_acceso (usuario_id, hotel_id, accion, direccion, creado_en, sesion_id, hotel_propio_id)
       select ultima.usuario_id, ultima.hotel_propio_id, 'volver', null, $2, ultima.sesion_id, ultima.hotel_propio_id
         from (select distinct on (sesion_id) usuario_id, hotel_id, hotel_propio_id, accion, sesion_id
                 from auditoria_acceso
                where sesion_id = any($1::text[])
                order by sesion_id, id desc) ultima
        where ultima.accion = 'acceder' and ultima.hotel_propio_id is not null and ultima.hotel_id <> ultima.hotel_propio_id`,
      [sessionIds, this.clock()],
    );
  }
}
