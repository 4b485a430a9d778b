/**
 * Money rounding of spec section 9: 2 decimals, or whole units for a currency without cents.
 * Rounds half away from zero on the decimal value (1.005 -> 1.01), not on its binary approximation.
 */
export function redondearMonto(valor: number, conCentavos = true): number {
  const factor = conCentavos ? 100 : 1;
  const escalado = Math.abs(valor) * factor;
  // Below 1e9, 15 significant digits move the value by less than 1e-6: unless it is that close to
  // a half, the nearest whole number is the same without them (the common case, no string).
  const fraccion = escalado - Math.floor(escalado);
  // 15 significant digits drop the binary noise (1.005 * 100 = 100.49999999999999).
  const ajustado = escalado < 1e9 && Math.abs(fraccion - 0.5) > 1e-6 ? escalado : Number(escalado.toPrecision(15));
  const redondeado = Math.round(ajustado) / factor;
  return valor < 0 ? -redondeado || 0 : redondeado;
}
