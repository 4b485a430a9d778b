import { type EventoReservaPublicado, idDeStream, PREFIJO_STREAM_RESERVA, TIPOS_EVENTO_CUENTA_RESERVA_PUBLICADOS, TIPOS_EVENTO_RESERVA_PUBLICADOS } from '@recepcion/contracts';
import { sumarDias } from '@recepcion/domain';
import { leerStreamsALas, type SqlExecutor } from '@recepcion/platform';
import { evolucionar, type ReservaInforme } from '../domain/reserva-informe';

/**
 * The hotel's reservations as they stood at `momento`, among those whose stays touched the nights
 * `desde`–`hasta` (both included) up to then: each folded by the reports' own `evolucionar` up to
 * that moment, the state `informe_reserva.datos` held then. The caller filters as its SQL does.
 */
export async function reservasALas(tx: SqlExecutor, hotelId: number, momento: Date, desde: string, hasta: string): Promise<ReservaInforme[]> {
  const streams = await leerStreamsALas(tx, {
    hotelId,
    momento,
    desde,
    hasta: sumarDias(hasta, 1),
    prefijos: [PREFIJO_STREAM_RESERVA],
    tipos: [...TIPOS_EVENTO_RESERVA_PUBLICADOS, ...TIPOS_EVENTO_CUENTA_RESERVA_PUBLICADOS],
  });
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
