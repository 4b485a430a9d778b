import { randomBytes } from 'node:crypto';
import type { UrlIcal } from '@recepcion/contracts';
import type { SqlExecutor } from '@recepcion/platform';

/** 192 random bits (more than the 128 asked), URL-safe: a feed's address is its only key. */
export const nuevoToken = (): string => randomBytes(24).toString('base64url');

export const urlDeEnlace = (publicUrl: string, token: string): UrlIcal => ({ Url: `${publicUrl}/ical/${token}.ics` });

/**
 * The token of room `habitacionId`'s feed (`canalId` null) or of that room as channel `canalId`
 * reads it; made on first ask. Two first asks at once keep one (the unique indexes decide).
 */
export async function tokenDe(tx: SqlExecutor, hotelId: number, habitacionId: number, canalId: number | null, ahora: Date): Promise<string> {
  await tx.query(
    `insert into ical_enlace (token, hotel_id, habitacion_id, canal_id, creado_en) values ($1, $2, $3, $4, $5) on conflict do nothing`,
    [nuevoToken(), hotelId, habitacionId, canalId, ahora.toISOString()],
  );
  const [fila] = await tx.query<{ token: string }>(
    'select token from ical_enlace where hotel_id = $1 and habitacion_id = $2 and canal_id is not distinct from $3::int',
    [hotelId, habitacionId, canalId],
  );
  return fila.token;
}

/** A new token for the feed: the old address answers 404 from now on. */
export async function renovarToken(tx: SqlExecutor, hotelId: number, habitacionId: number, canalId: number | null, ahora: Date): Promise<string> {
  await tx.query('delete from ical_enlace where hotel_id = $1 and habitacion_id = $2 and canal_id is not distinct from $3::int', [hotelId, habitacionId, canalId]);
  return tokenDe(tx, hotelId, habitacionId, canalId, ahora);
}
