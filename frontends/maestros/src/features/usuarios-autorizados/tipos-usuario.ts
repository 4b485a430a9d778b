import { CODIGOS_TIPO_USUARIO, NOMBRES_TIPO_USUARIO, TIPO_USUARIO_NUEVO, TIPO_USUARIO_PREDETERMINADO, type TipoUsuario as TipoDelContrato } from '@recepcion/contracts';

/** IDTipoUsuario codes the API accepts (libs/contracts, Camarería included), with the names the page shows. */
export const TIPOS_USUARIO: readonly { value: TipoDelContrato; label: string }[] = CODIGOS_TIPO_USUARIO.map((value) => ({ value, label: NOMBRES_TIPO_USUARIO[value] }));

export type TipoUsuario = TipoDelContrato;

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
