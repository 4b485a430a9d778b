import type { ComponentType } from 'react';
import { HomePage } from '../pages/home/home-page';
import { PricingPage } from '../pages/pricing/pricing-page';
import { RestablecerContrasenaPage } from '../features/cuenta/restablecer/restablecer-contrasena-page';

export interface PublicRoute {
  path: string;
  /** Shown before the domain in the document title; null gives the fixed product title. */
  title: string | null;
  Page: ComponentType;
}

export const RESTABLECER_PATH = '/restablecer-contrasena';

/**
 * The pages open without signing in: the spec's two (section 2) and the page behind the
 * e-mailed password-reset link.
 */
export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  { path: '/', title: null, Page: HomePage },
  { path: '/precios', title: 'Precios', Page: PricingPage },
  { path: RESTABLECER_PATH, title: 'Restablecer contraseña', Page: RestablecerContrasenaPage },
];

export function findPublicRoute(path: string): PublicRoute | undefined {
  return PUBLIC_ROUTES.find((route) => route.path === path);
}
