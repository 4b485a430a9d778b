import { formatearNumero, parsearNumero } from '@recepcion/domain';
import { useLayoutEffect, useRef, useState, type ChangeEvent, type ComponentPropsWithRef, type FocusEvent, type ReactNode } from 'react';
import { useFieldIds } from '../form/field-ids';
import { FieldMessages } from '../form/field-message';
import { agruparEntradaNumero, limpiarEntradaNumero, posicionTras, signosAntes, avisoEntradaNumero } from './numero-entrada';
import { useMergedRef } from './use-merged-ref';

export interface NumberInputProps extends Omit<ComponentPropsWithRef<'input'>, 'value' | 'defaultValue' | 'onChange' | 'type' | 'children'> {
  label: string;
  /** The number, or null when the field is empty (or unreadable). */
  value: number | null;
  onChange: (value: number | null) => void;
  /** Decimals the currency allows: 2 (default) or 0 (Centavos false). */
  decimales?: number;
  /** Whether a negative is meant (a refund, a discount): shown as `-50.000`. Elsewhere a minus sign stays in sight and the field says it takes none. */
  negativos?: boolean;
  /** An amount's currency code: decimals typed in a currency without cents stay in sight and the field says «La moneda CLP no usa decimales». */
  moneda?: string | null;
  error?: string | null;
  hint?: ReactNode;
  /** Keep the label for screen readers only (inline grids, compact filters). */
  etiquetaOculta?: boolean;
}

/** A value with decimals in a field without them (an amount typed in CLP with cents) keeps them in sight: the form refuses it, never rounds it. */
const mostrar = (value: number | null, decimales: number) => formatearNumero(value, { decimales: value !== null && decimales <= 0 && !Number.isInteger(value) ? 2 : decimales });

/**
 * A number typed the Chilean way (spec section 5): `1.234,5`. Only digits, dots, one comma and a
 * leading minus get in; the thousands dots appear as the user types; the value handed out is a
 * number, with the sign typed (never flipped). What the field cannot take (a negative
 * where none is meant, decimals in a currency without cents) stays in sight with its message.
 */
export function NumberInput({
  label,
  value,
  onChange,
  decimales = 2,
  negativos = false,
  moneda,
  error,
  hint,
  etiquetaOculta,
  id,
  className,
  required,
  ref,
  onBlur,
  'aria-describedby': describedBy,
  ...input
}: NumberInputProps) {
  /** What is wrong with what was typed ('No se admiten valores negativos'), while it is there. */
  const [aviso, setAviso] = useState<string | null>(null);
  const reglas = { negativos, moneda };
  const mensaje = error || aviso;
  const ids = useFieldIds(id, Boolean(hint), Boolean(mensaje), describedBy);
  const [texto, setTexto] = useState(() => mostrar(value, decimales));
  const emitido = useRef<number | null>(value);
  const caret = useRef<number | null>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const setRef = useMergedRef(inputRef, ref);

  // A value set from outside (a form reset, a computed total) replaces what is shown.
  if (!sameNumber(value, emitido.current)) {
    emitido.current = value;
    setTexto(mostrar(value, decimales));
    setAviso(null);
  }

  useLayoutEffect(() => {
    if (caret.current !== null && inputRef.current === document.activeElement) {
      inputRef.current?.setSelectionRange(caret.current, caret.current);
    }
    caret.current = null;
  }, [texto]);

  function cambiar(event: ChangeEvent<HTMLInputElement>) {
    const crudo = event.target.value;
    // Said for as long as what was typed is there: a minus sign where none is meant, a third decimal, cents in CLP.
    setAviso(avisoEntradaNumero(crudo, decimales, reglas));
    const signos = signosAntes(limpiarEntradaNumero(crudo.slice(0, event.target.selectionStart ?? crudo.length), decimales, reglas), Infinity);
    const nuevo = agruparEntradaNumero(limpiarEntradaNumero(crudo, decimales, reglas));
    caret.current = posicionTras(nuevo, signos + (nuevo.startsWith('0,') && crudo.startsWith(',') ? 1 : 0));
    setTexto(nuevo);
    const numero = parsearNumero(nuevo);
    if (!sameNumber(numero, emitido.current)) {
      emitido.current = numero;
      onChange(numero);
    }
  }

  function salir(event: FocusEvent<HTMLInputElement>) {
    setTexto(mostrar(emitido.current, decimales));
    onBlur?.(event);
  }

  return (
    <div className={`rc-field${mensaje ? ' rc-field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label className={etiquetaOculta ? 'rc-visually-hidden' : 'rc-field__label'} htmlFor={ids.inputId}>
        {label}
        {required && <span className="rc-field__required" aria-hidden="true"> *</span>}
      </label>
      <input
        autoComplete="off"
        {...input}
        ref={setRef}
        type="text"
        inputMode={decimales > 0 ? 'decimal' : 'numeric'}
        id={ids.inputId}
        className="rc-input rc-input--numero"
        value={texto}
        onChange={cambiar}
        onBlur={salir}
        aria-required={required || undefined}
        aria-invalid={mensaje ? true : undefined}
        aria-describedby={ids.describedBy}
      />
      <FieldMessages hint={hint} hintId={ids.hintId} error={mensaje} errorId={ids.errorId} />
    </div>
  );
}

function sameNumber(a: number | null, b: number | null): boolean {
  return a === b || (a !== null && b !== null && Number.isNaN(a) && Number.isNaN(b));
}
