import { ApiError } from '@recepcion/api-client';
import { useRef, useState, type ChangeEvent } from 'react';

type Values = Record<string, string | boolean>;
export type FieldErrors<T extends Values> = Partial<Record<keyof T & string, string>>;
export type Validate<T extends Values> = (values: T) => FieldErrors<T>;

/**
 * A dialog's form: values, the validation messages of spec section 5 under each field, and a
 * submit that validates first (focusing the first wrong field) and sends once at a time.
 * After the first submit, messages follow the user's corrections as they type.
 */
export function useForm<T extends Values>(initial: T, validate: Validate<T>) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors<T>>({});
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const elements = useRef(new Map<keyof T, HTMLElement>());
  const sending = useRef(false);
  const order = Object.keys(initial) as (keyof T & string)[];

  const setValue = <K extends keyof T & string>(name: K, value: T[K]) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (submitted) setErrors(validate(next));
    else if (errors[name]) setErrors({ ...errors, [name]: undefined });
  };

  const focus = (name: keyof T & string) => elements.current.get(name)?.focus();

  const register = (name: keyof T & string) => (element: HTMLElement | null) => {
    if (element) elements.current.set(name, element);
    else elements.current.delete(name);
  };

  /** Props for a TextField or SelectField. */
  const field = (name: keyof T & string) => ({
    name,
    value: String(values[name]),
    error: errors[name],
    ref: register(name),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => setValue(name, event.target.value as T[typeof name]),
  });

  /** Props for a CheckboxField. */
  const checkbox = (name: keyof T & string) => ({
    name,
    checked: Boolean(values[name]),
    ref: register(name),
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.target.checked as T[typeof name]),
  });

  /** Shows a message under a field (an answer of the server) and moves the focus there. */
  const fail = (name: keyof T & string, message: string, { clear = false } = {}) => {
    if (clear) setValues((current) => ({ ...current, [name]: '' }));
    setErrors((current) => ({ ...current, [name]: message }));
    focus(name);
  };

  /**
   * The form's submit: validates, then sends. A server message listed in `serverFields` goes
   * under its field (the error toast has already shown it).
   */
  const onSubmit = (send: (values: T) => Promise<void>, serverFields: Partial<Record<string, keyof T & string>> = {}) => async () => {
    if (sending.current) return;
    setSubmitted(true);
    const found = validate(values);
    setErrors(found);
    const first = order.find((name) => found[name]);
    if (first) {
      focus(first);
      return;
    }
    sending.current = true;
    setPending(true);
    try {
      await send(values);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const name = serverFields[error.mensaje];
      if (name) fail(name, error.mensaje);
    } finally {
      sending.current = false;
      setPending(false);
    }
  };

  return { values, errors, pending, setValue, field, checkbox, fail, focus, onSubmit };
}
