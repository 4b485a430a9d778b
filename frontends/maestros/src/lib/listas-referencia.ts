import { useQuery } from '@recepcion/ui';
import { api } from '@recepcion/api-client';
import { listas, type Listas } from '@recepcion/session';
import { useState, useSyncExternalStore } from 'react';
import type { Cargo, GrupoServicio, HotelMoneda, Moneda, Pais, Regimen, Temporada, TipoHabitacion, TipoImpuesto } from './tipos';

/** The reference lists the area's selects choose from, by their name in the live channel (and API path). */
export interface ListasReferencia {
  TiposHabitacion: TipoHabitacion;
  GruposServicio: GrupoServicio;
  Cargos: Cargo;
  Regimenes: Regimen;
  TipoImpuestos: TipoImpuesto;
  Temporadas: Temporada;
  HotelMonedas: HotelMoneda;
  Monedas: Moneda;
  Paises: Pais;
}

export type NombreLista = keyof ListasReferencia;

export interface ListaReferencia<T> {
  filas: readonly T[];
  /** True until the first answer. */
  cargando: boolean;
}

/** The live lists of libs/session as React state: a new snapshot after `openhotel` and each `up`. */
export function useListasEnVivo(): Listas | null {
  const snapshot = useSyncExternalStore(listas.subscribe, listas.getSnapshot, listas.getSnapshot);
  return listas.cargadas() ? snapshot : null;
}

/**
 * A reference list for a select. It comes from the live channel (libs/session), so a change made
 * in another tab shows without reloading. Until the channel has answered, `GET /api/{nombre}`
 * stands in (read once per hotel, and only when the channel had not answered yet).
 */
export function useListaReferencia<N extends NombreLista>(nombre: N, hotelId: number): ListaReferencia<ListasReferencia[N]> {
  const enVivo = useListasEnVivo();
  const [sinCanal] = useState(() => !listas.cargadas());
  const { state } = useQuery(`${nombre}/${hotelId}/${sinCanal}`, (signal) =>
    sinCanal ? api.get<ListasReferencia[N][]>(nombre, { signal }) : Promise.resolve([] as ListasReferencia[N][]),
  );
  const vivas = enVivo?.[nombre] as readonly ListasReferencia[N][] | undefined;
  if (vivas) return { filas: vivas, cargando: false };
  return { filas: state.data ?? [], cargando: state.status === 'loading' };
}
