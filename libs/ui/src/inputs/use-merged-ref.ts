import { useCallback, type Ref, type RefObject } from 'react';

/** One callback ref feeding our own ref and the caller's (object or function). */
export function useMergedRef<T>(own: RefObject<T | null>, theirs: Ref<T> | undefined) {
  return useCallback(
    (node: T | null) => {
      own.current = node;
      if (typeof theirs === 'function') theirs(node);
      else if (theirs) (theirs as RefObject<T | null>).current = node;
    },
    [own, theirs],
  );
}
