import { randomBytes } from 'node:crypto';
import type { UrlIcal } from '@recepcion/contracts';
import type { SqlExecutor } from '@recepcion/platform';

/** 192 random bits (more than the 128 asked), URL-safe: a feed's address is its only key. */
export const nuevoToken = (): string => randomBytes(24).toString('base64url');

export const urlDeEnlace = (publicUrl: string, token: string): UrlIcal => ({ Url: `${publicUrl}/ical/${token}.ics` });

/**
 * The token of room `habitacionId`'s feed (`canalId` null) or of that room as channel `canalId`
 * reads it; made on first ask. One statement each: two first asks at once keep one token (the
 * unique indexes decide), and a renewal running alongside cannot leave an ask without a row.
 */
export const tokenDe = (tx: SqlExecutor, hotelId: number, habitacionId: number, canalId: number | null, ahora: Date): Promise<string> =>
  escribirToken(tx, hotelId, habitacionId, canalId, ahora, 'set token = ical_enlace.token');

/** A new token for the feed: the old address answers 404 from now on. */
export const renovarToken = (tx: SqlExecutor, hotelId: number, habitacionId: number, canalId: number | null, ahora: Date): Promise<string> =>
  escribirToken(tx, hotelId, habitacionId, canalId, ahora, 'set token = excluded.token, creado_en = excluded.creado_en, huella = null, modificado_en = null');

async function escribirToken(tx: SqlExecutor, hotelId: number, habitacionId: number, canalId: number | null, ahora: Date, siExiste: string): Promise<string> {
  const conflicto = canalId === null ? '(hotel_id, habitacion_id) where canal_id is null' : '(canal_id) where canal_id is not null';
  const [fila] = await tx.query<{ token: string }>(
    `insert into ical_enlace (token, hotel_id, habitacion_id, canal_id, creado_en) values ($1, $2, $3, $4, $5)
     on conflict ${conflicto} do update ${siExiste} returning token`,
    [nuevoToken(), hotelId, habitacionId, canalId, ahora.toISOString()],
  );
  return fila.token;
}
