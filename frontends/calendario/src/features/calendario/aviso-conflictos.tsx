import { ENTIDAD_EN_VIVO_CANALES } from '@recepcion/contracts';
import { listas } from '@recepcion/session';
import { navigate } from '@recepcion/ui';
import { useCallback, useEffect, useState, type MouseEvent } from 'react';
import { avisoConflictosCanales, MENSAJES } from '../../mensajes';
import { getConflictosCanales } from './api/get-conflictos-canales';

/** Where the conflicts are listed (and dismissed). */
export const RUTA_CANALES = '/configuracion/canales';

/**
 * How many channel conflicts are open: read on opening, on the live channel's `up` of
 * `ConflictosCanal` (a conflict opened or closed) or `Canales` (a feed pulled or removed). Null
 * until the first answer, and after a failed one (the calendar says nothing then).
 */
export function useConflictosCanales(): number | null {
  const [cantidad, setCantidad] = useState<number | null>(null);
  const [version, setVersion] = useState(0);
  const releer = useCallback(() => setVersion((v) => v + 1), []);

  useEffect(() => {
    let vigente = true;
    getConflictosCanales().then(
      (conflictos) => vigente && setCantidad(conflictos.length),
      () => vigente && setCantidad(null),
    );
    return () => {
      vigente = false;
    };
  }, [version]);

  useEffect(() => {
    const dejar = listas.subscribe((_listas, actualizacion) => {
      if (actualizacion?.entidad === ENTIDAD_EN_VIVO_CANALES.conflictos || actualizacion?.entidad === ENTIDAD_EN_VIVO_CANALES.canales) releer();
    });
    return () => {
      dejar();
    };
  }, [releer]);

  return cantidad;
}

/** A plain click stays in the single-page app; Ctrl, Shift or the middle button open the link as the browser would. */
function irA(event: MouseEvent<HTMLAnchorElement>) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  navigate(event.currentTarget.getAttribute('href') ?? '/');
}

/**
 * Above the grid while channel conflicts are open: «Hay 2 conflictos con los canales» and a link
 * to Configuración › Canales. A mark and words, not colour alone.
 */
export function AvisoConflictos({ cantidad }: { cantidad: number | null }) {
  if (!cantidad) return null;
  return (
    <div className="cal-aviso" role="status">
      <span className="cal-aviso__marca" aria-hidden="true">
        !
      </span>
      <p className="cal-aviso__texto">
        <strong>{avisoConflictosCanales(cantidad)}</strong> {MENSAJES.conflictosDetalle}{' '}
        <a href={RUTA_CANALES} onClick={irA}>
          {MENSAJES.verConflictos}
        </a>
      </p>
    </div>
  );
}
