import type { Sesion } from '@recepcion/session';
import { navigate, ownedByAnotherApplication, setPageTitle, useCurrentPath } from '@recepcion/ui';
import { useEffect } from 'react';
import { closePortalDialog, currentPortalDialog, openPortalDialog, takeArrivalDialog, type PortalDialog } from '../dialogs/dialog-store';
import { resolvePage, type PortalPage } from '../routing/resolve-page';

/**
 * The page for the current path and session, and its side effects: the document title, the
 * redirects of the default page logic, and the dialogs they open.
 */
const ANONYMOUS_DIALOGS = new Set<PortalDialog['name']>(['login', 'registro', 'recuperar']);

export function usePortalPage(ownName: string | undefined, sesion: Sesion): PortalPage {
  const path = useCurrentPath();
  const page = resolvePage({
    estado: sesion.estado,
    path,
    esOperador: sesion.usuario?.EsOperador ?? false,
    tipoUsuario: sesion.usuario?.TipoUsuario,
    ownedElsewhere: ownedByAnotherApplication(ownName),
  });
  const key = pageKey(page);

  useEffect(() => {
    if (page.kind === 'public') setPageTitle(page.title);
    else if (page.kind === 'soon') setPageTitle(page.route.title);
    else if (page.kind === 'redirect') {
      navigate(page.to, { replace: true });
      if (page.arrival) openPortalDialog({ name: takeArrivalDialog() });
    }
    // `key` names the page; the page object is new on every render.
  }, [key]);

  // A mailed link's page (an invitation, a verification) is not covered by the setup dialog: its
  // own step comes first (accepting an invitation may take the user to a configured hotel).
  const paginaDeEnlace = page.kind === 'public' && page.route.conSesion === true;
  useEffect(() => {
    const open = currentPortalDialog()?.name;
    // Signed in but not configured: the setup dialog opens over the public page.
    if (sesion.estado === 'sin-configurar' && !paginaDeEnlace && open !== 'configuracion') openPortalDialog({ name: 'configuracion' });
    // Signed out (Salir, an expired session): the signed-in dialogs go too.
    if (sesion.estado === 'anonimo' && open && !ANONYMOUS_DIALOGS.has(open)) closePortalDialog();
  }, [sesion.estado, paginaDeEnlace]);

  return page;
}

function pageKey(page: PortalPage): string {
  switch (page.kind) {
    case 'public':
      return `public:${page.route.path}:${page.title}`;
    case 'soon':
      return `soon:${page.route.path}`;
    case 'redirect':
      return `redirect:${page.to}:${page.arrival ?? false}`;
    default:
      return page.kind;
  }
}
