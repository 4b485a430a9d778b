import { useSyncExternalStore } from 'react';
import { currentPath, subscribeToPath } from './navigation';

export function useCurrentPath(): string {
  return useSyncExternalStore(subscribeToPath, currentPath, currentPath);
}
