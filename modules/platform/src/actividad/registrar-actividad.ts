import type { TipoActividad } from '@recepcion/contracts';
import { requestContext } from '../context/request-context';
import type { SqlExecutor } from '../database/sql-executor';

/** One change for the hotel's activity log (Administración › Actividad). */
export interface RegistroActividad {
  tipo: TipoActividad;
  /** What was changed: a catalogue's path (`Habitaciones`), `Tarifa`, `Usuario`, `Configuración`, `Hotel`, `CierreDia`… */
  entidad: string;
  entidadId?: number | null;
  /** In Spanish words, with before → after of what changed. */
  descripcion: string;
  /** Default: the session's hotel. */
  hotelId?: number;
  /** Default: the session's user (null: the system). */
  usuarioId?: number | null;
  /** Default: the request's clock. */
  fecha?: Date;
}

/**
 * Files a change in the hotel's activity log. Call it with the transaction that makes the change
 * (`tx`), so the log holds exactly what was committed. Reservations and blocks need no call: their
 * events are the log.
 */
export async function registrarActividad(tx: SqlExecutor, registro: RegistroActividad): Promise<void> {
  const ctx = requestContext.get();
  const hotelId = registro.hotelId ?? ctx?.hotelId;
  if (hotelId === undefined) throw new Error('registrarActividad: sin hotel');
  await tx.query(
    'insert into actividad (hotel_id, fecha, usuario_id, tipo, entidad, entidad_id, descripcion) values ($1, $2, $3, $4, $5, $6, $7)',
    [hotelId, (registro.fecha ?? ctx?.now ?? new Date()).toISOString(), registro.usuarioId !== undefined ? registro.usuarioId : (ctx?.userId ?? null), registro.tipo, registro.entidad, registro.entidadId ?? null, registro.descripcion],
  );
}
