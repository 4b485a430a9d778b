/**
 * Bounds and messages of amounts, quantities and nights: what a hotel may type in a
 * payment, a charge, a room line, an expense, a price list or a block. Shared by the API's DTOs
 * and handlers and the UI's forms (libs/domain `problemaDeMonto` applies them).
 *
 * Signs: a payment and a charge price may be negative (a refund is a negative payment with its own
 * concept, a discount a negative charge); every other amount is refused when negative. No sign is
 * ever flipped.
 */

/** The largest amount of a currency without cents (CLP, PYG, COP…): 999.999.999. */
export const MONTO_MAXIMO_SIN_CENTAVOS = 999_999_999;
/** The largest amount of a currency with cents (USD, EUR…): 9.999.999,99. */
export const MONTO_MAXIMO_CON_CENTAVOS = 9_999_999.99;
/** The largest amount where the currency is not known (expenses: the hotel's own money), and the edge bound of every amount. */
export const MONTO_MAXIMO = MONTO_MAXIMO_SIN_CENTAVOS;
/** The largest quantity of one charge line. */
export const CANTIDAD_MAXIMA_CARGO = 9_999;
/** The longest room block, in nights (a year, leap day included). */
export const NOCHES_MAXIMAS_BLOQUEO = 366;

/** The largest amount of a currency, by whether it uses cents. */
export const montoMaximo = (centavos: boolean): number => (centavos ? MONTO_MAXIMO_CON_CENTAVOS : MONTO_MAXIMO_SIN_CENTAVOS);

/** `9999999.99` -> `9.999.999,99` (es-CL), for the messages below; libs/domain formats everything else. */
export function textoLimite(valor: number): string {
  const [entero, fraccion] = String(valor).split('.');
  const agrupado = entero.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return fraccion ? `${agrupado},${fraccion.padEnd(2, '0')}` : agrupado;
}

/** Spanish messages of amounts and quantities; each names its field, like 'El campo Tope de reservas no puede ser negativo'. */
export const MENSAJES_MONTOS = {
  negativo: (campo: string) => `El campo ${campo} no puede ser negativo`,
  cero: (campo: string) => `El campo ${campo} no puede ser cero`,
  maximo: (campo: string, maximo: number) => `El campo ${campo} no puede superar ${textoLimite(maximo)}`,
  sinDecimales: (monedaId?: string | null) => (monedaId ? `La moneda ${monedaId} no usa decimales` : 'Esta moneda no usa decimales'),
  decimales: (campo: string) => `El campo ${campo} admite 2 decimales como máximo`,
  /** A payment of 0 records nothing: a refund is a negative payment. */
  pagoCero: 'El Valor del pago no puede ser cero: para una devolución ingrese un valor negativo',
  cantidadEntera: 'La Cantidad debe ser un número entero mayor que 0',
  cantidadMaxima: `La Cantidad no puede superar ${textoLimite(CANTIDAD_MAXIMA_CARGO)}`,
  nochesMaximas: `La cantidad de Noches no puede superar ${NOCHES_MAXIMAS_BLOQUEO}`,
  /** More guests than the room's type holds (spec: the passenger count comes from the type). */
  pasajerosMaximos: (habitacion: string, maximo: number) =>
    `La habitación ${habitacion} admite como máximo ${maximo} ${maximo === 1 ? 'pasajero' : 'pasajeros'}`,
  /** The UI asks before saving a reservation whose room line has a price of 0. */
  confirmarPrecioCero: (habitaciones: string) => `El precio del alojamiento de ${habitaciones} es 0. ¿Desea guardar la reserva igualmente?`,
} as const;

/** Fields as the messages name them. */
export const CAMPOS_MONTO = {
  valorPago: 'Valor',
  precioCargo: 'Precio',
  totalCargo: 'Total',
  precioAlojamiento: 'Precio del alojamiento',
  precioRegimen: 'Precio del régimen',
  valorGasto: 'Valor',
  valorTarifa: 'Valor',
} as const;
