import { useCallback, useEffect, useRef, useState } from 'react';

export interface MutationResult<TInput, TResult> {
  /** Calls the server; rejects with the ApiError (already shown to the user by the portal). */
  mutate: (input: TInput) => Promise<TResult>;
  /** A call is on its way: the form's buttons wait. */
  pending: boolean;
}

/** A call that changes data (POST, PUT, DELETE), with its pending flag. */
export function useMutation<TInput, TResult>(call: (input: TInput) => Promise<TResult>): MutationResult<TInput, TResult> {
  const [pending, setPending] = useState(false);
  const mounted = useRef(true);
  const callRef = useRef(call);
  callRef.current = call;

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const mutate = useCallback(async (input: TInput) => {
    setPending(true);
    try {
      return await callRef.current(input);
    } finally {
      if (mounted.current) setPending(false);
    }
  }, []);

  return { mutate, pending };
}
