import { api } from '@recepcion/api-client';
import type { Configuracion, EmpresaHotel } from '@recepcion/contracts';
import { useQuery } from '@recepcion/ui';

/** `GET/PUT /api/Hoteles/{id}`: the session's hotel. */
export interface HotelDatos {
  Id: number;
  Nombre: string;
  EmpresaId: number;
  FechaCreacion: string;
}
export const getHotel = (id: number, signal?: AbortSignal) => api.get<HotelDatos>(`Hoteles/${id}`, { signal });
export const putHotel = (id: number, datos: { Nombre: string }) => api.put<HotelDatos>(`Hoteles/${id}`, datos);

/** `GET/PUT /api/Configuraciones/{id}`: the company configuration (pricing flags, taxes, header…). */
export type ConfiguracionDatos = Configuracion & { TieneClaveCheckOut?: boolean };
export interface ConfiguracionCambio {
  Nombre: string;
  MonedaId?: string | null;
  TipoImpuestoId?: number | null;
  ImpuestoIncluido?: boolean;
  TipoImpuestoSAId?: number | null;
  ImpuestoIncluidoSA?: boolean;
  PrecioHabitacionPorPersona?: boolean;
  PrecioRegimenPorPersona?: boolean;
  Encabezado?: string | null;
  PaisId?: number | null;
  Email?: string | null;
  ZonaHoraria?: string | null;
  /** '' removes the check-out password; absent leaves it. */
  ClaveCheckOut?: string;
}
export const getConfiguracion = (id: number, signal?: AbortSignal) => api.get<ConfiguracionDatos>(`Configuraciones/${id}`, { signal });
export const putConfiguracion = (id: number, datos: ConfiguracionCambio) => api.put<ConfiguracionDatos>(`Configuraciones/${id}`, datos);

/** `GET/PUT /api/Empresas/{id}`: the company that owns the hotel. */
export type EmpresaDatos = EmpresaHotel;
export const getEmpresa = (id: number, signal?: AbortSignal) => api.get<EmpresaDatos>(`Empresas/${id}`, { signal });
export const putEmpresa = (id: number, datos: Omit<EmpresaDatos, 'Id' | 'sFechaRegistro'>) => api.put<EmpresaDatos>(`Empresas/${id}`, datos);

/** `GET /api/TipoImpuestos`: the hotel's tax types. */
export interface TipoImpuestoDatos {
  Id: number;
  Nombre: string;
  Porcentaje: number;
}
const getTiposImpuesto = (signal?: AbortSignal) => api.get<TipoImpuestoDatos[]>('TipoImpuestos', { signal });
export function useTiposImpuesto(): TipoImpuestoDatos[] | undefined {
  const { state } = useQuery('TipoImpuestos', getTiposImpuesto);
  return state.status === 'error' ? [] : state.data;
}

/** One record read when the dialog opens; undefined while loading, null when it failed (the error toast said why). */
export function useRegistro<T>(clave: string, leer: (signal?: AbortSignal) => Promise<T>): T | null | undefined {
  const { state } = useQuery(clave, leer);
  return state.status === 'error' ? null : state.data;
}
