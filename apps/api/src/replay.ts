import { performance } from 'node:perf_hooks';
import type { INestApplicationContext } from '@nestjs/common';
import { ReconstruirCalendario } from '@recepcion/calendario-module';
import { ReconstruirInformes } from '@recepcion/informes-module';
import { comoSistema, DATABASE_CONNECTION, type DatabaseConnection } from '@recepcion/platform';
import { ReconstruirReservas } from '@recepcion/reservas-module';

export interface ParteReplay {
  /** Reservations rebuilt (reservas) or events read (calendario, informes). */
  n: number;
  segundos: number;
}

export interface Replay {
  reservas: ParteReplay;
  calendario: ParteReplay;
  informes: ParteReplay;
  /** From the first part's start to the last one's end. */
  segundos: number;
}

/**
 * Rebuilds every read model fed by events (`npm run cli -- replay`, tools/bench/replay.js), of one
 * hotel or all. The three parts write disjoint tables, each in its own transaction. On PostgreSQL
 * they run at once, each on its own connection and server process; PGlite runs one transaction at
 * a time, and three waiting on one another there cost more than one after another.
 */
export async function reconstruirTodo(app: INestApplicationContext, hotelId?: number): Promise<Replay> {
  const inicio = performance.now();
  const parte = async (trabajo: () => Promise<number>): Promise<ParteReplay> => {
    const t = performance.now();
    const n = await comoSistema(app, trabajo);
    return { n, segundos: (performance.now() - t) / 1000 };
  };
  const partes = [
    () => parte(() => app.get(ReconstruirReservas, { strict: false }).reconstruir(hotelId)),
    () => parte(() => app.get(ReconstruirCalendario, { strict: false }).reconstruir(hotelId)),
    () => parte(() => app.get(ReconstruirInformes, { strict: false }).reconstruir(hotelId)),
  ];
  const aLaVez = app.get<DatabaseConnection>(DATABASE_CONNECTION, { strict: false }).kind === 'postgresql';
  const resultados: ParteReplay[] = [];
  if (aLaVez) resultados.push(...(await Promise.all(partes.map((p) => p()))));
  else for (const p of partes) resultados.push(await p());
  const [reservas, calendario, informes] = resultados;
  return { reservas, calendario, informes, segundos: (performance.now() - inicio) / 1000 };
}
