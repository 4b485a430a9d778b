import { TIPO_USUARIO_NUEVO, TIPO_USUARIO_PREDETERMINADO } from '@recepcion/contracts';

/** IDTipoUsuario codes the API accepts, with the names the page shows. */
export const TIPOS_USUARIO = [
  { value: 'AD', label: 'Administrador' },
  { value: 'RE', label: 'Recepción' },
  { value: 'CO', label: 'Consulta' },
] as const;

export type TipoUsuario = (typeof TIPOS_USUARIO)[number]['value'];

export const TIPO_PREDETERMINADO = TIPO_USUARIO_PREDETERMINADO as TipoUsuario;

/** The type «Nuevo usuario» offers first: Recepción. */
export const TIPO_NUEVO = TIPO_USUARIO_NUEVO as TipoUsuario;

/** 'AD' → 'Administrador'; an unknown code is shown as it is. */
export function nombreTipoUsuario(codigo: string): string {
  return TIPOS_USUARIO.find((tipo) => tipo.value === codigo)?.label ?? codigo;
}

export function esTipoUsuario(codigo: string): codigo is TipoUsuario {
  return TIPOS_USUARIO.some((tipo) => tipo.value === codigo);
}
