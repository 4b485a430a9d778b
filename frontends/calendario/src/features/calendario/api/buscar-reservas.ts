import { api } from '@recepcion/api-client';
import type { ResultadoBusqueda } from '../tipos';

/** `GET /api/calendario/buscar/{date}/{text}`: reservations around a date matching a text. */
export function buscarReservas(fecha: string, texto: string): Promise<ResultadoBusqueda[]> {
  return api.get<ResultadoBusqueda[]>(`calendario/buscar/${fecha}/${encodeURIComponent(texto)}`);
}
