import { MENSAJES_MONTOS as M, montoMaximo } from '@recepcion/contracts';

/** How one amount field may be filled. */
export interface ReglaMonto {
  /** The field as the message names it ('Valor', 'Precio'). */
  campo: string;
  /** The currency: its code names it in «La moneda CLP no usa decimales». */
  monedaId?: string | null;
  /** Whether the currency uses cents; unknown (undefined): 2 decimals allowed. */
  centavos?: boolean;
  /** A refund (payment) or a discount (charge): a negative is meant. Default false. */
  negativos?: boolean;
  /** Whether 0 is refused. Default false (allowed). */
  sinCero?: boolean;
  /** The bound of the absolute value; default that of the currency (`montoMaximo`). */
  maximo?: number;
}

/**
 * Why an amount cannot be taken, or null: negative where no negative is meant, zero where it is
 * refused, decimals in a currency without cents, more than 2 decimals, or past the bound. A value
 * that is not a finite number is the caller's (its 'Ingrese el …' message). Never changes the value.
 */
export function problemaDeMonto(valor: number, regla: ReglaMonto): string | null {
  if (!Number.isFinite(valor)) return null;
  if (valor < 0 && !regla.negativos) return M.negativo(regla.campo);
  if (valor === 0 && regla.sinCero) return M.cero(regla.campo);
  const centavos = regla.centavos ?? true;
  if (!centavos && !Number.isInteger(valor)) return M.sinDecimales(regla.monedaId);
  if (centavos && !tieneHastaDosDecimales(valor)) return M.decimales(regla.campo);
  const maximo = regla.maximo ?? montoMaximo(centavos);
  if (Math.abs(valor) > maximo) return M.maximo(regla.campo, maximo);
  return null;
}

/** 10.5 and 10.25 yes, 10.255 no (binary noise of 0.1 + 0.2 forgiven). */
function tieneHastaDosDecimales(valor: number): boolean {
  const escalado = Math.abs(valor) * 100;
  return Math.abs(escalado - Math.round(escalado)) < 1e-6 * Math.max(1, escalado / 1e9);
}
