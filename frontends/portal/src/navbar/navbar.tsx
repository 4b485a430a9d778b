import type { Sesion } from '@recepcion/session';
import { openPortalDialog } from '../dialogs/dialog-store';
import { AppNavbar } from './app-navbar';
import { PublicNavbar } from './public-navbar';

/** Public navbar when signed out; areas, hotel and user menu when signed in. */
export function Navbar({ sesion }: { sesion: Sesion }) {
  if (sesion.estado === 'configurado' || sesion.estado === 'sin-configurar') return <AppNavbar sesion={sesion} />;
  return <PublicNavbar onIngresar={sesion.estado === 'anonimo' ? () => openPortalDialog({ name: 'login' }) : undefined} />;
}
