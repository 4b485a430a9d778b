export { limpio, primerError, textoOpcional, type Errores } from '@recepcion/ui';

/** A whole number of at least 1 (nights, guests, rooms). */
export const enteroPositivo = (valor: number | null | undefined): valor is number => typeof valor === 'number' && Number.isInteger(valor) && valor >= 1;
