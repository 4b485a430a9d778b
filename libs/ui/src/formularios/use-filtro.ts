import { useCallback, useRef, useState } from 'react';

/**
 * A page's filter: what the fields hold now, and the last complete filter (the one searched).
 * A half-typed or erased date leaves the search as it was.
 */
export function useFiltro<T extends object>(inicial: T, completo: (filtro: T) => boolean) {
  const [valores, setValores] = useState<T>(inicial);
  const [aplicado, setAplicado] = useState<T>(inicial);
  const actuales = useRef(inicial);
  const completoRef = useRef(completo);
  completoRef.current = completo;

  const cambiar = useCallback((cambio: Partial<T>) => {
    const nuevos = { ...actuales.current, ...cambio };
    actuales.current = nuevos;
    setValores(nuevos);
    if (completoRef.current(nuevos)) setAplicado(nuevos);
  }, []);

  return { valores, aplicado, cambiar, clave: JSON.stringify(aplicado) };
}
