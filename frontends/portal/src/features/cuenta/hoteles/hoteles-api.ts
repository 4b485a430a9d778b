import { hotelesDelUsuario } from '@recepcion/session';
import { useEffect, useState } from 'react';

/**
 * Whether the signed-in user works in more than one hotel (the user menu then offers the switch).
 * Read quietly once per user: a failure only leaves the item out.
 */
export function useVariosHoteles(usuarioId: number | undefined): boolean {
  const [varios, setVarios] = useState(false);
  useEffect(() => {
    setVarios(false);
    if (usuarioId === undefined) return;
    const control = new AbortController();
    hotelesDelUsuario(control.signal, true).then(
      (hoteles) => setVarios(hoteles.length > 1),
      () => undefined,
    );
    return () => control.abort();
  }, [usuarioId]);
  return varios;
}
