import { redondearMonto } from './dinero';

export interface ImpuestoAplicado {
  porcentaje: number;
  /** True: the amount already includes the tax (it is split out); false: the tax is added. */
  incluido: boolean;
}

export interface MontoConImpuesto {
  base: number;
  impuesto: number;
  total: number;
}

/** Splits an amount into base and tax, or adds the tax to it, rounded for the currency. */
export function aplicarImpuesto(monto: number, impuesto: ImpuestoAplicado, centavos = true): MontoConImpuesto {
  const suma = redondearMonto(monto, centavos);
  const factor = 1 + impuesto.porcentaje / 100;
  if (impuesto.incluido) {
    const base = redondearMonto(suma / factor, centavos);
    return { base, impuesto: redondearMonto(suma - base, centavos), total: suma };
  }
  const tax = redondearMonto(suma * (factor - 1), centavos);
  return { base: suma, impuesto: tax, total: redondearMonto(suma + tax, centavos) };
}

/** A charge: price × quantity, with its own tax included or added (spec section 3, ReservaCargo). */
export function totalesCargo(precio: number, cantidad: number, impuesto: ImpuestoAplicado, centavos = true): MontoConImpuesto {
  return aplicarImpuesto(precio * cantidad, impuesto, centavos);
}
