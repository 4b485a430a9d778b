import { CODIGOS_TIPO_USUARIO, esTipoUsuario, NOMBRES_TIPO_USUARIO, TIPO_USUARIO_NUEVO, TIPO_USUARIO_PREDETERMINADO, type TipoUsuario } from '@recepcion/contracts';

export { esTipoUsuario, type TipoUsuario };

/** IDTipoUsuario codes the API accepts (libs/contracts, Camarería included), with the names the page shows. */
export const TIPOS_USUARIO: readonly { value: TipoUsuario; label: string }[] = CODIGOS_TIPO_USUARIO.map((value) => ({ value, label: NOMBRES_TIPO_USUARIO[value] }));

export const TIPO_PREDETERMINADO = TIPO_USUARIO_PREDETERMINADO as TipoUsuario;

/** The type «Nuevo usuario» offers first: Recepción. */
export const TIPO_NUEVO = TIPO_USUARIO_NUEVO as TipoUsuario;

/** 'AD' → 'Administrador'; an unknown code is shown as it is. */
export const nombreTipoUsuario = (codigo: string): string => (esTipoUsuario(codigo) ? NOMBRES_TIPO_USUARIO[codigo] : codigo);
