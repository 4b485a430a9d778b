import { coincidePorPalabras } from '@recepcion/domain';
import { useEffect, useId, useRef, useState, type ComponentPropsWithRef, type KeyboardEvent, type ReactNode } from 'react';
import { useFieldIds } from '../form/field-ids';
import { FieldMessages } from '../form/field-message';
import { useMergedRef } from './use-merged-ref';

/** The shape the API's autocompletes answer (`/api/Autocomplete/...`): Id and Nombre. */
export interface ItemAutocomplete {
  Id: number | string;
  Nombre: string;
}

export interface AutocompleteProps<T> extends Omit<ComponentPropsWithRef<'input'>, 'value' | 'defaultValue' | 'onChange' | 'type' | 'children'> {
  label: string;
  /** The chosen item, or null. Setting it to null from outside clears the field. */
  value: T | null;
  onChange: (item: T | null) => void;
  /** Server search (client, guest...): called after `esperaMs` once `minCaracteres` are typed. */
  buscar?: (texto: string) => Promise<readonly T[]>;
  /** A static list, filtered here with the same rule as the server (word starts, no accents). */
  opciones?: readonly T[];
  /** The text of an item; default its `Nombre`. */
  textoDe?: (item: T) => string;
  /** The identity of an item; default its `Id`. */
  claveDe?: (item: T) => string | number;
  /** Default 2 with `buscar` (spec section 9), 1 with `opciones`. */
  minCaracteres?: number;
  /** Debounce in ms; default 200 with `buscar`, 0 with `opciones`. */
  esperaMs?: number;
  /** Most items listed from `opciones`; default 20. */
  maxResultados?: number;
  sinResultados?: string;
  /** The text typed when the field is left without picking an item (a new client's name, say). */
  onTextoSinElegir?: (texto: string) => void;
  error?: string | null;
  hint?: ReactNode;
  etiquetaOculta?: boolean;
}

export const TEXTO_SIN_RESULTADOS = 'Sin resultados';
export const TEXTO_BUSCANDO = 'Buscando…';

const textoPorDefecto = (item: unknown) => String((item as ItemAutocomplete)?.Nombre ?? '');
const clavePorDefecto = (item: unknown) => (item as ItemAutocomplete)?.Id;

/**
 * A combobox (spec section 5, "Autocompletes"): matches ignore case and accents and start
 * words; searches wait 200 ms after typing and need 2 characters; ArrowUp/ArrowDown move,
 * Enter picks, Escape closes (a second Escape clears). Leaving without picking restores the
 * chosen item's text, or empties the field (telling `onTextoSinElegir` what was typed). The
 * «Sin resultados» note lets taps through to what it covers.
 */
export function Autocomplete<T>({
  label,
  value,
  onChange,
  buscar,
  opciones,
  textoDe = textoPorDefecto,
  claveDe = clavePorDefecto,
  minCaracteres = buscar ? 2 : 1,
  esperaMs = buscar ? 200 : 0,
  maxResultados = 20,
  sinResultados = TEXTO_SIN_RESULTADOS,
  onTextoSinElegir,
  error,
  hint,
  etiquetaOculta,
  id,
  className,
  required,
  disabled,
  ref,
  onBlur,
  onKeyDown,
  placeholder,
  'aria-describedby': describedBy,
  ...input
}: AutocompleteProps<T>) {
  const ids = useFieldIds(id, Boolean(hint), Boolean(error), describedBy);
  const listaId = `${useId()}-lista`;
  const [texto, setTexto] = useState(() => (value ? textoDe(value) : ''));
  const [resultados, setResultados] = useState<readonly T[]>([]);
  const [abierta, setAbierta] = useState(false);
  const [buscando, setBuscando] = useState(false);
  const [activo, setActivo] = useState(-1);
  const elegido = useRef<T | null>(value);
  const consulta = useRef(0);
  const temporizador = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const setRef = useMergedRef(inputRef, ref);

  // A value set from outside (a form load, a filter switched off) replaces the text.
  if (value !== elegido.current) {
    elegido.current = value;
    setTexto(value ? textoDe(value) : '');
    setAbierta(false);
  }

  useEffect(() => () => clearTimeout(temporizador.current), []);

  function programarBusqueda(nuevo: string) {
    clearTimeout(temporizador.current);
    const numero = ++consulta.current;
    if (nuevo.trim().length < minCaracteres) {
      setAbierta(false);
      setBuscando(false);
      setResultados([]);
      return;
    }
    const ejecutar = async () => {
      if (!buscar) {
        mostrar((opciones ?? []).filter((o) => coincidePorPalabras(nuevo, textoDe(o))).slice(0, maxResultados));
        return;
      }
      setBuscando(true);
      setAbierta(true);
      try {
        const encontrados = await buscar(nuevo.trim());
        if (numero === consulta.current) mostrar(encontrados);
      } catch {
        if (numero === consulta.current) mostrar([]);
      } finally {
        if (numero === consulta.current) setBuscando(false);
      }
    };
    if (esperaMs > 0) temporizador.current = setTimeout(ejecutar, esperaMs);
    else void ejecutar();
  }

  function mostrar(items: readonly T[]) {
    setResultados(items);
    setActivo(items.length > 0 ? 0 : -1);
    setAbierta(true);
  }

  function elegir(item: T | null) {
    clearTimeout(temporizador.current);
    consulta.current++;
    elegido.current = item;
    setTexto(item ? textoDe(item) : '');
    setAbierta(false);
    setBuscando(false);
    if (item !== value) onChange(item);
  }

  function cerrar() {
    clearTimeout(temporizador.current);
    consulta.current++;
    setAbierta(false);
    setBuscando(false);
  }

  function tecla(event: KeyboardEvent<HTMLInputElement>) {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!abierta) {
        programarBusqueda(texto);
        return;
      }
      if (resultados.length === 0) return;
      const paso = event.key === 'ArrowDown' ? 1 : -1;
      setActivo((a) => (a + paso + resultados.length) % resultados.length);
    } else if (event.key === 'Enter') {
      if (abierta && activo >= 0 && activo < resultados.length) {
        event.preventDefault();
        elegir(resultados[activo]);
      }
    } else if (event.key === 'Escape') {
      if (abierta) {
        event.preventDefault();
        event.stopPropagation();
        cerrar();
      } else if (texto !== '' || value !== null) {
        event.preventDefault();
        event.stopPropagation();
        elegir(null);
      }
    }
  }

  const opcionId = (i: number) => `${listaId}-${i}`;
  const mostrarLista = abierta && (buscando || resultados.length > 0 || texto.trim().length >= minCaracteres);

  return (
    <div className={`rc-field${error ? ' rc-field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label className={etiquetaOculta ? 'rc-visually-hidden' : 'rc-field__label'} htmlFor={ids.inputId}>
        {label}
        {required && <span className="rc-field__required" aria-hidden="true"> *</span>}
      </label>
      <div className="rc-autocomplete">
        <input
          autoComplete="off"
          {...input}
          ref={setRef}
          type="text"
          id={ids.inputId}
          className="rc-input rc-autocomplete__input"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={mostrarLista}
          aria-controls={listaId}
          aria-activedescendant={mostrarLista && activo >= 0 ? opcionId(activo) : undefined}
          aria-busy={buscando || undefined}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          placeholder={placeholder}
          disabled={disabled}
          value={texto}
          onChange={(event) => {
            const nuevo = event.target.value;
            setTexto(nuevo);
            if (value !== null) {
              elegido.current = null;
              onChange(null);
            }
            programarBusqueda(nuevo);
          }}
          onKeyDown={tecla}
          onBlur={(event) => {
            cerrar();
            if (!elegido.current && texto.trim()) onTextoSinElegir?.(texto.trim());
            setTexto(elegido.current ? textoDe(elegido.current) : '');
            onBlur?.(event);
          }}
        />
        {value !== null && !disabled && (
          <button type="button" className="rc-autocomplete__clear" aria-label={`Quitar ${label}`} onClick={() => elegir(null)}>
            ×
          </button>
        )}
        <ul id={listaId} role="listbox" aria-label={label} className="rc-autocomplete__list" hidden={!mostrarLista || resultados.length === 0}>
          {resultados.map((item, i) => (
            <li
              key={claveDe(item)}
              id={opcionId(i)}
              role="option"
              aria-selected={i === activo}
              className={`rc-autocomplete__option${i === activo ? ' rc-autocomplete__option--active' : ''}`}
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => setActivo(i)}
              onClick={() => elegir(item)}
            >
              {textoDe(item)}
            </li>
          ))}
        </ul>
        {mostrarLista && resultados.length === 0 && (
          <div className="rc-autocomplete__list rc-autocomplete__note" role="status">
            {buscando ? TEXTO_BUSCANDO : sinResultados}
          </div>
        )}
      </div>
      <FieldMessages hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </div>
  );
}
