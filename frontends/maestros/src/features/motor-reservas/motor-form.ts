import { type ConfiguracionMotor, LIMITES_MOTOR, MENSAJES_MOTOR as M } from '@recepcion/contracts';
import type { TipoHabitacion } from '../../lib/tipos';
import { limpio, textoOpcional, type Errores } from '../../lib/validacion';

export const LARGO_SLUG = 60;
export const LARGO_DESCRIPCION = 1000;
export const LARGO_SITIO = 200;

/** The page's address as the server takes it (modules/motor): 3 to 60 lower case letters, digits and hyphens, not starting or ending with one. */
export const FORMATO_SLUG = /^[a-z0-9](?:[a-z0-9-]{1,58})[a-z0-9]$/;

/** The booking page's path on this origin. */
export const RUTA_RESERVAR = '/reservar/';

export interface MotorForm {
  Activo: boolean;
  Slug: string;
  /** The room types sold online (ids), in the order they were ticked. */
  TiposHabitacion: readonly number[];
  /** Each room type's text on the page, by its id (kept while its type is not ticked). */
  Descripciones: Readonly<Record<number, string>>;
  EstanciaMinima: number | null;
  EstanciaMaxima: number | null;
  DiasAnticipacionMinima: number | null;
  DiasAnticipacionMaxima: number | null;
  PermiteNinos: boolean;
  /** '1' Sin confirmar, '2' Confirmado, as the select holds it. */
  EstadoInicialId: string;
  DiasCancelacionGratis: number | null;
  SitioPermitido: string;
}

export type CampoMotor = keyof MotorForm;

/** The page's order of the fields: the focus goes to the first one with a message. */
export const ORDEN_MOTOR = [
  'Activo',
  'Slug',
  'TiposHabitacion',
  'EstanciaMinima',
  'EstanciaMaxima',
  'DiasAnticipacionMinima',
  'DiasAnticipacionMaxima',
  'PermiteNinos',
  'EstadoInicialId',
  'DiasCancelacionGratis',
  'SitioPermitido',
] as const satisfies readonly CampoMotor[];

/** The initial statuses a web booking may start in. */
export const ESTADOS_INICIALES = [
  { value: '1', label: 'Sin confirmar' },
  { value: '2', label: 'Confirmado' },
] as const;

export const motorForm = (c: ConfiguracionMotor): MotorForm => ({
  Activo: c.Activo,
  Slug: c.Slug,
  TiposHabitacion: [...c.TiposHabitacion],
  Descripciones: Object.fromEntries(c.Descripciones.map((d) => [d.TipoHabitacionId, d.Descripcion])),
  EstanciaMinima: c.EstanciaMinima,
  EstanciaMaxima: c.EstanciaMaxima,
  DiasAnticipacionMinima: c.DiasAnticipacionMinima,
  DiasAnticipacionMaxima: c.DiasAnticipacionMaxima,
  PermiteNinos: c.PermiteNinos,
  EstadoInicialId: String(c.EstadoInicialId),
  DiasCancelacionGratis: c.DiasCancelacionGratis,
  SitioPermitido: c.SitioPermitido ?? '',
});

/** The address as it is saved: trimmed, in lower case (the server lowers it too). */
export const slugDe = (slug: string): string => limpio(slug).toLowerCase();

/** `https://hotel.cl/reservar/playa-azul`: the booking page at `origen`. */
export const direccionPagina = (origen: string, slug: string): string => `${origen}${RUTA_RESERVAR}${slug}`;

/** The documented snippet that shows the booking page inside the hotel's own site. */
export const codigoIframe = (direccion: string): string =>
  `<iframe src="${direccion}" title="Reservas" style="width:100%;min-height:900px;border:0" loading="lazy"></iframe>`;

/** A site the server accepts (modules/motor `origenDeSitio`): http(s), a host, no user, path, query or fragment. Empty is fine (none). */
export function sitioValido(sitio: string): boolean {
  const texto = limpio(sitio);
  if (!texto) return true;
  if (texto.length > LARGO_SITIO) return false;
  try {
    const url = new URL(texto);
    return (url.protocol === 'http:' || url.protocol === 'https:') && Boolean(url.hostname) && !url.username && !url.password && (url.pathname === '/' || url.pathname === '') && !url.search && !url.hash;
  } catch {
    return false;
  }
}

const entre = (n: number | null, min: number, max: number): n is number => n !== null && Number.isInteger(n) && n >= min && n <= max;

/**
 * The server's rules (modules/motor `problemaDeConfiguracion` and its DTO), field by field, with
 * its Spanish messages. An engine switched on must sell at least one of the hotel's room types
 * (`tiposDelHotel`, its ids): otherwise its page would offer nothing.
 */
export function validarMotor(form: MotorForm, tiposDelHotel: readonly number[]): Errores<CampoMotor> {
  const errores: Errores<CampoMotor> = {};
  if (!FORMATO_SLUG.test(slugDe(form.Slug))) errores.Slug = M.slugNoValido;
  if (form.Activo && !form.TiposHabitacion.some((id) => tiposDelHotel.includes(id))) errores.TiposHabitacion = M.tiposNoValidos;

  const { estanciaMaxima, anticipacionMaxima, cancelacionMaxima } = LIMITES_MOTOR;
  const minima = entre(form.EstanciaMinima, 1, estanciaMaxima) ? form.EstanciaMinima : null;
  if (minima === null) errores.EstanciaMinima = M.estanciaNoValida;
  if (!entre(form.EstanciaMaxima, 1, estanciaMaxima) || (minima !== null && form.EstanciaMaxima < minima)) errores.EstanciaMaxima = M.estanciaNoValida;

  const desde = entre(form.DiasAnticipacionMinima, 0, anticipacionMaxima) ? form.DiasAnticipacionMinima : null;
  if (desde === null) errores.DiasAnticipacionMinima = M.anticipacionNoValida;
  if (!entre(form.DiasAnticipacionMaxima, 0, anticipacionMaxima) || (desde !== null && form.DiasAnticipacionMaxima < desde)) errores.DiasAnticipacionMaxima = M.anticipacionNoValida;

  if (!ESTADOS_INICIALES.some((e) => e.value === form.EstadoInicialId)) errores.EstadoInicialId = M.estadoInicialNoValido;
  if (!entre(form.DiasCancelacionGratis, 0, cancelacionMaxima)) errores.DiasCancelacionGratis = M.diasCancelacionNoValidos;
  if (!sitioValido(form.SitioPermitido)) errores.SitioPermitido = M.sitioNoValido;
  return errores;
}

/**
 * The body of `PUT /api/MotorReservas`. Only the hotel's room types (`tipos`) go: one deleted
 * since would make the server refuse the whole save. Types go in the hotel's order; empty
 * descriptions are left out (the server drops them too).
 */
export function motorDatos(form: MotorForm, tipos: readonly Pick<TipoHabitacion, 'Id'>[]): ConfiguracionMotor {
  return {
    Activo: form.Activo,
    Slug: slugDe(form.Slug),
    TiposHabitacion: tipos.filter((t) => form.TiposHabitacion.includes(t.Id)).map((t) => t.Id),
    Descripciones: tipos.flatMap((t) => {
      const texto = limpio(form.Descripciones[t.Id]);
      return texto ? [{ TipoHabitacionId: t.Id, Descripcion: texto }] : [];
    }),
    EstanciaMinima: form.EstanciaMinima ?? 0,
    EstanciaMaxima: form.EstanciaMaxima ?? 0,
    DiasAnticipacionMaxima: form.DiasAnticipacionMaxima ?? 0,
    DiasAnticipacionMinima: form.DiasAnticipacionMinima ?? 0,
    PermiteNinos: form.PermiteNinos,
    EstadoInicialId: form.EstadoInicialId === '2' ? 2 : 1,
    DiasCancelacionGratis: form.DiasCancelacionGratis ?? 0,
    SitioPermitido: textoOpcional(form.SitioPermitido),
  };
}

/** The field a refusal of the server (`MENSAJES_MOTOR`) is about, to show it there; null for any other message. */
export function campoDelMensaje(mensaje: string): CampoMotor | null {
  switch (mensaje) {
    case M.slugNoValido:
    case M.slugEnUso:
      return 'Slug';
    case M.tiposNoValidos:
      return 'TiposHabitacion';
    case M.estanciaNoValida:
      return 'EstanciaMinima';
    case M.anticipacionNoValida:
      return 'DiasAnticipacionMinima';
    case M.estadoInicialNoValido:
      return 'EstadoInicialId';
    case M.diasCancelacionNoValidos:
      return 'DiasCancelacionGratis';
    case M.sitioNoValido:
      return 'SitioPermitido';
    default:
      return null;
  }
}
