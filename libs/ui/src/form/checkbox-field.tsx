import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useFieldIds } from './field-ids';
import { FieldMessages } from './field-message';

export interface CheckboxFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'> {
  label: string;
  error?: string | null;
  hint?: ReactNode;
}

/** A checkbox with its label beside it. */
export function CheckboxField({ label, error, hint, id, className, 'aria-describedby': describedBy, ...input }: CheckboxFieldProps) {
  const ids = useFieldIds(id, Boolean(hint), Boolean(error), describedBy);
  return (
    <div className={`rc-field rc-field--check${error ? ' rc-field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <div className="rc-check">
        <input
          {...input}
          type="checkbox"
          id={ids.inputId}
          className="rc-check__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
        />
        <label className="rc-check__label" htmlFor={ids.inputId}>
          {label}
        </label>
      </div>
      <FieldMessages hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </div>
  );
}
