import { api } from '@recepcion/api-client';
import type { DocumentoCliente } from '@recepcion/contracts';
import type { ItemNombre } from '../../comun/tipos';

/** A guest as the autocomplete and the lookup by ids answer it: with the client's document (guest registration shows it). */
export type PasajeroConDocumento = ItemNombre & DocumentoCliente;

/** `POST /api/Clientes/Documentos` {Ids}: these clients with their document, in one call (unknown ids are missing). */
export function buscarDocumentos(ids: number[], signal: AbortSignal): Promise<PasajeroConDocumento[]> {
  // Silent: without it the column stays empty, nothing else is lost.
  return api.post<PasajeroConDocumento[]>('Clientes/Documentos', { Ids: ids }, { signal, silent: true });
}
