/** Optional text: trimmed, and "" becomes null (trimming before validation, `Recortar`, is in @recepcion/platform). */
export const textoOpcional = (valor: string | null | undefined) => (valor && valor.trim() ? valor.trim() : null);

export { largoMaximo, noValido } from '@recepcion/contracts';
