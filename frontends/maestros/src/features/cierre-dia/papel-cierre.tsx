import type { CierreDia } from '@recepcion/contracts';
import { useSession } from '@recepcion/session';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { CifrasCierre } from './cifras';
import { TEXTOS_CIERRE as T } from './textos';

/** While a snapshot is on screen, printing shows only its paper copy (Letter; maestros.css `@media print`). */
const CLASE_IMPRIMIENDO = 'cd-imprimiendo';

/** The closed day's paper copy, outside the app's root so the print stylesheet can hide the rest. Hidden on screen and from assistive technology. */
export function PapelCierre({ cierre }: { cierre: CierreDia }) {
  const config = useSession().config;
  useEffect(() => {
    document.body.classList.add(CLASE_IMPRIMIENDO);
    return () => document.body.classList.remove(CLASE_IMPRIMIENDO);
  }, []);
  return createPortal(
    <div className="ms-root cd-impresion" aria-hidden="true">
      <article className="cd-papel">
        <header>
          <p className="cd-papel__hotel">{config?.Nombre}</p>
          <h2>{T.cifras(cierre.Fecha)}</h2>
        </header>
        <CifrasCierre cierre={cierre} id="cd-papel" />
      </article>
    </div>,
    document.body,
  );
}
