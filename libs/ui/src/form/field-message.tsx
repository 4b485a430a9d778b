import type { ReactNode } from 'react';

/** The hint and the error under a field; the error is what the field's validation said. */
export function FieldMessages({ hint, hintId, error, errorId }: { hint?: ReactNode; hintId: string; error?: string | null; errorId: string }) {
  return (
    <>
      {hint && (
        <p id={hintId} className="rc-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="rc-field__error">
          {error}
        </p>
      )}
    </>
  );
}
