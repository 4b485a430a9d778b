import { listas } from '@recepcion/session';
import { useEffect, useRef } from 'react';

/**
 * Reads lists again when the live channel says their entity changed: `{ Canales: refetch }`.
 * The channel's `up` of channel sync only names what changed (`{ Id }`), so the page asks again.
 */
export function useRecargaEnVivo(recargas: Readonly<Record<string, () => void>>): void {
  const actuales = useRef(recargas);
  actuales.current = recargas;
  useEffect(() => {
    const dejar = listas.subscribe((_listas, actualizacion) => {
      if (actualizacion && Object.hasOwn(actuales.current, actualizacion.entidad)) actuales.current[actualizacion.entidad]();
    });
    return () => {
      dejar();
    };
  }, []);
}
