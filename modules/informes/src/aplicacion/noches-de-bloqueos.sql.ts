/**
 * Each night a block of hotel `$1` holds between `$2` and `$3` (dates, both included): one row
 * (`d`, a timestamp of the night; `b`, the block) per block and night, from `informe_bloqueo`.
 * `donde` narrows the blocks (`and b.motivo_fuera_servicio is not null`: the rooms out of order).
 */
export const nochesDeBloqueos = (donde = '') => `informe_bloqueo b, generate_series(greatest(b.desde, $2::date)::timestamp, least(b.hasta - 1, $3::date)::timestamp, interval '1 day') d
          where b.hotel_id = $1 and b.desde <= $3::date and b.hasta > $2::date ${donde}`;
