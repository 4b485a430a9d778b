import { type Canal, type ConflictoCanal, ENTIDAD_EN_VIVO_CANALES, ESTADOS_SINCRONIZACION, MENSAJES_CANALES, type ResultadoSincronizacion, type UrlIcal } from '@recepcion/contracts';
import { empujar } from '@recepcion/testing-web';
import type { FakeAnswer, RecordedCall } from './fake-api';
import type { Tablas } from './fake-hotel';

/** Channel sync as the fake server keeps it: the feeds, the open conflicts, what the next pull of each feed gives. */
export interface TablasCanales {
  Canales: Canal[];
  Conflictos: ConflictoCanal[];
  /** What `POST /api/Canales/{id}/Sincronizar` gives for a feed: a result, or the Spanish reason it failed (400). */
  Pulls: Record<number, ResultadoSincronizacion | string>;
  /** The secret of each export feed (`habitacion-1`, `canal-2`), renewed by `.../Ical/Renovar`. */
  Secretos: Record<string, number>;
  /** The pull's clock: `UltimaSincronizacion` of the feeds it pulls. */
  ahora: string;
}

export const tablasCanalesIniciales = (): TablasCanales => ({ Canales: [], Conflictos: [], Pulls: {}, Secretos: {}, ahora: '2027-08-03T18:05:00.000Z' });

/** A feed as `GET /api/Canales` lists it. */
export function canal(datos: Partial<Canal> & Pick<Canal, 'Id' | 'HabitacionId' | 'Nombre'>): Canal {
  return {
    HabitacionNombre: String(100 + datos.HabitacionId),
    Url: `https://admin.booking.com/hotel/hoteladmin/ical.html?t=${datos.Id}abc`,
    Activo: true,
    UltimaSincronizacion: null,
    UltimoEstado: null,
    Eventos: 0,
    Error: null,
    ...datos,
  };
}

const refusal = (Message: string): FakeAnswer => ({ status: 400, body: { Message } });
const noEncontrado: FakeAnswer = { status: 404, body: { Message: 'No se encontro' } };

function urlDe(c: TablasCanales, clave: string): UrlIcal {
  c.Secretos[clave] ??= 1;
  return { Url: `http://localhost:3000/ical/${clave}-${c.Secretos[clave]}-secreto.ics` };
}

/** The channel-sync calls of the API for the hotel, answered from `tablas`; undefined for other calls. */
export function servirCanales(tablas: Tablas, { method, url, body }: RecordedCall): FakeAnswer | undefined {
  const c = tablas.canales;
  const ical = /^\/api\/(Habitaciones|Canales)\/(\d+)\/Ical(\/Renovar)?$/.exec(url);
  if (ical) {
    const id = Number(ical[2]);
    const existe = ical[1] === 'Habitaciones' ? tablas.Habitaciones.some((h) => h.Id === id) : c.Canales.some((f) => f.Id === id);
    if (!existe) return noEncontrado;
    const clave = `${ical[1] === 'Habitaciones' ? 'habitacion' : 'canal'}-${id}`;
    if (ical[3] && method === 'POST') c.Secretos[clave] = (c.Secretos[clave] ?? 1) + 1;
    else if (ical[3] || method !== 'GET') return undefined;
    return { body: urlDe(c, clave) };
  }

  if (url === '/api/Canales/Conflictos' && method === 'GET') return { body: c.Conflictos };
  const conflicto = /^\/api\/Canales\/Conflictos\/(\d+)$/.exec(url);
  if (conflicto && method === 'DELETE') {
    const id = Number(conflicto[1]);
    if (!c.Conflictos.some((x) => x.Id === id)) return noEncontrado;
    c.Conflictos = c.Conflictos.filter((x) => x.Id !== id);
    empujar({ entidad: ENTIDAD_EN_VIVO_CANALES.conflictos, metodo: 'update', datos: { Id: id } });
    return { body: { Message: 'Eliminado con éxito' } };
  }

  const pull = /^\/api\/Canales\/(\d+)\/Sincronizar$/.exec(url);
  if (pull && method === 'POST') {
    const feed = c.Canales.find((f) => f.Id === Number(pull[1]));
    if (!feed) return noEncontrado;
    if (!feed.Activo) return refusal(MENSAJES_CANALES.canalInactivo);
    const resultado = c.Pulls[feed.Id] ?? { Eventos: feed.Eventos, Nuevos: 0, Actualizados: 0, Liberados: 0, Conflictos: 0 };
    Object.assign(
      feed,
      typeof resultado === 'string'
        ? { UltimaSincronizacion: c.ahora, UltimoEstado: ESTADOS_SINCRONIZACION.error, Error: resultado }
        : { UltimaSincronizacion: c.ahora, UltimoEstado: ESTADOS_SINCRONIZACION.correcto, Error: null, Eventos: resultado.Eventos },
    );
    empujar({ entidad: ENTIDAD_EN_VIVO_CANALES.canales, metodo: 'update', datos: { Id: feed.Id } });
    return typeof resultado === 'string' ? refusal(resultado) : { body: resultado };
  }

  const crud = /^\/api\/Canales(?:\/(\d+))?$/.exec(url);
  if (!crud) return undefined;
  const id = Number(crud[1] ?? 0);
  const existente = c.Canales.find((f) => f.Id === id);
  if (id && !existente) return noEncontrado;
  if (method === 'GET' && !id) return { body: c.Canales };
  if (method === 'DELETE' && existente) {
    c.Canales = c.Canales.filter((f) => f !== existente);
    c.Conflictos = c.Conflictos.filter((x) => x.CanalId !== id);
    empujar({ entidad: ENTIDAD_EN_VIVO_CANALES.canales, metodo: 'delete', datos: { Id: id } });
    return { body: { Message: 'Eliminado con éxito' } };
  }
  if (method === 'POST' || method === 'PUT') {
    const datos = (body ?? {}) as Partial<Canal>;
    const habitacion = tablas.Habitaciones.find((h) => h.Id === datos.HabitacionId);
    if (!habitacion) return refusal(MENSAJES_CANALES.seleccioneHabitacion);
    if (!datos.Nombre) return refusal(MENSAJES_CANALES.ingreseNombre);
    if (!/^https?:\/\/[^/@]+/.test(datos.Url ?? '')) return refusal(MENSAJES_CANALES.urlNoValida);
    const guardado = canal({
      ...(existente ?? {}),
      Id: existente?.Id ?? Math.max(0, ...c.Canales.map((f) => f.Id)) + 1,
      HabitacionId: habitacion.Id,
      HabitacionNombre: habitacion.Nombre,
      Nombre: datos.Nombre,
      Url: datos.Url ?? '',
      Activo: datos.Activo ?? true,
    });
    c.Canales = existente ? c.Canales.map((f) => (f === existente ? guardado : f)) : [...c.Canales, guardado];
    return { body: guardado };
  }
  return undefined;
}
