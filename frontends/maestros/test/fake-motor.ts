import { type ConfiguracionMotor, LIMITES_MOTOR, MENSAJES_MOTOR as M, MOTOR_PREDETERMINADO } from '@recepcion/contracts';
import type { FakeAnswer, RecordedCall } from './fake-api';
import type { Tablas } from './fake-hotel';

/** The booking engine as the fake server keeps it: the hotel's settings and the addresses other hotels use. */
export interface TablasMotor {
  Configuracion: ConfiguracionMotor;
  /** Addresses taken by other hotels: saving one answers `slugEnUso`. */
  SlugsOcupados: string[];
}

/** A new hotel's engine (modules/motor `configuracionInicial`): off, every room type, a suggested address. */
export function motorInicial(tiposHabitacion: number[], cambios: Partial<ConfiguracionMotor> = {}): ConfiguracionMotor {
  return { Activo: false, Slug: 'hotel-sur', TiposHabitacion: tiposHabitacion, Descripciones: [], SitioPermitido: null, ...MOTOR_PREDETERMINADO, ...cambios };
}

export const tablasMotorIniciales = (tiposHabitacion: number[]): TablasMotor => ({ Configuracion: motorInicial(tiposHabitacion), SlugsOcupados: ['hotel-playa'] });

const refusal = (Message: string): FakeAnswer => ({ status: 400, body: { Message } });

/** modules/motor `origenDeSitio`: the site's origin, or null. */
function origenDeSitio(sitio: string): string | null {
  try {
    const url = new URL(sitio);
    if (!['http:', 'https:'].includes(url.protocol) || url.username || url.password || (url.pathname !== '/' && url.pathname !== '') || url.search || url.hash) return null;
    return url.origin;
  } catch {
    return null;
  }
}

/** The settings' rules of modules/motor (`problemaDeConfiguracion`, the DTO), with their Spanish messages. */
function problema(c: ConfiguracionMotor, tipos: Set<number>): string | null {
  if (!/^[a-z0-9](?:[a-z0-9-]{1,58})[a-z0-9]$/.test(c.Slug) || ['reservas', 'reserva', 'api', 'assets', 'admin', 'root'].includes(c.Slug)) return M.slugNoValido;
  if (c.TiposHabitacion.some((t) => !tipos.has(t)) || c.Descripciones.some((d) => !tipos.has(d.TipoHabitacionId))) return M.tiposNoValidos;
  const entero = (n: unknown) => typeof n === 'number' && Number.isInteger(n);
  if (!entero(c.EstanciaMinima) || !entero(c.EstanciaMaxima) || c.EstanciaMinima < 1 || c.EstanciaMinima > c.EstanciaMaxima || c.EstanciaMaxima > LIMITES_MOTOR.estanciaMaxima) return M.estanciaNoValida;
  if (!entero(c.DiasAnticipacionMinima) || !entero(c.DiasAnticipacionMaxima) || c.DiasAnticipacionMinima < 0 || c.DiasAnticipacionMinima > c.DiasAnticipacionMaxima || c.DiasAnticipacionMaxima > LIMITES_MOTOR.anticipacionMaxima)
    return M.anticipacionNoValida;
  if (c.EstadoInicialId !== 1 && c.EstadoInicialId !== 2) return M.estadoInicialNoValido;
  if (!entero(c.DiasCancelacionGratis) || c.DiasCancelacionGratis < 0 || c.DiasCancelacionGratis > LIMITES_MOTOR.cancelacionMaxima) return M.diasCancelacionNoValidos;
  return null;
}

/** `GET/PUT /api/MotorReservas` for the hotel (an administrator), answered from `tablas`; undefined for other calls. */
export function servirMotor(tablas: Tablas, { method, url, body }: RecordedCall): FakeAnswer | undefined {
  if (url !== '/api/MotorReservas') return undefined;
  const m = tablas.motor;
  if (method === 'GET') return { body: m.Configuracion };
  if (method !== 'PUT') return undefined;
  const datos = body as ConfiguracionMotor;
  const sitio = datos.SitioPermitido ? origenDeSitio(datos.SitioPermitido) : null;
  if (datos.SitioPermitido && !sitio) return refusal(M.sitioNoValido);
  const config: ConfiguracionMotor = {
    ...datos,
    Slug: String(datos.Slug ?? '').trim().toLowerCase(),
    TiposHabitacion: [...new Set(datos.TiposHabitacion)],
    Descripciones: datos.Descripciones.filter((d) => d.Descripcion.trim() !== '').map((d) => ({ TipoHabitacionId: d.TipoHabitacionId, Descripcion: d.Descripcion.trim() })),
    SitioPermitido: sitio,
  };
  const error = problema(config, new Set(tablas.TiposHabitacion.map((t) => t.Id)));
  if (error) return refusal(error);
  if (m.SlugsOcupados.includes(config.Slug)) return refusal(M.slugEnUso);
  m.Configuracion = config;
  return { body: config };
}
