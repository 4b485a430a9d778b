import { useId } from 'react';

/** Ids tying a field to its label, hint and error text (`aria-describedby`). */
export function useFieldIds(id: string | undefined, hasHint: boolean, hasError: boolean, describedBy?: string) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = `${inputId}-ayuda`;
  const errorId = `${inputId}-error`;
  const describedByIds = [describedBy, hasHint ? hintId : undefined, hasError ? errorId : undefined].filter(Boolean).join(' ');
  return { inputId, hintId, errorId, describedBy: describedByIds || undefined };
}
