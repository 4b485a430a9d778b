import { useSyncExternalStore } from 'react';
import { currentPath, subscribeToPath } from './navigation';

/** The real path of the page (`/precios`), updated on every navigation. */
export function useCurrentPath(): string {
  return useSyncExternalStore(subscribeToPath, currentPath, currentPath);
}
