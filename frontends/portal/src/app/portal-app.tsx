import { useSession } from '@recepcion/session';
import { ToastHost } from '@recepcion/ui';
import type { MouseEvent } from 'react';
import { PortalDialogs } from '../dialogs/portal-dialogs';
import { AccesoHotelBanner } from '../features/acceso/acceso-hotel-banner';
import { Navbar } from '../navbar/navbar';
import { ProximamentePage } from '../pages/proximamente/proximamente-page';
import { PublicFooter } from './public-footer';
import { useApiErrorToasts } from './use-api-error-toasts';
import { usePortalPage } from './use-portal-page';
import { useStartup } from './use-startup';

export interface PortalAppProps {
  /** The application name single-spa gives the micro-frontend (`@recepcion/portal`). */
  name?: string;
}

const MAIN_ID = 'pt-contenido';

export function PortalApp({ name }: PortalAppProps) {
  useApiErrorToasts();
  useStartup();
  const sesion = useSession();
  const page = usePortalPage(name, sesion);

  return (
    <div className={page.kind === 'public' ? 'pt-root pt-root--public' : 'pt-root'}>
      <a className="pt-skip-link" href={`#${MAIN_ID}`} onClick={skipToContent}>
        Saltar al contenido
      </a>
      <Navbar sesion={sesion} />
      <AccesoHotelBanner sesion={sesion} />
      {page.kind === 'public' && (
        <>
          <main id={MAIN_ID} className="pt-main" tabIndex={-1}>
            <page.route.Page />
          </main>
          <PublicFooter />
        </>
      )}
      {page.kind === 'soon' && (
        <main id={MAIN_ID} className="pt-main pt-main--app" tabIndex={-1}>
          <ProximamentePage route={page.route} />
        </main>
      )}
      <PortalDialogs sesion={sesion} />
      <ToastHost />
    </div>
  );
}

/** Moves focus to the page content (the main of a portal page, else the area's own). */
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_ID) ?? document.querySelector<HTMLElement>('main');
  if (!main) return;
  event.preventDefault();
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  main.focus();
}
