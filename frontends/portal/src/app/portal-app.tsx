import { useSession } from '@recepcion/session';
import { ID_CONTENIDO, ToastHost } from '@recepcion/ui';
import { Suspense } from 'react';
import { PortalDialogs } from '../dialogs/portal-dialogs';
import { AccesoHotelBanner } from '../features/acceso/acceso-hotel-banner';
import { Navbar } from '../navbar/navbar';
import { ProximamentePage } from '../pages/proximamente/proximamente-page';
import { useMarcoPintado } from '../pintado/use-marco-pintado';
import { PublicFooter } from './public-footer';
import { useApiErrorToasts } from './use-api-error-toasts';
import { useAvisoListaEspera } from './use-aviso-lista-espera';
import { usePortalPage } from './use-portal-page';
import { useStartup } from './use-startup';

export interface PortalAppProps {
  /** The application name single-spa gives the micro-frontend (`@recepcion/portal`). */
  name?: string;
}

export function PortalApp({ name }: PortalAppProps) {
  useApiErrorToasts();
  useAvisoListaEspera();
  useStartup();
  const sesion = useSession();
  const page = usePortalPage(name, sesion);
  useMarcoPintado(sesion);

  return (
    <div className={page.kind === 'public' ? 'pt-root pt-root--public' : 'pt-root'}>
      <Navbar sesion={sesion} />
      <AccesoHotelBanner sesion={sesion} />
      {page.kind === 'public' && (
        <>
          <main id={ID_CONTENIDO} className="pt-main" tabIndex={-1}>
            <Suspense fallback={null}>
              <page.route.Page />
            </Suspense>
          </main>
          <PublicFooter />
        </>
      )}
      {page.kind === 'soon' && (
        <main id={ID_CONTENIDO} className="pt-main pt-main--app" tabIndex={-1}>
          <ProximamentePage route={page.route} />
        </main>
      )}
      <PortalDialogs sesion={sesion} />
      <ToastHost />
    </div>
  );
}
