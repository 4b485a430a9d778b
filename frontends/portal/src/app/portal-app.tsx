import { ToastHost } from '@recepcion/ui';
import type { MouseEvent } from 'react';
import { Navbar } from '../navbar/navbar';
import { PublicFooter } from './public-footer';
import { useApiErrorToasts } from './use-api-error-toasts';
import { usePublicRoute } from './use-public-route';

export interface PortalAppProps {
  /** The application name single-spa gives the micro-frontend (`@recepcion/portal`). */
  name?: string;
}

const MAIN_ID = 'pt-contenido';

export function PortalApp({ name }: PortalAppProps) {
  useApiErrorToasts();
  const route = usePublicRoute(name);

  return (
    <div className="pt-root">
      <a className="pt-skip-link" href={`#${MAIN_ID}`} onClick={skipToContent}>
        Saltar al contenido
      </a>
      <Navbar />
      {route && (
        <>
          <main id={MAIN_ID} className="pt-main" tabIndex={-1}>
            <route.Page />
          </main>
          <PublicFooter />
        </>
      )}
      <ToastHost />
    </div>
  );
}

/** Moves focus to the page content (the main of a public page, else the area's own). */
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_ID) ?? document.querySelector<HTMLElement>('main');
  if (!main) return;
  event.preventDefault();
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  main.focus();
}
