/**
 * Why a currency may not be deleted, or null when it may: a hotel currency (`hotelMonedaId`, the
 * session's hotel's `HotelMonedas` row) or the global catalogue's currency (`monedaId`, every hotel).
 */
export class MonedaEnUso {
  constructor(readonly cual: { hotelMonedaId: number } | { monedaId: string }) {}
}
