import { type EventoReservaPublicado, idDeStream, PREFIJO_STREAM_RESERVA, TIPOS_EVENTO_CUENTA_RESERVA_PUBLICADOS, TIPOS_EVENTO_RESERVA_PUBLICADOS } from '@recepcion/contracts';
import { sumarDias } from '@recepcion/domain';
import { leerStreamsALas, leerStreamsPorIdALas, type SqlExecutor, type StreamLeido } from '@recepcion/platform';
import { evolucionar, type ReservaInforme } from '../domain/reserva-informe';

const TIPOS = [...TIPOS_EVENTO_RESERVA_PUBLICADOS, ...TIPOS_EVENTO_CUENTA_RESERVA_PUBLICADOS];

/**
 * The hotel's reservations as they stood at `momento`, among those whose stays touched the nights
 * `desde`–`hasta` (both included) up to then: each folded by the reports' own `evolucionar` up to
 * that moment, the state `informe_reserva.datos` held then. The caller filters as its SQL does.
 */
export async function reservasALas(tx: SqlExecutor, hotelId: number, momento: Date, desde: string, hasta: string): Promise<ReservaInforme[]> {
  const streams = await leerStreamsALas(tx, { hotelId, momento, desde, hasta: sumarDias(hasta, 1), prefijos: [PREFIJO_STREAM_RESERVA], tipos: TIPOS });
  return plegar(streams);
}

/** These reservations of the hotel (by id) as they stood at `momento`; one that did not exist yet is left out. */
export async function reservasPorIdALas(tx: SqlExecutor, hotelId: number, momento: Date, ids: readonly number[]): Promise<ReservaInforme[]> {
  const streams = await leerStreamsPorIdALas(tx, { hotelId, momento, streamIds: ids.map((id) => `${PREFIJO_STREAM_RESERVA}${id}`), tipos: TIPOS });
  return plegar(streams);
}

function plegar(streams: StreamLeido[]): ReservaInforme[] {
  const reservas: ReservaInforme[] = [];
  for (const { streamId, eventos } of streams) {
    const id = idDeStream(streamId, PREFIJO_STREAM_RESERVA);
    if (id === null) continue;
    let estado: ReservaInforme | null = null;
    // As the projection keeps it: an event that leaves nothing does not undo the row.
    for (const e of eventos) estado = evolucionar(estado, id, e as EventoReservaPublicado) ?? estado;
    if (estado) reservas.push(estado);
  }
  return reservas;
}
