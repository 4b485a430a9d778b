import { useCallback, useEffect, useRef, useState } from 'react';

export type QueryState<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'success'; data: T; error?: undefined }
  | { status: 'error'; data?: undefined; error: unknown };

export interface QueryResult<T> {
  state: QueryState<T>;
  /** Asks the server again (Reintentar); the current data stays until the answer arrives. */
  refetch: () => void;
  /** Changes the data in place after a successful call (the new row, the removed one). */
  setData: (update: (data: T) => T) => void;
}

/**
 * Reads `fetcher` while `key` stays the same; a new key (another hotel) reads again. An answer
 * that arrives after the key changed or the component left is dropped.
 */
export function useQuery<T>(key: string, fetcher: (signal: AbortSignal) => Promise<T>): QueryResult<T> {
  const [state, setState] = useState<QueryState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const fetcherRef = useRef(fetcher);
  fetcherRef.current = fetcher;

  useEffect(() => {
    const controller = new AbortController();
    setState((current) => (current.status === 'success' ? current : { status: 'loading' }));
    fetcherRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'success', data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const refetch = useCallback(() => setAttempt((n) => n + 1), []);
  const setData = useCallback((update: (data: T) => T) => {
    setState((current) => (current.status === 'success' ? { status: 'success', data: update(current.data) } : current));
  }, []);

  return { state, refetch, setData };
}
