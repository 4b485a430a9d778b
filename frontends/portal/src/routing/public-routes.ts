import type { ComponentType } from 'react';
import { HomePage } from '../pages/home/home-page';
import { PricingPage } from '../pages/pricing/pricing-page';
import { RUTA_INVITACION, RUTA_VERIFICAR } from '@recepcion/contracts';
import { InvitacionPage, RestablecerContrasenaPage, VerificarCorreoPage } from '../app/diferidos';

export interface PublicRoute {
  path: string;
  /** Shown before the domain in the document title; null gives the fixed product title. */
  title: string | null;
  Page: ComponentType;
  /**
   * A page behind a mailed link that works signed in or not (an invitation, an address's
   * verification): a signed-in user stays on it, and no setup dialog covers it.
   */
  conSesion?: boolean;
}

export const RESTABLECER_PATH = '/restablecer-contrasena';

/**
 * The pages open without signing in: the spec's two (section 2) and the pages behind the
 * e-mailed links (password reset, an invitation to a hotel, an address's verification).
 */
export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  { path: '/', title: null, Page: HomePage },
  { path: '/precios', title: 'Precios', Page: PricingPage },
  { path: RESTABLECER_PATH, title: 'Restablecer contraseña', Page: RestablecerContrasenaPage },
  { path: RUTA_INVITACION, title: 'Invitación', Page: InvitacionPage, conSesion: true },
  { path: RUTA_VERIFICAR, title: 'Verificar correo', Page: VerificarCorreoPage, conSesion: true },
];

export function findPublicRoute(path: string): PublicRoute | undefined {
  return PUBLIC_ROUTES.find((route) => route.path === path);
}
