import { useLista as useListaSesion } from '@recepcion/session';
import { FORMAS_PAGO_BASE } from './estados';

/** The reference lists the dialogs read (spec section 3), as the live channel sends them. */
export interface HabitacionLista {
  Id: number;
  Nombre: string;
  TipoHabitacionId: number;
  TipoHabitacionNombre?: string | null;
}
export interface TipoHabitacionLista {
  Id: number;
  Nombre: string;
  CantidadPasajeros?: number;
  CantidadPasajerosPredeterminado?: number;
}
export interface MonedaLista {
  IDMoneda: string;
  Nombre: string;
  Centavos?: boolean;
}
export interface HotelMonedaLista {
  Id: number;
  MonedaId: string;
  MonedaNombre?: string | null;
}
export interface TipoImpuestoLista {
  Id: number;
  Nombre: string;
  Porcentaje: number;
}
export interface ItemLista {
  Id: number;
  Nombre: string;
}

/** A reference list from libs/session's live lists; until the channel has answered, `GET /api/{nombre}` stands in. */
export function useLista<T>(nombre: string): readonly T[] {
  return useListaSesion<T>(nombre).filas;
}

/** Whether a currency has cents (CLP does not); unknown ones do. */
export function useCentavos(): (monedaId: string | null | undefined) => boolean {
  const monedas = useLista<MonedaLista>('Monedas');
  return (monedaId) => monedas.find((m) => m.IDMoneda === monedaId)?.Centavos ?? true;
}

/** The currencies a reservation may use: the hotel's, plus those already in use. */
export function useOpcionesMoneda(...enUso: (string | null | undefined)[]): { value: string; label: string }[] {
  const hotel = useLista<HotelMonedaLista>('HotelMonedas');
  const monedas = useLista<MonedaLista>('Monedas');
  const ids = [...new Set([...enUso, ...hotel.map((m) => m.MonedaId)].filter((m): m is string => Boolean(m)))];
  return ids.map((id) => {
    const nombre = hotel.find((m) => m.MonedaId === id)?.MonedaNombre ?? monedas.find((m) => m.IDMoneda === id)?.Nombre;
    return { value: id, label: nombre ? `${id} - ${nombre}` : id };
  });
}

/** What a payment may be paid with: Contado and Crédito, then the hotel's own payment methods. */
export function useFormasDePagoIngreso(): ItemLista[] {
  const delHotel = useLista<ItemLista>('FormasPago');
  return [...FORMAS_PAGO_BASE, ...delHotel.filter((f) => !FORMAS_PAGO_BASE.some((b) => b.Id === f.Id))];
}
