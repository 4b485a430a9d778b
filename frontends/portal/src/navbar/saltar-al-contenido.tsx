import { ID_CONTENIDO } from '@recepcion/ui';
import type { MouseEvent } from 'react';

/**
 * "Saltar al contenido", first in the navbar's banner: it targets the `<main>` every page has
 * (`ID_CONTENIDO`, whichever micro-frontend draws it) and moves the focus there.
 */
export function SaltarAlContenido() {
  return (
    <a className="pt-skip-link" href={`#${ID_CONTENIDO}`} onClick={saltar}>
      Saltar al contenido
    </a>
  );
}

function saltar(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(ID_CONTENIDO);
  if (!main) return;
  event.preventDefault();
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  main.focus();
}
