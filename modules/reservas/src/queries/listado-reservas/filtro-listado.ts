import { ESTADO_RESERVA, type FiltroListadoReservas } from '@recepcion/contracts';
import { sumarDias } from '@recepcion/domain';

/**
 * The reservations of the list, as a `where` over table `reserva` and its parameters $1–$6: the
 * hotel's, not deleted, whose stay touches [Desde, Hasta] (a year from Desde when Hasta is absent),
 * of one client when ClienteId is given, cancelled ones only when Anulados.
 */
export const WHERE_LISTADO = `hotel_id = $1 and not eliminada and check_out > $2::date and check_in <= $3::date
  and ($4::int is null or $4::int = 0 or cliente_id = $4::int)
  and ($5::boolean or estado_id <> $6)`;

export function parametrosListado(hotelId: number, filtro: FiltroListadoReservas): unknown[] {
  const hasta = filtro.Hasta ?? sumarDias(filtro.Desde, 366);
  return [hotelId, filtro.Desde, hasta, filtro.ClienteId ?? null, filtro.Anulados === true, ESTADO_RESERVA.anulado];
}
