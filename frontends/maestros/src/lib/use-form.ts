import { useCallback, useRef, useState, type ChangeEvent } from 'react';

type Fields<T> = { [K in keyof T]: string };
type Errors<T> = Partial<Record<keyof T, string>>;
type FieldElement = HTMLInputElement | HTMLSelectElement;

/**
 * The values and messages of a small form. `field(name)` gives the props of a TextField or
 * SelectField (value, onChange, error, ref); typing in a field clears its message.
 */
export function useForm<T extends Fields<T>>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<Errors<T>>({});
  const refs = useRef<Partial<Record<keyof T, FieldElement | null>>>({});

  const field = useCallback(
    <K extends keyof T & string>(name: K) => ({
      name,
      value: values[name],
      error: errors[name] ?? null,
      ref: (element: FieldElement | null) => {
        refs.current[name] = element;
      },
      onChange: (event: ChangeEvent<FieldElement>) => {
        const value = event.target.value;
        setValues((current) => ({ ...current, [name]: value }));
        setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
      },
    }),
    [values, errors],
  );

  /**
   * Shows the messages and puts the focus on the first field that has one (form order).
   * Returns true when there is none: the form may be sent.
   */
  const showErrors = useCallback((next: Errors<T>, order: readonly (keyof T)[]): boolean => {
    setErrors(next);
    const first = order.find((name) => next[name]);
    if (first !== undefined) refs.current[first]?.focus();
    return first === undefined;
  }, []);

  return { values, errors, field, showErrors };
}
