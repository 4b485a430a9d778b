/**
 * Money rounding of spec section 9: 2 decimals, or whole units for a currency without cents.
 * Rounds half away from zero on the decimal value (1.005 -> 1.01), not on its binary approximation.
 */
export function redondearMonto(valor: number, conCentavos = true): number {
  const decimales = conCentavos ? 2 : 0;
  const factor = 10 ** decimales;
  // 15 significant digits drop the binary noise (1.005 * 100 = 100.49999999999999).
  const ajustado = Number((Math.abs(valor) * factor).toPrecision(15));
  const redondeado = Math.round(ajustado) / factor;
  return valor < 0 ? -redondeado || 0 : redondeado;
}
