/** Field messages (trimming before validation, `Recortar`, is in @recepcion/platform). */
export { largoMaximo, noValido } from '@recepcion/contracts';
