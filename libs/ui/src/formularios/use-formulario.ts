import { useCallback, useRef, useState, type ChangeEvent } from 'react';
import { toast } from '../toast/toast-store';
import { primerError, type Errores } from './validacion';

type Enfocable = { focus: () => void } | null;

/**
 * The values and messages of a dialog's form, whatever each field holds (text, a select's value,
 * a number of a NumberInput, a day of a DateInput, a checkbox). Changing a field clears its
 * message; `mostrarErrores` shows them and puts the focus on the first one.
 */
export function useFormulario<T extends object>(inicial: T) {
  type Campo = keyof T & string;
  const [valores, setValores] = useState<T>(inicial);
  const [errores, setErrores] = useState<Errores<Campo>>({});
  const refs = useRef<Partial<Record<Campo, Enfocable>>>({});

  const cambiar = useCallback(<K extends Campo>(campo: K, valor: T[K]) => {
    setValores((actual) => ({ ...actual, [campo]: valor }));
    setErrores((actual) => (actual[campo] ? { ...actual, [campo]: undefined } : actual));
  }, []);

  const ref = (campo: Campo) => (elemento: Enfocable) => {
    refs.current[campo] = elemento;
  };

  /** Props of a TextField or SelectField whose value is a string. */
  const texto = (campo: { [K in Campo]: T[K] extends string ? K : never }[Campo]) => ({
    name: campo,
    value: valores[campo] as string,
    error: errores[campo] ?? null,
    ref: ref(campo),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => cambiar(campo, event.target.value as T[typeof campo]),
  });

  /** Props of a NumberInput. */
  const numero = (campo: { [K in Campo]: T[K] extends number | null ? K : never }[Campo]) => ({
    name: campo,
    value: valores[campo] as number | null,
    error: errores[campo] ?? null,
    ref: ref(campo),
    onChange: (valor: number | null) => cambiar(campo, valor as T[typeof campo]),
  });

  /** Props of a DateInput (`yyyy-MM-dd`, '' while empty). */
  const fecha = (campo: { [K in Campo]: T[K] extends string ? K : never }[Campo]) => ({
    name: campo,
    value: (valores[campo] as string) || null,
    error: errores[campo] ?? null,
    ref: ref(campo),
    onChange: (valor: string | null) => cambiar(campo, (valor ?? '') as T[typeof campo]),
  });

  /** Props of a CheckboxField. */
  const marca = (campo: { [K in Campo]: T[K] extends boolean ? K : never }[Campo]) => ({
    name: campo,
    checked: valores[campo] as boolean,
    ref: ref(campo),
    onChange: (event: ChangeEvent<HTMLInputElement>) => cambiar(campo, event.target.checked as T[typeof campo]),
  });

  /** Shows the messages; the focus goes to the first field that has one. True when there is none. */
  const mostrarErrores = useCallback((nuevos: Errores<Campo>, orden: readonly Campo[]): boolean => {
    setErrores(nuevos);
    const primero = orden.find((campo) => nuevos[campo]);
    if (primero !== undefined) refs.current[primero]?.focus();
    return primero === undefined;
  }, []);

  /** As `mostrarErrores`, and the first message also as a warning toast (spec section 8). */
  const validar = useCallback(
    (nuevos: Errores<Campo>, orden: readonly Campo[]): boolean => {
      const valido = mostrarErrores(nuevos, orden);
      const primero = primerError(nuevos, orden);
      if (!valido && primero) toast.warning(primero);
      return valido;
    },
    [mostrarErrores],
  );

  const reiniciar = useCallback((nuevos: T) => {
    setValores(nuevos);
    setErrores({});
  }, []);

  /** Props of any other field (an Autocomplete...): its message and the ref that takes the focus. */
  const campo = (nombre: Campo) => ({ error: errores[nombre] ?? null, ref: ref(nombre) });

  return { valores, errores, cambiar, texto, numero, fecha, marca, campo, mostrarErrores, validar, reiniciar };
}
