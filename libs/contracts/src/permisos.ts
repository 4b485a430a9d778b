/**
 * A hotel user's type (`IDTipoUsuario`, spec default 'AD') and what it may change. Reading is open
 * to every type; writes need the level their route declares (`@Escritura` in platform, default
 * 'administracion'). Operators count as 'AD' in any hotel. The rules: modules/cuenta/README.md.
 */
export const NOMBRES_TIPO_USUARIO = { AD: 'Administrador', RE: 'Recepción', CO: 'Consulta', CA: 'Camarería' } as const;

export type TipoUsuario = keyof typeof NOMBRES_TIPO_USUARIO;

export const CODIGOS_TIPO_USUARIO = Object.keys(NOMBRES_TIPO_USUARIO) as TipoUsuario[];

/**
 * What a write needs: `todos` (anyone signed in: their own password, signing out, the error log),
 * `recepcion` (the front desk's daily work: reservations and their statuses, the calendar, room
 * blocks, the waiting list, expenses, clients), `administracion` (everything else: the hotel's
 * settings, master data, price tables, users; deleting a reservation).
 */
export type PermisoEscritura = 'todos' | 'recepcion' | 'administracion' | 'camareria';

const PERMISOS: Record<TipoUsuario, readonly PermisoEscritura[]> = {
  AD: ['todos', 'recepcion', 'administracion', 'camareria'],
  RE: ['todos', 'recepcion', 'camareria'],
  CO: ['todos'],
  CA: ['todos', 'camareria'],
};

export const esTipoUsuario = (codigo: unknown): codigo is TipoUsuario => typeof codigo === 'string' && codigo in NOMBRES_TIPO_USUARIO;

/** May a user of this type make a write that needs `permiso`? An unknown type may not. */
export function puedeEscribir(tipo: string | undefined, permiso: PermisoEscritura): boolean {
  return esTipoUsuario(tipo) && PERMISOS[tipo].includes(permiso);
}

/** The 403 a type gets for a write above it. */
export const mensajeSinPermisoTipo = (tipo: string): string =>
  `Su tipo de usuario (${esTipoUsuario(tipo) ? NOMBRES_TIPO_USUARIO[tipo] : tipo}) no permite esta operación`;

/** The Camarería user type: the housekeeping board only (the API refuses it every other route). */
export const TIPO_CAMARERIA = 'CA' satisfies TipoUsuario;

/**
 * Whether this signed-in user sees only the housekeeping board (`/pisos`): a Camarería user who
 * is not an operator (operators count as 'AD' in any hotel).
 */
export const soloTableroDePisos = (usuario: { TipoUsuario?: string; EsOperador?: boolean } | undefined): boolean =>
  Boolean(usuario && !usuario.EsOperador && usuario.TipoUsuario === TIPO_CAMARERIA);
