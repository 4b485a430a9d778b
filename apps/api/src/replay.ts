import type { INestApplicationContext } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ReconstruirCalendario } from '@recepcion/calendario-module';
import { ReconstruirInformes } from '@recepcion/informes-module';
import { comoSistema, DATABASE_CONNECTION, type DatabaseConnection, type ParteReconstruida, reconstruirPartes } from '@recepcion/platform';
import { ReconstruirReservas } from '@recepcion/reservas-module';

/** Each part: reservations rebuilt (reservas) or events folded (calendario, informes), and when its rows committed. */
export interface Replay {
  reservas: ParteReconstruida;
  calendario: ParteReconstruida;
  informes: ParteReconstruida;
  /** From the start to the last part's commit. */
  segundos: number;
}

/**
 * Rebuilds every read model fed by events (`npm run cli -- replay`, tools/bench/replay.js), of one
 * hotel or all, reading the event store once (`reconstruirPartes`). The three parts write disjoint
 * tables. On PostgreSQL each writes in a transaction of its own, on its own connection and server
 * process, all on the reader's snapshot (when the pool has a connection for the reader and one for
 * each part). PGlite runs one transaction at a time: there the three are one transaction.
 */
export async function reconstruirTodo(app: INestApplicationContext, hotelId?: number): Promise<Replay> {
  const partes = [
    app.get(ReconstruirReservas, { strict: false }).parte,
    app.get(ReconstruirCalendario, { strict: false }).parte,
    app.get(ReconstruirInformes, { strict: false }).parte,
  ];
  const database = app.get<DatabaseConnection>(DATABASE_CONNECTION, { strict: false });
  const em = app.get(EntityManager, { strict: false });
  const [reservas, calendario, informes] = await comoSistema(app, () => reconstruirPartes(em, partes, { hotelId, database }));
  return { reservas, calendario, informes, segundos: Math.max(reservas.segundos, calendario.segundos, informes.segundos) };
}
