import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useFieldIds } from './field-ids';
import { FieldMessages } from './field-message';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'children'> {
  label: string;
  /** The validation message; marks the field invalid and is read with it. */
  error?: string | null;
  /** A short help text under the field. */
  hint?: ReactNode;
}

/** A labelled input (`type` text, email, password, number, date...) with its error text. */
export function TextField({ label, error, hint, id, className, required, 'aria-describedby': describedBy, ...input }: TextFieldProps) {
  const ids = useFieldIds(id, Boolean(hint), Boolean(error), describedBy);
  return (
    <div className={`rc-field${error ? ' rc-field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label className="rc-field__label" htmlFor={ids.inputId}>
        {label}
        {required && <span className="rc-field__required" aria-hidden="true"> *</span>}
      </label>
      <input
        type="text"
        {...input}
        id={ids.inputId}
        className="rc-input"
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
      />
      <FieldMessages hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </div>
  );
}
