import { MENSAJES_INFORMES } from '@recepcion/contracts';
import { toast, useQuery } from '@recepcion/ui';
import { useEffect, useRef } from 'react';

/**
 * A report read with libs/ui's `useQuery`: `clave` names the filter (a new one reads again), and
 * every answer that arrives says 'Informe actualizado' (spec section 8, an info toast).
 */
export function useInforme<T>(clave: string, leer: (signal: AbortSignal) => Promise<T>) {
  const consulta = useQuery(clave, leer);
  const anunciado = useRef<unknown>(undefined);
  const data = consulta.state.data;
  useEffect(() => {
    if (consulta.state.status !== 'success' || data === anunciado.current) return;
    anunciado.current = data;
    toast.info(MENSAJES_INFORMES.informeActualizado);
  }, [consulta.state.status, data]);
  return consulta;
}
