import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type OpcionesDeReconstruccion, type ParteDeReconstruccion, parteDeReconstruccion, reconstruirParte } from '@recepcion/platform';
import { insercionOcupacionDeReservas, vaciarOcupacionDeReservas } from './ocupacion';
import { proyeccionReserva } from './reserva/reserva.proyeccion';
import type { FilaReserva } from './reserva/reserva.evolucionar';

const presentes = (filas: ReadonlyMap<string, FilaReserva | null>) => [...filas.values()].filter((f): f is FilaReserva => f !== null);

/**
 * Rebuilds the reservation read model and its occupancy from the events alone (tools/replay), by
 * platform's generic rebuild over the same contract the live write uses (`projections/reserva/`):
 * whole streams, thousands of events a page, each folded from nothing by `evolucionarReserva`; each
 * page's rows in one statement, and what the same states occupy in one more (occupancy is the write
 * side's guard, not a read model: the exclusion constraint checks every night written back).
 *
 * One transaction on one snapshot (repeatable read, `reconstruirPartes`): readers see the old rows
 * until the new ones are complete, no other writer takes a night the rebuild has yet to write back,
 * and a reservation appended meanwhile is not in the snapshot, so its own inline write stands and no
 * row is written twice. `parte` is the same rebuild for a replay that reads the store once for
 * every read model (apps/api/src/replay.ts); it counts the reservations rebuilt.
 */
@Injectable()
export class ReconstruirReservas {
  constructor(private readonly em: EntityManager) {}

  readonly parte: ParteDeReconstruccion = (() => {
    const parte = parteDeReconstruccion(proyeccionReserva, {
      ademas: (filas) => {
        const ocupacion = insercionOcupacionDeReservas(presentes(filas).map((f) => f.estado));
        return ocupacion ? [ocupacion] : [];
      },
      contar: (filas) => presentes(filas).length,
    });
    return {
      ...parte,
      vaciar: async (tx, hotelId) => {
        await parte.vaciar(tx, hotelId);
        await vaciarOcupacionDeReservas(tx, hotelId);
      },
    };
  })();

  /** Every hotel, or only `hotelId`. Answers how many reservations were rebuilt. */
  reconstruir(hotelId?: number, opciones: Pick<OpcionesDeReconstruccion, 'lote'> = {}): Promise<number> {
    return reconstruirParte(this.em, this.parte, { hotelId, lote: opciones.lote });
  }
}
