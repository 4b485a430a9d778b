import { formatearMonto, formatearNumero } from '@recepcion/domain';

/** An amount as the screen writes it (`40.000`, `60,50`): cents only when the amount has them. */
export const monto = (valor: number) => formatearMonto(valor, !Number.isInteger(valor));

/** `66,67 %`. */
export const porcentaje = (valor: number) => `${formatearNumero(valor, { decimales: 2 })} %`;
