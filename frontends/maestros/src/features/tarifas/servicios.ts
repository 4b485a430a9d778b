import { useListaReferencia, type ListaReferencia } from '../../lib/listas-referencia';
import type { TipoServicioId } from '../../lib/tipos';

export interface Servicio {
  Id: number;
  Nombre: string;
}

/**
 * What a price list of this kind prices (spec section 3): room types (6), meal plans (5) or
 * charges (7), from the reference lists. The three hooks always run, in the same order.
 */
export function useServicios(tipo: TipoServicioId, hotelId: number): ListaReferencia<Servicio> {
  const tipos = useListaReferencia('TiposHabitacion', hotelId);
  const regimenes = useListaReferencia('Regimenes', hotelId);
  const cargos = useListaReferencia('Cargos', hotelId);
  return tipo === 6 ? tipos : tipo === 5 ? regimenes : cargos;
}
