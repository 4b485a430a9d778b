import { clearCookie, INIT_LOGIN_COOKIE, readCookie } from '@recepcion/api-client';
import { MENSAJE_SESION_EXPIRADA } from '@recepcion/contracts';
import { session } from '@recepcion/session';
import { useEffect } from 'react';
import { openPortalDialog } from '../dialogs/dialog-store';

/**
 * Start-up (spec section 2): load who is signed in and the hotel's configuration. After an
 * expired session (api-client left the init-login cookie) the login dialog opens.
 */
export function useStartup(): void {
  useEffect(() => {
    let mounted = true;
    void session.iniciar().then((sesion) => {
      if (!mounted || sesion.estado !== 'anonimo' || !readCookie(INIT_LOGIN_COOKIE)) return;
      clearCookie(INIT_LOGIN_COOKIE);
      openPortalDialog({ name: 'login', aviso: MENSAJE_SESION_EXPIRADA });
    });
    return () => {
      mounted = false;
    };
  }, []);
}
