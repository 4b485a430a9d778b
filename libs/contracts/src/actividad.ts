import { TAMANO_PAGINA_LISTADO } from './reservas';

/**
 * Administración › Actividad: who changed what in the hotel. Wire types of `GET /api/Actividad`,
 * the kinds of change it lists and its messages live here.
 */

/** The kinds of change, as the screen's filter and the rows' `Tipo` name them. */
export const TIPOS_ACTIVIDAD = ['Reserva', 'Bloqueo', 'Habitación', 'Catálogo', 'Tarifa', 'Usuario', 'Configuración', 'Cierre', 'Acceso de operador'] as const;

export type TipoActividad = (typeof TIPOS_ACTIVIDAD)[number];

export const esTipoActividad = (valor: unknown): valor is TipoActividad => (TIPOS_ACTIVIDAD as readonly unknown[]).includes(valor);

/** Page sizes of the activity log: those of the other paged lists. */
export const TAMANO_PAGINA_ACTIVIDAD = TAMANO_PAGINA_LISTADO;

export const MENSAJES_ACTIVIDAD = {
  desdeNoValida: 'Seleccione una fecha desde válida (aaaa-mm-dd)',
  hastaNoValida: 'Seleccione una fecha hasta válida (aaaa-mm-dd)',
  rangoNoValido: 'La fecha desde no puede ser posterior a la fecha hasta',
  usuarioNoValido: 'Seleccione un usuario válido',
  tipoNoValido: `Seleccione un tipo válido: ${TIPOS_ACTIVIDAD.join(', ')}`,
  paginaNoValida: 'La página no es válida',
  tamanoPaginaNoValido: `El tamaño de página debe estar entre 1 y ${TAMANO_PAGINA_ACTIVIDAD.maximo}`,
} as const;

/** `GET /api/Actividad?desde=&hasta=&usuario=&tipo=&pagina=&tamano=`: every filter optional. */
export interface FiltroActividad {
  /** `yyyy-MM-dd`, first day (UTC) included. */
  desde?: string;
  /** `yyyy-MM-dd`, last day (UTC) included. */
  hasta?: string;
  /** A user id: only that user's changes. */
  usuario?: number;
  tipo?: TipoActividad;
  /** From 1; default 1. */
  pagina?: number;
  /** Rows per page, 1 to 500; default 50. */
  tamano?: number;
}

/** One change: when (ISO-8601), who, what kind, on what, and what, in Spanish words. */
export interface FilaActividadHotel {
  Fecha: string;
  /** The user's name; null for a change the system made on its own. */
  Usuario: string | null;
  UsuarioId: number | null;
  Tipo: TipoActividad;
  /** What was changed: `Reserva`, `Bloqueo`, a catalogue's path (`Habitaciones`), `Tarifa`, `Usuario`… */
  Entidad: string;
  EntidadId: number | null;
  Descripcion: string;
}

/** A page of the activity log, newest first, and how many changes the filter matches. */
export interface ActividadPaginada {
  Filas: FilaActividadHotel[];
  Pagina: number;
  TamanoPagina: number;
  Total: number;
}

/**
 * How the activity log names the records of each plain list (the generic CRUD's `ruta`) and under
 * which kind it files their changes; a list not named here is a «Catálogo» under its path.
 */
export const CATALOGOS_ACTIVIDAD: Readonly<Record<string, { nombre: string; tipo: TipoActividad }>> = {
  Habitaciones: { nombre: 'habitación', tipo: 'Habitación' },
  TiposHabitacion: { nombre: 'tipo de habitación', tipo: 'Habitación' },
  GruposServicio: { nombre: 'grupo de servicio', tipo: 'Catálogo' },
  Cargos: { nombre: 'cargo', tipo: 'Catálogo' },
  Regimenes: { nombre: 'régimen', tipo: 'Catálogo' },
  Clientes: { nombre: 'cliente', tipo: 'Catálogo' },
  TipoImpuestos: { nombre: 'tipo de impuesto', tipo: 'Tarifa' },
  FormasPago: { nombre: 'forma de pago', tipo: 'Catálogo' },
  Temporadas: { nombre: 'temporada', tipo: 'Tarifa' },
  HotelMonedas: { nombre: 'moneda', tipo: 'Tarifa' },
};
