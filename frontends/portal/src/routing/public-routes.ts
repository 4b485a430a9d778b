import type { ComponentType } from 'react';
import { HomePage } from '../pages/home/home-page';
import { PricingPage } from '../pages/pricing/pricing-page';

export interface PublicRoute {
  path: string;
  /** Shown before the domain in the document title; null gives the fixed product title. */
  title: string | null;
  Page: ComponentType;
}

/** The only pages open without signing in (spec section 2). */
export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  { path: '/', title: null, Page: HomePage },
  { path: '/precios', title: 'Precios', Page: PricingPage },
];

export function findPublicRoute(path: string): PublicRoute | undefined {
  return PUBLIC_ROUTES.find((route) => route.path === path);
}
