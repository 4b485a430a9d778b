import { AsyncLocalStorage } from 'node:async_hooks';

/** What the server knows about the caller, from its own session only. */
export interface RequestContextData {
  requestId: string;
  hotelId?: number;
  userId?: number;
  esOperador?: boolean;
  /** The user's type in the session's hotel ('AD', 'RE', 'CO'); operators are 'AD'. */
  tipoUsuario?: string;
  sessionId?: string;
  /** The request's clock; tests inject one. */
  now: Date;
  /** The caller's browser's time zone (the `tz` cookie): only where the desk's day is (`hoyDelHotel`), never access. */
  zonaDelNavegador?: string;
  /** The session hotel's own time zone (its configuration's `ZonaHoraria`): the hotel's day is read in it before the browser's. */
  zonaDelHotel?: string;
  /**
   * A read of this request went to the standby (`BaseDeLectura`): the moment its data is from
   * when it is behind, sent as the CABECERA_DATOS_AL header.
   */
  datosAl?: Promise<string | null>;
}

const storage = new AsyncLocalStorage<RequestContextData>();

export const requestContext = {
  run<T>(data: RequestContextData, work: () => T): T {
    return storage.run(data, work);
  },
  get(): RequestContextData | undefined {
    return storage.getStore();
  },
  /** For code that must not run outside a request (e.g. hotel-scoped queries). */
  require(): RequestContextData {
    const data = storage.getStore();
    if (!data) throw new Error('No request context');
    return data;
  },
};
