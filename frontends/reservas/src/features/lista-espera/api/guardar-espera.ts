import { useMutation } from '@recepcion/ui';
import { api } from '@recepcion/api-client';
import type { Espera } from '../tipos';

export type DatosEspera = Pick<
  Espera,
  'Id' | 'CheckIn' | 'CheckOut' | 'ClienteId' | 'NombrePax' | 'CantidadPasajeros' | 'CantidadHabitaciones' | 'HabitacionesPreferencia' | 'Comentario'
>;

/** `PUT /api/ListaEspera/{id}` when the id is above 0, `POST /api/ListaEspera` otherwise; the server names the client. */
export function guardarEspera(datos: DatosEspera): Promise<Espera> {
  return datos.Id > 0 ? api.put<Espera>(`ListaEspera/${datos.Id}`, datos) : api.post<Espera>('ListaEspera', datos);
}

export function useGuardarEspera() {
  return useMutation(guardarEspera);
}
