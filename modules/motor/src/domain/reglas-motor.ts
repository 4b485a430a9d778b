import { type ConfiguracionMotor, LIMITES_MOTOR, MENSAJES_MOTOR as M, MOTOR_PREDETERMINADO } from '@recepcion/contracts';
import { diaIso, formatearFecha, sumarDias } from '@recepcion/domain';

export const FORMATO_SLUG = /^[a-z0-9](?:[a-z0-9-]{1,58})[a-z0-9]$/;
/** Words the page's own paths use. */
const SLUGS_RESERVADOS = new Set(['reservas', 'reserva', 'api', 'assets', 'admin', 'root']);

/** `Hotel Playa Azul` → `hotel-playa-azul`: the address a new engine suggests. */
export function slugDe(nombre: string, hotelId: number): string {
  const base = nombre
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50)
    .replace(/-+$/g, '');
  return base.length >= 3 ? base : `hotel-${hotelId}`;
}

export const slugValido = (slug: string): boolean => FORMATO_SLUG.test(slug) && !SLUGS_RESERVADOS.has(slug);

/** A new hotel's engine: off, every room type, the defaults of the issue. */
export function configuracionInicial(slug: string, tipos: number[]): ConfiguracionMotor {
  return { Activo: false, Slug: slug, TiposHabitacion: tipos, Descripciones: [], SitioPermitido: null, ...MOTOR_PREDETERMINADO };
}

/** The settings' own rules (beyond each field's): the Spanish reason, or null. */
export function problemaDeConfiguracion(c: ConfiguracionMotor, tiposDelHotel: ReadonlySet<number>): string | null {
  if (!slugValido(c.Slug)) return M.slugNoValido;
  if (c.TiposHabitacion.some((t) => !tiposDelHotel.has(t)) || c.Descripciones.some((d) => !tiposDelHotel.has(d.TipoHabitacionId))) return M.tiposNoValidos;
  if (c.EstanciaMinima < 1 || c.EstanciaMinima > c.EstanciaMaxima || c.EstanciaMaxima > LIMITES_MOTOR.estanciaMaxima) return M.estanciaNoValida;
  if (c.DiasAnticipacionMinima < 0 || c.DiasAnticipacionMinima > c.DiasAnticipacionMaxima || c.DiasAnticipacionMaxima > LIMITES_MOTOR.anticipacionMaxima) return M.anticipacionNoValida;
  if (c.DiasCancelacionGratis < 0 || c.DiasCancelacionGratis > LIMITES_MOTOR.cancelacionMaxima) return M.diasCancelacionNoValidos;
  return null;
}

/** `https://www.mihotel.cl` (scheme and host, maybe a port), or null when it is not one. */
export function origenDeSitio(sitio: string): string | null {
  try {
    const url = new URL(sitio);
    if (!['http:', 'https:'].includes(url.protocol) || url.username || url.password || (url.pathname !== '/' && url.pathname !== '') || url.search || url.hash) return null;
    return url.origin;
  } catch {
    return null;
  }
}

export interface Busqueda {
  desde: string;
  hasta: string;
  adultos: number;
  ninos: number;
}

/** What the engine's settings allow a guest to ask, from today (`hoy`): the Spanish reason, or null. */
export function problemaDeBusqueda(b: Busqueda, c: ConfiguracionMotor, hoy: string): string | null {
  const noches = diaIso(b.hasta) - diaIso(b.desde);
  if (!(noches > 0)) return M.fechasNoValidas;
  if (noches < c.EstanciaMinima || noches > c.EstanciaMaxima) return M.estanciaFuera(c.EstanciaMinima, c.EstanciaMaxima);
  const primera = sumarDias(hoy, c.DiasAnticipacionMinima);
  const ultima = sumarDias(hoy, c.DiasAnticipacionMaxima);
  if (diaIso(b.desde) < diaIso(primera) || diaIso(b.desde) > diaIso(ultima)) return M.anticipacionFuera(formatearFecha(primera), formatearFecha(ultima));
  if (!Number.isInteger(b.adultos) || b.adultos < 1 || b.adultos > LIMITES_MOTOR.huespedesMaximos) return M.adultosNoValidos;
  if (!Number.isInteger(b.ninos) || b.ninos < 0 || b.ninos > LIMITES_MOTOR.huespedesMaximos) return M.adultosNoValidos;
  if (b.ninos > 0 && !c.PermiteNinos) return M.ninosNoPermitidos;
  return null;
}

/** The last day a guest may cancel free of charge: `DiasCancelacionGratis` days before arrival. */
export const anularHasta = (checkIn: string, c: Pick<ConfiguracionMotor, 'DiasCancelacionGratis'>): string => sumarDias(checkIn, -c.DiasCancelacionGratis);
