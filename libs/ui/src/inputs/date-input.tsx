import { formatearFecha, isoDeFechaLocal, parsearFecha } from '@recepcion/domain';
import { useRef, useState, type ChangeEvent, type ComponentPropsWithRef, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useFieldIds } from '../form/field-ids';
import { FieldMessages } from '../form/field-message';
import { CalendarioPopup } from './calendario-popup';
import { useMergedRef } from './use-merged-ref';

export interface DateInputProps extends Omit<ComponentPropsWithRef<'input'>, 'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max' | 'children'> {
  label: string;
  /** `yyyy-MM-dd`, or null when empty or not a valid date. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** Earliest and latest allowed days, `yyyy-MM-dd`. */
  min?: string;
  max?: string;
  error?: string | null;
  hint?: ReactNode;
  etiquetaOculta?: boolean;
  /**
   * Hands out a valid day outside `min`/`max` too (the field still says why on leaving), so the
   * form's own validation can name the problem ('El Check-Out debe ser posterior al check-In')
   * instead of reading an empty field.
   */
  emitirFueraDeRango?: boolean;
}

export const MENSAJE_FECHA_NO_VALIDA = 'Fecha no válida (dd-mm-aaaa)';

function fueraDeRango(iso: string, min?: string, max?: string): string | null {
  if (min && iso < min) return `La fecha debe ser igual o posterior al ${formatearFecha(min)}`;
  if (max && iso > max) return `La fecha debe ser igual o anterior al ${formatearFecha(max)}`;
  return null;
}

/**
 * A day typed as `dd-MM-yyyy` (dashes are added while typing) or picked from a small calendar
 * with Spanish month names. Hands out `yyyy-MM-dd`, or null while the text is not a valid day
 * in range; on leaving the field a wrong text says why.
 */
export function DateInput({
  label,
  value,
  onChange,
  min,
  max,
  error,
  hint,
  etiquetaOculta,
  emitirFueraDeRango = false,
  id,
  className,
  required,
  disabled,
  ref,
  onBlur,
  'aria-describedby': describedBy,
  ...input
}: DateInputProps) {
  const [texto, setTexto] = useState(() => formatearFecha(value));
  const [problema, setProblema] = useState<string | null>(null);
  const [abierto, setAbierto] = useState(false);
  const emitido = useRef<string | null>(value);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const botonRef = useRef<HTMLButtonElement | null>(null);
  const setRef = useMergedRef(inputRef, ref);
  // Text that is not a date says so: the form's «falta…» would read as if nothing was typed. The
  // form's own rule (e.g. check-out after check-in) says more than the field's range.
  const mensaje = problema === MENSAJE_FECHA_NO_VALIDA ? problema : error || problema;
  const ids = useFieldIds(id, Boolean(hint), Boolean(mensaje), describedBy);

  if (value !== emitido.current) {
    emitido.current = value;
    setTexto(formatearFecha(value));
    setProblema(null);
  }

  function emitir(iso: string | null) {
    if (iso !== emitido.current) {
      emitido.current = iso;
      onChange(iso);
    }
  }

  function cambiar(event: ChangeEvent<HTMLInputElement>) {
    let nuevo = event.target.value.replace(/[^\d\-/.]/g, '').replace(/[-/.]+/g, '-').slice(0, 10);
    const escribiendo = nuevo.length > texto.length;
    if (escribiendo && (/^\d{2}$/.test(nuevo) || /^\d{1,2}-\d{2}$/.test(nuevo))) nuevo += '-';
    setTexto(nuevo);
    setProblema(null);
    const iso = parsearFecha(nuevo);
    emitir(iso && (emitirFueraDeRango || !fueraDeRango(iso, min, max)) ? iso : null);
  }

  function salir(event: FocusEvent<HTMLInputElement>) {
    const iso = parsearFecha(texto);
    if (texto.trim() === '') setProblema(null);
    else if (!iso) setProblema(MENSAJE_FECHA_NO_VALIDA);
    else {
      setProblema(fueraDeRango(iso, min, max));
      setTexto(formatearFecha(iso));
    }
    onBlur?.(event);
  }

  function tecla(event: KeyboardEvent<HTMLInputElement>) {
    if ((event.key === 'ArrowDown' && event.altKey) || event.key === 'F4') {
      event.preventDefault();
      setAbierto(true);
    }
    input.onKeyDown?.(event);
  }

  function elegir(iso: string) {
    setTexto(formatearFecha(iso));
    setProblema(null);
    emitir(iso);
    cerrar();
    inputRef.current?.focus();
  }

  function cerrar() {
    setAbierto(false);
  }

  return (
    <div className={`rc-field${mensaje ? ' rc-field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label className={etiquetaOculta ? 'rc-visually-hidden' : 'rc-field__label'} htmlFor={ids.inputId}>
        {label}
        {required && <span className="rc-field__required" aria-hidden="true"> *</span>}
      </label>
      <div className="rc-date">
        <input
          autoComplete="off"
          placeholder="dd-mm-aaaa"
          {...input}
          ref={setRef}
          type="text"
          inputMode="numeric"
          id={ids.inputId}
          className="rc-input rc-date__input"
          value={texto}
          disabled={disabled}
          onChange={cambiar}
          onBlur={salir}
          onKeyDown={tecla}
          aria-required={required || undefined}
          aria-invalid={mensaje ? true : undefined}
          aria-describedby={ids.describedBy}
        />
        <button
          ref={botonRef}
          type="button"
          className="rc-date__toggle"
          aria-label={`Abrir calendario: ${label}`}
          aria-haspopup="dialog"
          aria-expanded={abierto}
          disabled={disabled}
          onClick={() => setAbierto((a) => !a)}
        >
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M4 0h1v2h6V0h1v2h2.5A1.5 1.5 0 0 1 16 3.5v11a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 0 14.5v-11A1.5 1.5 0 0 1 1.5 2H4V0zM1 6v8.5a.5.5 0 0 0 .5.5h13a.5.5 0 0 0 .5-.5V6H1zm2 2h2v2H3V8zm4 0h2v2H7V8zm4 0h2v2h-2V8zm-8 3h2v2H3v-2zm4 0h2v2H7v-2z"
            />
          </svg>
        </button>
        {abierto && (
          <CalendarioPopup
            seleccionada={parsearFecha(texto) ?? value}
            hoy={isoDeFechaLocal(new Date())}
            min={min}
            max={max}
            etiqueta={label}
            onElegir={elegir}
            onCerrar={(devolverFoco) => {
              cerrar();
              if (devolverFoco) botonRef.current?.focus();
            }}
            ignorar={botonRef}
          />
        )}
      </div>
      <FieldMessages hint={hint} hintId={ids.hintId} error={mensaje} errorId={ids.errorId} />
    </div>
  );
}
