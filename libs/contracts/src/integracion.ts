/**
 * What every module shares on the CQRS buses: the notice of a changed reference-list entity and
 * the shape of a hotel's data. Each module's own messages live in `<modulo>/integracion.ts`, owned
 * by the module that answers them; tools/arquitectura checks who may send what.
 */

/**
 * Published after a committed insert, update or delete of a reference-list entity; the live
 * channel sends it to every open session of the hotel as `up` {entidad, metodo, datos}.
 */
export class EntidadCambiada {
  constructor(
    readonly hotelId: number | null,
    readonly entidad: string,
    readonly metodo: 'insert' | 'update' | 'delete',
    readonly datos: unknown,
  ) {}
}

export type ListasReferencia = Record<string, unknown[]>;

/**
 * Hotel deletion (provider tools): each module that keeps a hotel's data answers its own command
 * (one handler per class), in the caller's transaction. 'exportar' answers the hotel's rows per
 * table; 'eliminar' deletes them and answers the rows deleted per table. Nothing of another hotel.
 */
export type AccionDatosHotel = 'exportar' | 'eliminar';

export type DatosDeHotel = Record<string, unknown[] | number>;
