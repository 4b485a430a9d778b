import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useFieldIds } from './field-ids';
import { FieldMessages } from './field-message';

export interface SelectOption {
  value: string | number;
  label: string;
}

export interface SelectFieldProps extends ComponentPropsWithRef<'select'> {
  label: string;
  error?: string | null;
  hint?: ReactNode;
  /** The choices; `children` may be given instead (option groups). */
  options?: readonly SelectOption[];
  /** A first, empty choice ('Seleccione...'): the value '' means nothing chosen. */
  placeholder?: string;
}

/** A labelled select with its error text. */
export function SelectField({ label, error, hint, options, placeholder, id, className, required, children, 'aria-describedby': describedBy, ...select }: SelectFieldProps) {
  const ids = useFieldIds(id, Boolean(hint), Boolean(error), describedBy);
  return (
    <div className={`rc-field${error ? ' rc-field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label className="rc-field__label" htmlFor={ids.inputId}>
        {label}
        {required && <span className="rc-field__required" aria-hidden="true"> *</span>}
      </label>
      <select
        {...select}
        id={ids.inputId}
        className="rc-input rc-select"
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
      <FieldMessages hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </div>
  );
}
